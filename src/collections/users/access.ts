import type { Access, FieldAccess } from 'payload'

import type { User } from '@/payload-types'

export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * A signed-in staff account (collection `users`). Site members sign in too (collection
 * `members`), with a token Payload accepts as well: they must never count as staff.
 */
export function isStaffUser(user: unknown): user is User & { collection: 'users' } {
  return (user as { collection?: unknown } | null | undefined)?.collection === 'users'
}

export function hasRole(user: unknown, ...roles: StaffRole[]): boolean {
  if (!isStaffUser(user)) return false
  return Boolean(user.roles?.some((role) => roles.includes(role)))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Admins see every staff account; everyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (isStaffUser(req.user)) return { id: { equals: req.user.id } }
  return false
}

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
