import type { Access } from 'payload'

import { canEditContent } from './can-edit-content'

/**
 * Visitors get the published version only, also through the REST API's ?draft=true; editors and
 * admins read the draft they work on (moderators, unlike with content collections, do not).
 */
export const publishedOrEditor: Access = ({ req }) =>
  canEditContent({ req }) || { _status: { equals: 'published' } }
