import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first staff account of a fresh database (made at /admin/create-first-user) is an
 * administrator: nobody else could give it that role, and an editor alone cannot add staff.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
