import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import type { User } from '@/payload-types'

import type { ContentCollection } from './content-context'
import { documentPath } from '@/server/document-path'

/** Where a document shows, for the admin's preview button; null for an unknown document. */
export async function previewPath(
  payload: Payload,
  user: User,
  collection: ContentCollection,
  id: string,
  locale: Locale,
): Promise<string | null> {
  const find = (c: ContentCollection, docId: unknown) =>
    payload
      .findByID({
        collection: c,
        id: docId as number,
        draft: true,
        depth: 0,
        overrideAccess: false,
        user,
        disableErrors: true,
      })
      .then((doc) => doc as Record<string, unknown> | null)

  const doc = await find(collection, id)
  if (!doc) return null
  const path = await documentPath(collection, doc, (parent) => find('product-markets', parent))
  return path === null ? null : localizeHref(path, locale)
}
