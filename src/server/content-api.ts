import 'server-only'

import type { Locale } from '@/i18n/routing'

import { apiError, handleApi, publicJson, requestLocale } from './api'
import type { ContentContext } from './content/context'
import { withLocaleFallback } from './locale-fallback'

/** A query parameter the caller got wrong: 400 with a localized message, not a 500. */
export class InvalidQueryError extends Error {}

/**
 * A GET handler of the public content API (SPEC §7): `?locale=` picks the language; a load that
 * fails in it is tried in the other language (SPEC §4); the answer is `{ data }`, or a localized
 * 404 when there is nothing at that address. Pages and API share the data functions.
 */
export function contentEndpoint<T>(
  what: string,
  load: (ctx: ContentContext, url: URL) => Promise<T | null>,
): (request: Request) => Promise<Response> {
  return (request) =>
    handleApi(request, async () => {
      const locale: Locale = requestLocale(request)
      const url = new URL(request.url)
      try {
        const data = await withLocaleFallback(what, locale, (l) => load({ locale: l }, url))
        if (data === null) return apiError(request, 404, 'notFound', locale)
        return publicJson({ data }, locale)
      } catch (error) {
        if (error instanceof InvalidQueryError)
          return apiError(request, 400, 'invalidQuery', locale)
        throw error
      }
    })
}

/** A positive whole number from the query, or the default; anything else is a 400. */
export function intParam(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,6}$/.test(raw)) throw new InvalidQueryError(name)
  const value = Number(raw)
  if (value < 1 || value > max) throw new InvalidQueryError(name)
  return value
}
