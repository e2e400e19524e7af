import 'server-only'

import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { validOperators } from 'payload/shared'

import { isStaffUser } from '@/access/is-staff-user'
import { apiError, requestLocale } from '@/server/http/api'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** What a caller that is not signed in as staff may ask of one REST call (issue 21, finding 9). */
export const PUBLIC_REST_LIMITS = { limit: 100, depth: 2 } as const

/** No collection has a point field, so the geometry operators can only fail. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const OPERATORS = new Set<string>(validOperators.filter((op) => !GEO_OPERATORS.has(op)))
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const LOGICAL = new Set(['and', 'or'])
const INDEX = /^\d{1,4}$/

const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Whether a query parameter's name is part of a `where` Payload can run: `where[field][op]`,
 * `where[field][in][0]` for the list operators, and `where[and|or][n]…` around them. Anything
 * else (an operator Payload does not know or that needs a point field, an object where a value
 * belongs: `where[path][equals][x]`) made the database layer throw, answered with 500.
 */
export function isValidWhereKey(key: string): boolean {
  const match = /^where((?:\[[^[\]]*\])+)$/.exec(key)
  if (!match?.[1]) return false
  const parts = match[1].slice(1, -1).split('][')
  let i = 0
  for (;;) {
    const part = parts[i]
    if (part === undefined || part === '') return false
    if (LOGICAL.has(part)) {
      if (!INDEX.test(parts[i + 1] ?? '')) return false
      i += 2
      continue
    }
    const operator = parts[i + 1]
    if (operator === undefined || !OPERATORS.has(operator)) return false
    const rest = parts.slice(i + 2)
    if (rest.length === 0) return true
    return rest.length === 1 && LIST_OPERATORS.has(operator) && INDEX.test(rest[0] ?? '')
  }
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
  // Preferences are the admin's: a site member's session gets no further (issue 21, finding 2).
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
  const texts = requestLocale(request) === 'de' ? de : en
  return Response.json({ ...doc, message: texts.translations.general.deletedSuccessfully })
}

/**
 * Payload's REST handlers (`/api/cms/*`, docs/decisions/0002-payload-api-route.md) behind the
 * checks Payload leaves to the database: a path segment with control characters names no
 * document (404), a `where` Payload cannot run is a bad query (400), both in the caller's
 * language; a file missing on the disk and a collection without REST are 404, not Payload's 500
 * and 501; a preference is deleted here (deletePreference); a caller that is not staff gets at
 * most PUBLIC_REST_LIMITS (`limit=100000&depth=10` is read as `limit=100&depth=2`,
 * `pagination=false` is ignored).
 */
export function guardRest(handler: Handler): Handler {
  return async (request, context) => {
    const { slug } = await context.params
    if (slug.some((segment) => CONTROL.test(segment))) return apiError(request, 404, 'notFound')
    if (request.method === 'DELETE' && slug.length === 2 && slug[0] === 'payload-preferences') {
      return deletePreference(request, slug[1] ?? '')
    }

    const url = new URL(request.url)
    for (const key of new Set(url.searchParams.keys())) {
      if ((key === 'where' || key.startsWith('where[')) && !isValidWhereKey(key)) {
        return apiError(request, 400, 'invalidQuery')
      }
    }
    if (exceedsPublicLimits(url.searchParams) && !(await isStaff(request))) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body
      request = new Request(clampToPublicLimits(url), {
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
  }
}
