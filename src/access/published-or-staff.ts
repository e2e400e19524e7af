import type { Access } from 'payload'

import { isStaff } from './is-staff'

/**
 * Visitors read published documents only, also through Payload's REST API with ?draft=true
 * (the constraint applies to the versions as well); staff also read drafts, for the preview.
 */
export const publishedOrStaff: Access = ({ req }) =>
  isStaff({ req }) || { _status: { equals: 'published' } }
