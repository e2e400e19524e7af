import { isStaffUser } from './is-staff-user'

/** Only staff accounts open /admin; a member's token, which Payload accepts too, never does. */
export const canOpenAdmin = ({ req }: { req: { user?: unknown } }): boolean => isStaffUser(req.user)
