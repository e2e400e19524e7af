/** The roles of staff accounts (collection `users`); the admin's role field offers these. */
export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
