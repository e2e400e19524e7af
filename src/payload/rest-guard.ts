import 'server-only'

import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
// Payload's own matcher for endpoint paths (its dependency, the version it routes with).
import { match } from 'path-to-regexp'
import type { Payload } from 'payload'

import { inLocale } from '@/i18n/locales'
import { isStaffUser } from '@/access/is-staff-user'
import { getEnv } from '@/env'
import { securityHeaders } from '@/lib/security-headers'
import { apiError, handleApi, requestLocale } from '@/server/http/api'
import { readTextBody } from '@/server/http/body'
import { getPayloadClient } from '@/server/payload'

import {
  existsValueFits,
  type FieldShape,
  type IdType,
  isDocumentId,
  kindAt,
  parseWhereKey,
  type QueryTarget,
  whereValueFits,
} from './rest-query'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** What a caller that is not signed in as staff may ask of one REST call (no bulk reads). */
export const PUBLIC_REST_LIMITS = { limit: 100, depth: 2 } as const

const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The highest `page` anyone may ask for: Payload multiplies it by the limit into the database's
 * offset, and `page=99999999999999999999` overflowed it (500). No collection has that many pages.
 */
export const MAX_PAGE = 1_000_000

/**
 * Payload reads a POST carrying one of these (value exactly `GET`) as a GET whose query is the
 * form-encoded body, or whose JSON body it hands to the handler (payload's handleEndpoints). The
 * admin's relationship and upload fields send their lookups so.
 */
const OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']
/** An override's query: the admin's lookups name one page of ids, a few kB. */
export const OVERRIDE_MAX_BYTES = 256 * 1024

/** Whether a query parameter's name is part of a `where` Payload can run (./rest-query.ts). */
export function isValidWhereKey(key: string): boolean {
  return parseWhereKey(key) !== null
}

/** Staff (the admin's users) may page and populate freely; anyone else gets the public limits. */
async function isStaff(request: Request): Promise<boolean> {
  if (!request.headers.get('cookie') && !request.headers.get('authorization')) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return isStaffUser(user)
}

function exceedsPublicLimits(params: URLSearchParams): boolean {
  const limit = params.get('limit')
  const depth = params.get('depth')
  return (
    (limit !== null && !(Number(limit) >= 1 && Number(limit) <= PUBLIC_REST_LIMITS.limit)) ||
    (depth !== null && !(Number(depth) >= 0 && Number(depth) <= PUBLIC_REST_LIMITS.depth)) ||
    params.get('pagination') === 'false'
  )
}

function clampToPublicLimits(url: URL): URL {
  const clamped = new URL(url)
  const params = clamped.searchParams
  const limit = Number(params.get('limit'))
  if (params.has('limit')) {
    params.set(
      'limit',
      String(
        Number.isInteger(limit) && limit >= 1
          ? Math.min(limit, PUBLIC_REST_LIMITS.limit)
          : PUBLIC_REST_LIMITS.limit,
      ),
    )
  }
  const depth = Number(params.get('depth'))
  if (params.has('depth')) {
    params.set(
      'depth',
      String(Number.isInteger(depth) && depth >= 0 ? Math.min(depth, PUBLIC_REST_LIMITS.depth) : 0),
    )
  }
  params.delete('pagination')
  return clamped
}

/**
 * DELETE /api/cms/payload-preferences/{key}, which Payload's own handler cannot answer: its query
 * on the preference's owner (a relationship to two collections) fails in the database layer,
 * found or not (500). The signed-in user's preference with that key is deleted as Payload would,
 * and one that does not exist is 404.
 */
async function deletePreference(request: Request, key: string): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return apiError(request, 401, 'unauthenticated')
  // Preferences are the admin's: a site member's session gets no further.
  if (!isStaffUser(user)) return apiError(request, 403, 'forbidden')
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: { key: { equals: key } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const own = docs.find(({ user: owner }) => {
    const id = typeof owner.value === 'object' ? owner.value.id : owner.value
    return owner.relationTo === user.collection && id === user.id
  })
  if (!own) return apiError(request, 404, 'notFound')
  const doc = await payload.delete({
    collection: 'payload-preferences',
    id: own.id,
    overrideAccess: true,
  })
  const texts = inLocale({ en, de }, requestLocale(request))
  return Response.json({ ...doc, message: texts.translations.general.deletedSuccessfully })
}

/**
 * A POST Payload would read as a GET (OVERRIDE_HEADERS) made the GET it stands for, so that every
 * check below reads its query whichever way it came (ADR 0026): the form-encoded body
 * joins the address's query, and the request reaches Payload as a plain GET. A JSON body Payload
 * hands to the handler as it is (a document's `depth` and even `data` to merge): staff only (the
 * admin sends none; Payload's live-preview client would). Null: not an override.
 */
async function overriddenAsGet(
  request: Request,
  staff: () => Promise<boolean>,
): Promise<Request | Response | null> {
  if (request.method !== 'POST') return null
  if (!OVERRIDE_HEADERS.some((name) => request.headers.get(name) === 'GET')) return null
  // Payload compares the content type exactly; any other body it ignores.
  const type = request.headers.get('content-type')
  if (type === 'application/json') {
    return (await staff()) ? request : apiError(request, 400, 'invalidQuery')
  }
  const url = new URL(request.url)
  if (type === 'application/x-www-form-urlencoded') {
    const body = await readTextBody(request, { maxBytes: OVERRIDE_MAX_BYTES })
    if (!body.ok) return apiError(request, 413, 'tooLarge')
    for (const [key, value] of new URLSearchParams(body.value)) {
      url.searchParams.append(key, value)
    }
  }
  const headers = new Headers(request.headers)
  for (const name of [...OVERRIDE_HEADERS, 'content-type', 'content-length']) headers.delete(name)
  return new Request(url, { method: 'GET', headers, signal: request.signal })
}

type CollectionEntry = Payload['collections'][keyof Payload['collections']]

/**
 * The endpoint Payload routes a request to, found as Payload finds it (its collection's
 * endpoints in order, the first whose method and path match), with the path's parameters.
 */
function routedEndpoint(
  collection: CollectionEntry,
  method: string,
  segments: string[],
): { path: string; params: Record<string, unknown> } | null {
  const endpoints = collection.config.endpoints
  if (!endpoints) return null
  const path = segments.length ? `/${segments.map((s) => encodeURIComponent(s)).join('/')}` : '/'
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const matched = match(endpoint.path, { decode: decodeURIComponent })(path)
    if (matched) return { path: endpoint.path, params: matched.params as Record<string, unknown> }
  }
  return null
}

/**
 * The checks of one call's address against the collection it names (ADR 0026): a
 * document (or version) id that is no id of the database, 404; a `where` value its field cannot
 * hold, 400; `page` read within MAX_PAGE. Null when nothing is refused; the address may change.
 */
function checkQuery(
  payload: Payload,
  slug: string[],
  method: string,
  url: URL,
): 'notFound' | 'invalidQuery' | null {
  const params = url.searchParams
  const page = params.get('page')
  if (page !== null) {
    if (!/^\d+$/.test(page) || Number(page) < 1) params.delete('page')
    else if (Number(page) > MAX_PAGE) params.set('page', String(MAX_PAGE))
  }

  const collection = payload.collections[slug[0] as keyof Payload['collections']] as
    CollectionEntry | undefined
  if (!collection) return null
  const defaultIdType = payload.db.defaultIDType as IdType
  const idType = (collection.customIDType ?? defaultIdType) as IdType
  const endpoint = routedEndpoint(collection, method, slug.slice(1))
  const versions = endpoint?.path.startsWith('/versions') ?? false
  const id = endpoint?.params.id
  if (
    typeof id === 'string' &&
    (versions ? defaultIdType : idType) === 'number' &&
    !isDocumentId(id)
  )
    return 'notFound'

  const target: QueryTarget = {
    fields: collection.config.flattenedFields as unknown as FieldShape[],
    idType,
    defaultIdType,
    versions,
    locales: payload.config.localization ? payload.config.localization.localeCodes : [],
    idTypeOf: (other) => {
      const entry = payload.collections[other as keyof Payload['collections']] as
        CollectionEntry | undefined
      return entry ? ((entry.customIDType ?? defaultIdType) as IdType) : null
    },
  }
  for (const [key, value] of params) {
    const term = key.startsWith('where[') ? parseWhereKey(key) : null
    if (!term) continue
    if (!existsValueFits(term, value)) return 'invalidQuery'
    const kind = kindAt(target, term.path)
    if (kind && !whereValueFits(kind, term, value)) return 'invalidQuery'
  }
  return null
}

/**
 * The security headers of every other answer (src/proxy.ts) on every answer of Payload's REST
 * handlers too: multipart requests skip the proxy (its `matcher`), and so did their answers'
 * Content-Security-Policy, `nosniff` and `X-Frame-Options`. A header the
 * answer sets itself is kept.
 */
function withSecurityHeaders(response: Response): Response {
  const env = getEnv()
  const headers = securityHeaders({
    production: env.isProduction,
    development: process.env.NODE_ENV === 'development',
    recaptcha: env.captcha.provider === 'recaptcha',
  })
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(headers)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value)
  }
  return secured
}

/**
 * Payload's REST handlers (`/api/cms/*`, docs/decisions/0002-payload-api-route.md) behind the
 * checks Payload leaves to the database: a path segment with control characters, or an id that
 * is no id of the database (`/api/cms/pages/abc`), names no document (404); a `where` Payload
 * cannot run or whose value its field cannot hold is a bad query (400), both in the caller's
 * language; `page` is read within MAX_PAGE; a file missing on the disk and a collection without
 * REST are 404, not Payload's 500 and 501; a preference is deleted here (deletePreference); a
 * caller that is not staff gets at most PUBLIC_REST_LIMITS (`limit=100000&depth=10` is read as
 * `limit=100&depth=2`, `pagination=false` is ignored). All of it holds as well for a query sent
 * in the body of a POST Payload reads as a GET (overriddenAsGet). Every answer carries the
 * security headers, a failure too (500 without a stack, like every other API's).
 */
export function guardRest(handler: Handler): Handler {
  return async (incoming, context) =>
    withSecurityHeaders(
      await handleApi(incoming, async () => {
        let request = incoming
        const { slug } = await context.params
        if (slug.some((segment) => CONTROL.test(segment))) return apiError(request, 404, 'notFound')
        if (request.method === 'DELETE' && slug.length === 2 && slug[0] === 'payload-preferences') {
          return deletePreference(request, slug[1] ?? '')
        }

        let staff: Promise<boolean> | undefined
        const isStaffCaller = () => (staff ??= isStaff(request))
        const overridden = await overriddenAsGet(request, isStaffCaller)
        if (overridden instanceof Response) return overridden
        if (overridden) request = overridden

        const url = new URL(request.url)
        for (const key of new Set(url.searchParams.keys())) {
          if ((key === 'where' || key.startsWith('where[')) && !isValidWhereKey(key)) {
            return apiError(request, 400, 'invalidQuery')
          }
        }
        const refused = checkQuery(await getPayloadClient(), slug, request.method, url)
        if (refused) return apiError(request, refused === 'notFound' ? 404 : 400, refused)
        const clamped = exceedsPublicLimits(url.searchParams) && !(await isStaffCaller())
        if (clamped || url.href !== request.url) {
          const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body
          request = new Request(clamped ? clampToPublicLimits(url) : url, {
            method: request.method,
            headers: request.headers,
            body,
            signal: request.signal,
            ...(body ? { duplex: 'half' } : {}),
          } as RequestInit)
        }
        const response = await handler(request, context)
        // Payload answers a file that is not on the disk with 500 (and logs it): for the caller,
        // as for the image optimizer that asked, it is not there.
        if (slug[1] === 'file' && response.status === 500) return apiError(request, 404, 'notFound')
        // Payload answers 501 for a collection it keeps without REST (its migrations record): for
        // the caller, there is nothing at that address.
        if (response.status === 501) return apiError(request, 404, 'notFound')
        return response
      }),
    )
}
