import { seoPlugin } from '@payloadcms/plugin-seo'
import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Plugin } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { getEnv } from '@/env'
import { localizeHref } from '@/i18n/navigation'
import { documentPath } from '@/server/document-path'

/** The collections whose items have pages of their own and the editor's search-engine texts. */
export const SEO_COLLECTIONS = [
  'pages',
  'product-markets',
  'news',
  'blog-posts',
  'jobs',
  'gallery-photos',
] as const

type Doc = Record<string, unknown>

const plain = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''

/** A description of at most `max` characters, cut at a word. */
function shorten(text: string, max = 155): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`
}

/**
 * The search-engine fields of a page (ADR 0022) through Payload's official SEO plugin: a preview
 * of the search result, length hints, and "fill from content" (the item's title, and its
 * summary, excerpt or caption). The fields and their stored columns are the ones the site had
 * (`meta.title`, `meta.description` per language, one sharing image), so the pages' metadata,
 * canonical and hreflang are unchanged (src/server/metadata.ts).
 */
export const seoCollectionsPlugin: Plugin = seoPlugin({
  collections: [...SEO_COLLECTIONS],
  uploadsCollection: 'media',
  fields: () => [
    OverviewField({}),
    MetaTitleField({
      hasGenerateFn: true,
      overrides: { maxLength: 70, label: { en: 'Title', de: 'Titel' } },
    }),
    MetaDescriptionField({
      hasGenerateFn: true,
      overrides: { maxLength: 200, label: { en: 'Description', de: 'Beschreibung' } },
    }),
    MetaImageField({
      relationTo: 'media',
      overrides: { localized: false, label: { en: 'Image for sharing', de: 'Bild zum Teilen' } },
    }),
    PreviewField({ hasGenerateFn: true }),
  ],
  generateTitle: ({ doc }) => plain((doc as Doc).title),
  generateDescription: ({ doc }) => {
    const d = doc as Doc
    return shorten(plain(d.summary) || plain(d.excerpt) || plain(d.caption))
  },
  generateURL: async ({ doc, collectionConfig, locale, req }) => {
    const path = collectionConfig
      ? await documentPath(collectionConfig.slug, doc as Doc, (id) =>
          req.payload
            .findByID({
              collection: 'product-markets',
              id: id as number,
              depth: 0,
              draft: true,
              overrideAccess: true,
              disableErrors: true,
            })
            .then((found) => found as unknown as Doc | null),
        )
      : null
    return new URL(
      localizeHref(path ?? '/', locale ?? DEFAULT_LOCALE),
      getEnv().serverURL,
    ).toString()
  },
})
