import 'server-only'

import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'

import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { archiveIdsSchema, type DownloadRefusal } from '@/lib/documents'
import { getEnv } from '@/env'
import { handleApi, requestLocale } from '@/server/api'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'

import {
  archiveResponse,
  downloaderOf,
  downloadName,
  fileHeaders,
  logDownloads,
  planArchive,
  REFUSAL_STATUS,
  storedDocument,
} from './download'

/** A refused download: its status (401, 403, 404, 413, 400) and a text in the page's language. */
export function refusalResponse(refusal: DownloadRefusal, locale: Locale): Response {
  const t = translator(locale, 'download.refusals')
  const caps = getEnv().archiveCaps
  return Response.json(
    {
      message: t(refusal, {
        maxFiles: caps.maxFiles,
        maxMegabytes: Math.round(caps.maxBytes / 1024 / 1024),
      }),
      reason: refusal,
    },
    {
      status: REFUSAL_STATUS[refusal],
      headers: { 'Cache-Control': 'no-store', 'Content-Language': locale },
    },
  )
}

/** `?check=1` asks only whether the download would be given (204), so the page can explain a refusal. */
const isCheck = (url: URL) => url.searchParams.get('check') === '1'

/** GET /api/v1/documents/{id}/download: one file for an approved member (or staff). */
export function singleDownload(request: Request, rawId: string): Promise<Response> {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const payload = await getPayloadClient()
    const allowed = await downloaderOf(payload, request.headers)
    // Access first: without it, nothing tells whether an id exists.
    if (!allowed.ok) return refusalResponse(allowed.refusal, locale)
    const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null
    const stored = id === null ? null : await storedDocument(payload, id, locale)
    if (!stored) return refusalResponse('notFound', locale)
    if (isCheck(new URL(request.url))) return new Response(null, { status: 204 })
    await logDownloads(payload, allowed.who, [stored.doc], 'single', clientAddress(request.headers))
    const body = Readable.toWeb(createReadStream(stored.file)) as ReadableStream<Uint8Array>
    return new Response(body, {
      headers: fileHeaders(stored.mimeType, downloadName(stored.doc), stored.size),
    })
  })
}

/** GET /api/v1/documents/archive?ids=1,2,3: a selection as one streamed ZIP with a manifest. */
export function archiveDownload(request: Request): Promise<Response> {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const url = new URL(request.url)
    const payload = await getPayloadClient()
    const allowed = await downloaderOf(payload, request.headers)
    if (!allowed.ok) return refusalResponse(allowed.refusal, locale)
    const ids = archiveIdsSchema.safeParse(url.searchParams.get('ids') ?? '')
    if (!ids.success) return refusalResponse('invalid', locale)
    const plan = await planArchive(payload, ids.data, locale, getEnv().archiveCaps)
    if (!plan.ok) return refusalResponse(plan.refusal, locale)
    if (isCheck(url)) return new Response(null, { status: 204 })
    return archiveResponse(payload, allowed.who, plan.files, locale, clientAddress(request.headers))
  })
}
