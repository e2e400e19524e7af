import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import '@/lib/zod'
import { getEnv } from '@/env'
import { apiLocale } from '@/i18n/api-locale'
import { translator } from '@/i18n/messages'
import { LOCALES, type Locale } from '@/i18n/routing'
import { cacheControl, NO_STORE, PRIVATE } from '@/lib/cache-headers'
import { contentRoutes, SLUG_PATTERN } from '@/lib/content-routes'
import { type DownloadRefusal, safeFileName } from '@/features/documents/documents'
import { localizeHref } from '@/i18n/navigation'
import { getGrade } from './catalogue'
import { letterheadOf } from '@/features/grades/data-sheet-pdf'
import { dataSheetOf, matchesEtag } from '@/features/grades/data-sheet-cache'
import { prefersHtml } from '@/server/http/accept'
import type { RouteCall } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'
import { getSiteSettings } from '@/server/shell'

import { type Downloader, downloaderOf, fileHeaders, loggedAs } from '@/features/documents/download'
import { recordDownload } from '@/features/documents/download-log'
import { refusalResponse } from '@/features/documents/endpoint'

/**
 * GET (and HEAD) /api/v1/grades/{slug}/data-sheet?locale=en|de (ADR 0027): a grade's
 * technical data sheet, generated from its data in the language, under the download area's rules
 * for product literature: an approved member, or staff, gets it; a visitor, a member not yet
 * approved or one still on the mailed password gets the refusal a document download gives (401
 * or 403 with its text; a browser's navigation goes to the sheet's access page,
 * /download/data-sheets/{slug}, which says who may download and offers the way in). Checked
 * before anything is read, as for documents. Cached until the grade changes: the ETag names what
 * the sheet prints, and a client that has it gets 304.
 */

/**
 * `?locale=` is checked here, so that a wrong one is refused in the language of the headers;
 * `?check=1` asks only whether the sheet would be given (204), as for documents.
 */
export const dataSheetQuerySchema = z.object({
  locale: z.string().optional(),
  check: z.string().optional(),
})
export const dataSheetParamsSchema = z.object({ slug: z.string() })

type Call = Pick<
  RouteCall<
    z.output<typeof dataSheetQuerySchema>,
    undefined,
    z.output<typeof dataSheetParamsSchema>
  >,
  'request' | 'locale' | 'query' | 'params' | 'address' | 'error'
>

/**
 * Where a refused browser goes, in its language: the page that names the sheet, says who may
 * download it and offers the login that returns to it; for a slug of no possible grade the
 * download area's product literature. The page is public (it shows the grade's name), so the
 * answer tells nothing a visitor could not read on the grade's page.
 */
function accessPageRedirect(slug: string | null, locale: Locale): Response {
  const path =
    slug === null ? '/download?tab=product-literature' : contentRoutes.gradeDataSheetAccess(slug)
  return new Response(null, {
    status: 303,
    headers: {
      Location: localizeHref(path, locale),
      ...cacheControl(NO_STORE),
      Vary: 'Accept, Accept-Language, Cookie',
    },
  })
}

function notFound(locale: Locale): Response {
  return Response.json(
    { message: translator(locale, 'dataSheet')('notFound'), reason: 'notFound' },
    { status: 404, headers: { ...cacheControl(NO_STORE), 'Content-Language': locale } },
  )
}

/** The download log's entry: who, which sheet in which language, from where (no document row). */
async function logDataSheet(
  payload: Payload,
  who: Downloader,
  title: string,
  address: string,
): Promise<void> {
  await recordDownload(payload, {
    ...loggedAs(who),
    document: null,
    documentTitle: title,
    kind: 'single',
    address,
  })
}

export async function dataSheetDownload(call: Call): Promise<Response> {
  const { request } = call
  if (
    call.query.locale !== undefined &&
    !(LOCALES as readonly string[]).includes(call.query.locale)
  ) {
    const headerLocale = apiLocale(request.headers.get('accept-language')?.split(',')[0])
    return call.error(400, 'invalidQuery', headerLocale)
  }
  const locale = call.locale
  const slug = call.params.slug
  const wellFormed = slug.length <= 80 && SLUG_PATTERN.test(slug)
  const refuse = (refusal: DownloadRefusal) =>
    prefersHtml(request)
      ? accessPageRedirect(wellFormed ? slug : null, locale)
      : refusalResponse(refusal, locale)

  const payload = await getPayloadClient()
  const allowed = await downloaderOf(payload, request.headers)
  if (!allowed.ok) return refuse(allowed.refusal)

  const grade = wellFormed ? await getGrade({ locale }, slug) : null
  if (!grade) {
    // A browser gets the grade's address, whose page says there is no such grade.
    if (prefersHtml(request) && wellFormed) {
      return new Response(null, {
        status: 303,
        headers: {
          Location: localizeHref(contentRoutes.grade(slug), locale),
          ...cacheControl(NO_STORE),
        },
      })
    }
    return notFound(locale)
  }
  // The access page's button asks first, so that a refusal shows its text there (no file yet).
  if (call.query.check === '1') {
    return new Response(null, { status: 204, headers: cacheControl(PRIVATE) })
  }

  const letterhead = letterheadOf(await getSiteSettings(locale), getEnv().serverURL, locale)
  const sheet = await dataSheetOf(grade, locale, letterhead)
  const t = translator(locale, 'dataSheet')
  const name = safeFileName(`${grade.name} TDS ${locale}`.replace(/\s+/g, '-'), 'pdf')
  const validators = {
    ETag: sheet.etag,
    'Last-Modified': sheet.lastModified.toUTCString(),
    'Content-Language': locale,
    Vary: 'Accept-Language, Cookie',
  }
  const headers: Record<string, string> = {
    ...fileHeaders('application/pdf', name, sheet.bytes.length),
    ...validators,
  }
  if (matchesEtag(request.headers.get('if-none-match'), sheet.etag)) {
    return new Response(null, {
      status: 304,
      headers: { ...validators, 'Cache-Control': headers['Cache-Control']! },
    })
  }
  // A HEAD is a question, not a download: the headers, no file, nothing logged (as documents).
  if (request.method === 'HEAD') return new Response(null, { headers })
  await logDataSheet(
    payload,
    allowed.who,
    t('logTitle', { grade: grade.name, language: locale.toUpperCase() }),
    call.address,
  )
  return new Response(new Uint8Array(sheet.bytes), { headers })
}
