import { hasRole } from './has-role'

/** Editors and admins change content (pages, items, images, documents, site texts); moderators only look. */
export const canEditContent = ({ req }: { req: { user?: unknown } }): boolean =>
  hasRole(req.user, 'admin', 'editor')
