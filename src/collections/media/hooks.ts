import type { CollectionAfterChangeHook } from 'payload'

import { revalidateWholeSite } from '@/payload/revalidate-site'

/** A replaced image must not linger in cached pages; a new one is on none yet. */
export const revalidateSiteOnReplace: CollectionAfterChangeHook = ({ doc, req, operation }) => {
  if (operation === 'update') revalidateWholeSite((msg) => req.payload.logger.debug(msg))
  return doc
}
