import type { User } from '@/payload-types'

/**
 * A signed-in staff account (collection `users`). Site members sign in too (collection
 * `members`), with a token Payload accepts as well: they must never count as staff.
 */
export function isStaffUser(user: unknown): user is User & { collection: 'users' } {
  return (user as { collection?: unknown } | null | undefined)?.collection === 'users'
}
