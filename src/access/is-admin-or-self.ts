import type { Access } from 'payload'

import { hasRole } from './has-role'
import { isStaffUser } from './is-staff-user'

/** Admins see every staff account; everyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (isStaffUser(req.user)) return { id: { equals: req.user.id } }
  return false
}
