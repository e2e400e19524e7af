import { isStaffUser } from './is-staff-user'

/**
 * Any signed-in staff account (collection `users`), whatever its role. Payload's own default for
 * its system parts is "any signed-in user", which would include site members (their token is a
 * Payload token too): locking documents, keeping admin preferences, running jobs and reading the
 * access map are for staff only.
 */
export const isSignedInStaff = ({ req }: { req: { user?: unknown } }): boolean =>
  isStaffUser(req.user)
