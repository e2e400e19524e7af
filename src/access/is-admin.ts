import { hasRole } from './has-role'

/**
 * Administrators only: staff accounts, privacy records, the search index, recipients, deletions.
 * Takes only the request, so collections, globals, fields and endpoints all use it.
 */
export const isAdmin = ({ req }: { req: { user?: unknown } }): boolean => hasRole(req.user, 'admin')
