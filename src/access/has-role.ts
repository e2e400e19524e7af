import { isStaffUser } from './is-staff-user'
import type { StaffRole } from './staff-roles'

/** A staff account holding one of `roles`; a member never has a role, whatever its data says. */
export function hasRole(user: unknown, ...roles: StaffRole[]): boolean {
  if (!isStaffUser(user)) return false
  return Boolean(user.roles?.some((role) => roles.includes(role)))
}
