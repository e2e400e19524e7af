import type { CollectionConfig } from 'payload'

import { PAGE_BLOCKS } from '@/blocks/registry'
import { isUnavailablePagePath } from '@/lib/content-routes'
import { PAGE_PATH_PATTERN } from '@/lib/page-path'
import { contentCollection } from '@/features/content/content-collection'
import { adminMessage } from '@/payload/localized-message'

/**
 * Content pages addressed by their path without language ('/' is the home page), built from
 * blocks. News, blog posts, jobs, gallery photos and product markets have their own collections
 * and detail routes; list blocks place them on pages.
 */
export const pagesCollection: CollectionConfig = contentCollection({
  livePreview: true,
  slug: 'pages',
  labels: {
    singular: { en: 'Page', de: 'Seite' },
    plural: { en: 'Pages', de: 'Seiten' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
  },
  defaultSort: 'path',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Path', de: 'Pfad' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Address without language prefix, e.g. /about-us. The home page is /.',
          de: 'Adresse ohne Sprachpräfix, z. B. /about-us. Die Startseite ist /.',
        },
      },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) => {
        if (typeof value !== 'string' || !PAGE_PATH_PATTERN.test(value))
          return adminMessage(
            req,
            'Use lowercase letters, digits and hyphens, starting with / (e.g. /about-us).',
            'Nur Kleinbuchstaben, Ziffern und Bindestriche, beginnend mit / (z. B. /about-us).',
          )
        if (isUnavailablePagePath(value))
          return adminMessage(
            req,
            'This address belongs to news, blog posts, jobs, gallery photos or product markets; create the item in its own collection.',
            'Diese Adresse gehört zu Nachrichten, Blogbeiträgen, Stellen, Galeriefotos oder Produktmärkten; legen Sie den Eintrag in seiner Sammlung an.',
          )
        return true
      },
    },
    {
      // Read by the site search's index, the sitemaps and the page's robots meta.
      name: 'unlisted',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Hide from search and sitemaps', de: 'Nicht in Suche und Sitemaps' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The page stays at its address and in menus and links, but the site search, the sitemaps (the sitemap page and sitemap.xml) and search engines (noindex) leave it out.',
          de: 'Die Seite bleibt unter ihrer Adresse und in Menüs und Links erreichbar, erscheint aber nicht in der Websitesuche, in den Sitemaps (Sitemap-Seite und sitemap.xml) und in Suchmaschinen (noindex).',
        },
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: PAGE_BLOCKS,
      label: { en: 'Content', de: 'Inhalt' },
    },
  ],
})
