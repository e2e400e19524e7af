import 'server-only'

import type { z } from 'zod'

import type { Locale } from '@/i18n/routing'
import { cacheControl, NO_STORE, PUBLIC_MINUTE } from '@/lib/cache-headers'
import type { ContentContext } from '@/server/content-context'
import { withLocaleFallback } from '@/server/locale-fallback'
import { clientAddress } from '@/server/http/client-address'

import { type ApiErrorKey, apiError, handleApi, isSameOriginRequest, requestLocale } from './api'
import { type BodyRead, type JsonBodyOptions, readJsonBody } from './body'
import { hasValidXsrf } from './xsrf'

export type RouteCall<Q, B, P> = {
  request: Request
  /** ?locale=, else the first Accept-Language entry, else English. */
  locale: Locale
  /** The query, checked by the route's `query` schema. */
  query: Q
  /** The body, checked by the route's `body` schema. */
  body: B
  /** The address's dynamic segments, checked by the route's `params` schema. */
  params: P
  /** The client's address, as the rate limits count it. */
  address: string
  /** JSON with the route's own headers (its caching, its language), plus any given. */
  json: (body: unknown, status?: number, headers?: Record<string, string>) => Response
  /** `{ message }` in the request's language, never cached (SPEC §7). */
  error: (status: number, key: ApiErrorKey, locale?: Locale) => Promise<Response>
  /**
   * A content answer (SPEC §7): `{ data }`, loaded in the request's language and, when that
   * load fails, in the other one (SPEC §4); a localized 404 when there is nothing.
   */
  content: <T>(what: string, load: (ctx: ContentContext) => Promise<T | null>) => Promise<Response>
}

export type RouteOptions<Q, B, P> = {
  /**
   * `public` (PUBLIC_MINUTE): the same for everyone, kept a minute by browsers, in the language
   * the headers name. `no-store` (NO_STORE): private or must show the latest write.
   */
  cache: 'public' | typeof NO_STORE
  /** Content-Language on every JSON answer (public answers always carry it). */
  language?: boolean
  /** Vary: Accept-Language (public answers always carry it). */
  vary?: boolean
  /** The dynamic segments; ones the schema refuses are a 404, as an unknown address. */
  params?: z.ZodType<P>
  /** The query parameters (the last of a repeated name); refused: `queryStatus` (400). */
  query?: z.ZodType<Q>
  queryStatus?: 400 | 422
  /** State-changing calls: a browser must come from the site's own pages (else 403). */
  sameOrigin?: boolean
  /** Sanctum's X-XSRF-TOKEN must match its cookie (else 419, as Laravel answers). */
  xsrf?: boolean
  /** How the body is read (size, format) and the schema it must pass. */
  body?: {
    read: (request: Request, params: P) => Promise<BodyRead>
    schema: z.ZodType<B>
    /** The answer to a body the schema refuses; by default 422 with `invalidBody`. */
    invalid?: (refused: {
      locale: Locale
      /** What the schema refused. */
      issues: z.ZodError
      raw: unknown
      error: RouteCall<Q, B, P>['error']
    }) => Response | Promise<Response>
  }
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> }

/**
 * The one way to write an `/api/v1` handler: the checks run in a fixed order (address, origin,
 * XSRF, query, body), each refusal is the localized 4xx of SPEC §7, and an unreachable database
 * answers 503, any other failure 500, never a stack. The handler only calls the use case and
 * picks the answer.
 */
export function apiRoute<Q = undefined, B = undefined, P = undefined>(
  options: RouteOptions<Q, B, P>,
  handle: (call: RouteCall<Q, B, P>) => Promise<Response> | Response,
): (request: Request, context?: RouteContext) => Promise<Response> {
  return (request, context) =>
    handleApi(request, async () => {
      const locale = requestLocale(request)
      const error = (status: number, key: ApiErrorKey, as: Locale = locale) =>
        apiError(request, status, key, as)

      let params = undefined as P
      if (options.params) {
        const parsed = options.params.safeParse(await context?.params)
        if (!parsed.success) return error(404, 'notFound')
        params = parsed.data
      }
      if (options.sameOrigin && !isSameOriginRequest(request)) return error(403, 'forbiddenOrigin')
      if (options.xsrf && !hasValidXsrf(request.headers)) return error(419, 'csrfMismatch')

      let query = undefined as Q
      if (options.query) {
        // A parameter given twice counts with its first value, as URLSearchParams.get and the
        // pages (searchRequestOf) read it.
        const searchParams = new URL(request.url).searchParams
        const raw: Record<string, string> = {}
        for (const key of searchParams.keys()) raw[key] ??= searchParams.get(key)!
        const parsed = options.query.safeParse(raw)
        if (!parsed.success) return error(options.queryStatus ?? 400, 'invalidQuery')
        query = parsed.data
      }

      let body = undefined as B
      if (options.body) {
        const read = await options.body.read(request, params)
        if (!read.ok) return error(read.status, read.status === 413 ? 'tooLarge' : 'invalidBody')
        const parsed = options.body.schema.safeParse(read.value)
        if (!parsed.success) {
          return options.body.invalid
            ? options.body.invalid({ locale, issues: parsed.error, raw: read.value, error })
            : error(422, 'invalidBody')
        }
        body = parsed.data
      }

      const own: Record<string, string> =
        options.cache === 'public'
          ? { ...cacheControl(PUBLIC_MINUTE), 'Content-Language': locale, Vary: 'Accept-Language' }
          : {
              ...cacheControl(NO_STORE),
              ...(options.language ? { 'Content-Language': locale } : {}),
              ...(options.vary ? { Vary: 'Accept-Language' } : {}),
            }
      const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
        Response.json(value, { status, headers: { ...own, ...headers } })

      return handle({
        request,
        locale,
        query,
        body,
        params,
        address: clientAddress(request.headers),
        json,
        error,
        content: async (what, load) => {
          const data = await withLocaleFallback(what, locale, (l) => load({ locale: l }))
          return data === null ? error(404, 'notFound') : json({ data })
        },
      })
    })
}

/**
 * A small body read as JSON, or (`forms`) as a classic form post; an empty body is `{}` when
 * `emptyAsObject` says so. Larger than `maxBytes`: 413, read no further; not JSON: 400
 * (readJsonBody).
 */
export function smallBody(options: JsonBodyOptions) {
  return (request: Request): Promise<BodyRead> => readJsonBody(request, options)
}
