import type { Access, FieldAccess } from 'payload'

import type { User } from '@/payload-types'

export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function hasRole(user: unknown, ...roles: StaffRole[]): boolean {
  const staff = user as Partial<User> | null | undefined
  return Boolean(staff?.roles?.some((role) => roles.includes(role)))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Admins see every staff account; everyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
