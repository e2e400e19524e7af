import 'server-only'

import { Readable } from 'node:stream'

import { translator } from '@/i18n/messages'
import { z } from 'zod'

import '@/lib/zod'
import type { Locale } from '@/i18n/routing'
import { archiveIdsSchema } from '@/features/documents/document-schemas'
import type { DownloadRefusal } from '@/features/documents/documents'
import { getEnv } from '@/env'
import { cacheControl, NO_STORE, PRIVATE } from '@/lib/cache-headers'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { localizeHref } from '@/i18n/navigation'
import { prefersHtml } from '@/server/http/accept'
import { getPayloadClient } from '@/server/payload'

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
import { noticePagePath, openNotice } from './notice'

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
      headers: { ...cacheControl(NO_STORE), 'Content-Language': locale },
    },
  )
}

/** `?check=1` asks only whether the download would be given (204), so the page can explain a refusal. */
export const downloadQuerySchema = z.object({ check: z.string().optional() })
type DownloadQuery = z.output<typeof downloadQuerySchema>
const isCheck = (query: DownloadQuery) => query.check === '1'
/** The check's answer: personal (it depends on the session), so never kept by any cache. */
const checked = () => new Response(null, { status: 204, headers: cacheControl(PRIVATE) })

/** A document's id in its address: a positive whole number of at most ten digits. */
const documentIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)

/** `?ids=3,5,8` as the archive's query; a refusal of its own (not the API's invalidQuery). */
export const archiveQuerySchema = downloadQuerySchema.extend({ ids: z.string().optional() })

type Download<Q> = { request: Request; locale: Locale; query: Q; address: string }

/** GET /api/v1/documents/{id}/download: one file for an approved member (or staff). */
export async function singleDownload(
  { request, locale, query, address }: Download<DownloadQuery>,
  rawId: string,
): Promise<Response> {
  const payload = await getPayloadClient()
  const allowed = await downloaderOf(payload, request.headers)
  // Access first: without it, nothing tells whether an id exists.
  if (!allowed.ok) return refusalResponse(allowed.refusal, locale)
  const id = documentIdSchema.safeParse(rawId)
  const stored = id.success ? await storedDocument(payload, id.data, locale) : null
  if (!stored) return refusalResponse('notFound', locale)
  if (isCheck(query)) return checked()
  // A HEAD (Next.js answers it with GET's handler) is a question, not a download: the headers
  // a GET would send, no file, nothing logged (ADR 0026).
  if (request.method === 'HEAD') {
    return new Response(null, {
      headers: fileHeaders(stored.mimeType, downloadName(stored.doc), stored.size),
    })
  }
  await logDownloads(payload, allowed.who, [stored.doc], 'single', address)
  const body = Readable.toWeb(stored.file.open()) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: fileHeaders(stored.mimeType, downloadName(stored.doc), stored.size),
  })
}

/** A family's slug in its address, at most 80 characters. */
const familySlugSchema = z.string().max(80).regex(SLUG_PATTERN)

/**
 * The current revision of a family, or null: the family's newest published revision (its
 * "superseded on" is empty, src/features/documents/collections/documents/revision-hooks.ts).
 */
export async function currentRevisionId(slug: string): Promise<number | null> {
  const payload = await getPayloadClient()
  const family = await payload.find({
    collection: 'document-families',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const id = family.docs[0]?.id
  if (id === undefined) return null
  const current = await payload.find({
    collection: 'documents',
    where: {
      and: [
        { family: { equals: id } },
        { _status: { equals: 'published' } },
        { supersededOn: { exists: false } },
      ],
    },
    sort: ['-revisionDate', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return current.docs[0]?.id ?? null
}

/**
 * GET /api/v1/documents/{family-slug}/current (ADR 0021): the stable link. The file of the
 * family's current revision, with the same checks and log as any download; the address never
 * changes when a revision is added.
 */
export async function currentRevisionDownload(
  call: Download<DownloadQuery>,
  rawSlug: string,
): Promise<Response> {
  const payload = await getPayloadClient()
  const slug = familySlugSchema.safeParse(rawSlug)
  const refuse = (refusal: DownloadRefusal) =>
    prefersHtml(call.request)
      ? familyPageRedirect(slug.success ? slug.data : null, call.locale)
      : refusalResponse(refusal, call.locale)
  const allowed = await downloaderOf(payload, call.request.headers)
  if (!allowed.ok) return refuse(allowed.refusal)
  const id = slug.success ? await currentRevisionId(slug.data) : null
  if (id === null) return refuse('notFound')
  return singleDownload(call, String(id))
}

/**
 * Where a browser goes that opens the stable link and is refused: the family's page,
 * which asks to sign in or says why the file is not given, in the request's language (no raw
 * JSON). A slug that names no family gets that page's 404, a malformed one the download area.
 * The family pages are public, so the answer tells nothing a visitor could not read there.
 */
function familyPageRedirect(slug: string | null, locale: Locale): Response {
  const path = slug === null ? '/download' : contentRoutes.documentFamily(slug)
  return new Response(null, {
    status: 303,
    headers: {
      Location: localizeHref(path, locale),
      ...cacheControl(NO_STORE),
      Vary: 'Accept, Accept-Language, Cookie',
    },
  })
}

/**
 * GET (and HEAD) /api/v1/documents/notice/{token}: what the links of notice mails sent before
 * the notice page (ADR 0026) name. They lead to it (303) and send nothing, log nothing: mail
 * gateways open every link in a mail before the recipient does, and such an opening is no
 * download (the log is the record of REACH Art. 31(9)).
 */
export function noticeLanding({ locale }: Download<DownloadQuery>, token: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: localizeHref(noticePagePath(token), locale),
      ...cacheControl(NO_STORE),
      'Referrer-Policy': 'same-origin',
    },
  })
}

/**
 * POST /api/v1/documents/notice/{token} (ADR 0021, ADR 0026): the notice page's button. No
 * session: the signed token names the member and the revision (openNotice). Sends the file and
 * logs it as the member's download; a link that no longer opens anything goes back to the page,
 * which says why, in the page's language.
 */
export async function noticeDownload(
  { locale, address }: Download<DownloadQuery>,
  token: string,
): Promise<Response> {
  const payload = await getPayloadClient()
  const opened = await openNotice(payload, token, locale)
  if (!opened.ok) return noticeLanding({ locale } as Download<DownloadQuery>, token)
  const { member, stored } = opened
  const who = { kind: 'member' as const, id: member.id, email: member.email, token: '' }
  await logDownloads(payload, who, [stored.doc], 'notice', address)
  const body = Readable.toWeb(stored.file.open()) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: fileHeaders(stored.mimeType, downloadName(stored.doc), stored.size),
  })
}

/** GET /api/v1/documents/archive?ids=1,2,3: a selection as one streamed ZIP with a manifest. */
export async function archiveDownload({
  request,
  locale,
  query,
  address,
}: Download<z.output<typeof archiveQuerySchema>>): Promise<Response> {
  const payload = await getPayloadClient()
  const allowed = await downloaderOf(payload, request.headers)
  if (!allowed.ok) return refusalResponse(allowed.refusal, locale)
  const ids = archiveIdsSchema.safeParse(query.ids ?? '')
  if (!ids.success) return refusalResponse('invalid', locale)
  const plan = await planArchive(payload, ids.data, locale, getEnv().archiveCaps)
  if (!plan.ok) return refusalResponse(plan.refusal, locale)
  if (isCheck(query)) return checked()
  // A HEAD sends and logs no file (ADR 0026), as for a single download.
  if (request.method === 'HEAD') {
    return new Response(null, { headers: fileHeaders('application/zip', 'documents.zip') })
  }
  return archiveResponse(payload, allowed.who, plan.files, locale, address)
}
