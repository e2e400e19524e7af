import { hasRole } from './has-role'
import { STAFF_ROLES } from './staff-roles'

/** Any staff role; moderators too, who only look at content (drafts, versions, documents). */
export const isStaff = ({ req }: { req: { user?: unknown } }): boolean =>
  hasRole(req.user, ...STAFF_ROLES)
