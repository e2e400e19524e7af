import { hasRole } from './has-role'

/** Moderators and administrators: they handle the inbox, the customer accounts and the download log. */
export const isAdminOrModerator = ({ req }: { req: { user?: unknown } }): boolean =>
  hasRole(req.user, 'admin', 'moderator')
