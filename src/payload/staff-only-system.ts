import type { Endpoint, PayloadHandler, PayloadRequest, SanitizedConfig } from 'payload'

import { isSignedInStaff } from '@/access/is-signed-in-staff'

/** Payload's collections that exist only for the admin: document locks and user preferences. */
export const STAFF_ONLY_SYSTEM_COLLECTIONS = ['payload-locked-documents', 'payload-preferences']

/** 401 without a session, 403 for a session that is not staff (a site member), in Payload's words. */
function refusal(req: PayloadRequest): Response | null {
  if (isSignedInStaff({ req })) return null
  return req.user
    ? Response.json(
        { errors: [{ message: req.t('error:notAllowedToPerformAction') }] },
        { status: 403 },
      )
    : Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
}

function staffOnly<E extends Pick<Endpoint, 'handler'>>(endpoint: E): E {
  const handler: PayloadHandler = async (req) => refusal(req) ?? endpoint.handler(req)
  return { ...endpoint, handler }
}

/**
 * Payload's system collections and its root `/access` endpoint accept any signed-in user by
 * default, and a site member is one. This takes the built configuration and
 * lets only staff through: the access of the two admin-only collections (local API and REST),
 * every endpoint of theirs (the preferences' own `/:key` endpoints check no access, only that
 * someone is signed in), and `GET /access`. Running jobs is `jobs.access` in build-config.ts.
 */
export async function staffOnlySystem(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    if (!STAFF_ONLY_SYSTEM_COLLECTIONS.includes(collection.slug)) continue
    collection.access = Object.fromEntries(
      Object.entries(collection.access).map(([operation, access]) => [
        operation,
        typeof access === 'function'
          ? (args: Parameters<typeof access>[0]) =>
              isSignedInStaff(args) ? access(args as never) : false
          : access,
      ]),
    ) as typeof collection.access
    if (Array.isArray(collection.endpoints))
      collection.endpoints = collection.endpoints.map(staffOnly)
  }
  config.endpoints = config.endpoints.map((endpoint) =>
    endpoint.path === '/access' ? staffOnly(endpoint) : endpoint,
  ) as typeof config.endpoints
  return config
}
