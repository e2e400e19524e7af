import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first staff account of a fresh database, made at /admin/create-first-user (Payload's
 * `first-register` endpoint), is an administrator: nobody else could give it that role, and an
 * editor alone cannot add staff. Accounts made through the Local API (seed, scripts, tests) keep
 * the roles they are given.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.url) return data
  if (!new URL(req.url, 'http://localhost').pathname.endsWith('/first-register')) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
