import type { LivePreviewConfig } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { getEnv } from '@/env'

/**
 * Where the admin opens a document on the site: /api/preview turns on draft mode for the signed-in
 * member of staff and sends them to the document's page in the language being edited.
 */
export function previewAddress(collection: string, id: unknown, locale: string): string {
  return `/api/preview?collection=${collection}&id=${String(id)}&locale=${locale}`
}

/** The live preview beside the edit form (ADR 0022): that page, refreshed at each autosave. */
export const livePreviewUrl: LivePreviewConfig['url'] = ({ data, collectionConfig, locale }) =>
  new URL(
    previewAddress(collectionConfig?.slug ?? '', data?.id, locale?.code ?? DEFAULT_LOCALE),
    getEnv().serverURL,
  ).toString()

/** The widths an editor checks a page at: a phone and a desktop. */
export const LIVE_PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: 'Phone 360', width: 360, height: 740 },
  { name: 'desktop', label: 'Desktop 1440', width: 1440, height: 900 },
]
