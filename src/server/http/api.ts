import 'server-only'

import { translator } from '@/i18n/messages'

import { getEnv } from '@/env'
import { apiLocale } from '@/i18n/api-locale'
import type { Locale } from '@/i18n/routing'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { DataConnectionError } from '@/lib/data-connection-error'
import { serverLog } from '@/server/log'

/** The language of a request: ?locale=, else the first Accept-Language entry, else English. */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url)
  const query = url.searchParams.get('locale')
  if (query) return apiLocale(query)
  return apiLocale(request.headers.get('accept-language')?.split(',')[0])
}

/** The texts of `messages: api`, the `{ message }` of a refused call. */
export type ApiErrorKey =
  | 'invalidBody'
  | 'invalidQuery'
  | 'forbiddenOrigin'
  | 'tooLarge'
  | 'unavailable'
  | 'internal'
  | 'notFound'
  | 'previewSignIn'
  | 'previewNotFound'
  | 'csrfMismatch'
  | 'unauthenticated'
  | 'forbidden'
  | 'tooManyRequests'

export async function apiError(
  request: Request,
  status: number,
  key: ApiErrorKey,
  locale: Locale = requestLocale(request),
): Promise<Response> {
  const t = translator(locale, 'api')
  return Response.json(
    { message: t(key) },
    { status, headers: { ...cacheControl(NO_STORE), 'Content-Language': locale } },
  )
}

/** Runs a handler; an unreachable database answers 503, any other failure 500, never a stack. */
export async function handleApi(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof DataConnectionError) return apiError(request, 503, 'unavailable')
    // One line per failed request; the id goes back to the client to quote.
    const requestId = crypto.randomUUID()
    const path = new URL(request.url).pathname
    serverLog.error({ requestId, method: request.method, path, err: error }, 'request failed')
    const answer = await apiError(request, 500, 'internal')
    answer.headers.set('X-Request-Id', requestId)
    return answer
  }
}

/**
 * CSRF check for state-changing calls without a session: a browser names the page's origin; it
 * must be the site's own. Clients that are not browsers send no Origin and cannot be tricked.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = request.headers.get('origin')
  if (!origin) return true
  return origin === getEnv().serverURL || origin === new URL(request.url).origin
}
