import type { Field, GlobalConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { publishedOrEditor } from '@/access/published-or-editor'
import { hrefField } from '@/payload/href-field'
import { globalInvalidation } from '@/payload/invalidation/hooks'

const label = (en: string, de: string): Field => ({
  name: 'label',
  type: 'text',
  required: true,
  localized: true,
  label: { en, de },
})

const href = hrefField(true)

/**
 * The main navigation of header, mobile menu and footer (SPEC §2.4, §3). Labels and card texts
 * are per language; the structure and the targets are shared, so both languages list the same
 * pages. Editors save drafts and publish; the site shows only the published version.
 */
export const navigationGlobal: GlobalConfig = {
  slug: 'navigation',
  label: { en: 'Navigation', de: 'Navigation' },
  admin: { group: { en: 'Website', de: 'Website' } },
  versions: { drafts: true, max: 25 },
  access: {
    read: publishedOrEditor,
    update: canEditContent,
    readVersions: canEditContent,
  },
  // Every page shows it: the whole site in the languages it changed in.
  hooks: globalInvalidation('navigation', true),
  fields: [
    {
      name: 'items',
      type: 'array',
      label: { en: 'Main items', de: 'Hauptpunkte' },
      labels: {
        singular: { en: 'Main item', de: 'Hauptpunkt' },
        plural: { en: 'Main items', de: 'Hauptpunkte' },
      },
      admin: { components: { RowLabel: '@/features/shell/globals/navigation/row-label#RowLabel' } },
      fields: [
        { type: 'row', fields: [label('Label', 'Bezeichnung'), href] },
        {
          name: 'sublinks',
          type: 'array',
          // Short table names: PostgreSQL cuts identifiers at 63 characters, and the versions
          // tables of deep arrays would pass that.
          dbName: 'nav_sublinks',
          label: { en: 'Sublinks', de: 'Unterpunkte' },
          labels: {
            singular: { en: 'Sublink', de: 'Unterpunkt' },
            plural: { en: 'Sublinks', de: 'Unterpunkte' },
          },
          admin: {
            initCollapsed: true,
            description: {
              en: 'The first three appear as image cards in the desktop menu.',
              de: 'Die ersten drei erscheinen im Desktop-Menü als Bildkarten.',
            },
            components: { RowLabel: '@/features/shell/globals/navigation/row-label#RowLabel' },
          },
          fields: [
            { type: 'row', fields: [label('Label', 'Bezeichnung'), href] },
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              label: { en: 'Card image', de: 'Kartenbild' },
            },
            {
              name: 'title',
              type: 'text',
              localized: true,
              label: { en: 'Card title', de: 'Kartentitel' },
              admin: {
                description: {
                  en: 'Empty: the label is used.',
                  de: 'Leer: die Bezeichnung wird verwendet.',
                },
              },
            },
            {
              name: 'text',
              type: 'textarea',
              localized: true,
              label: { en: 'Card text', de: 'Kartentext' },
            },
            {
              name: 'productMarkets',
              type: 'array',
              dbName: 'nav_markets',
              label: { en: 'Sub-submenu (product markets)', de: 'Untermenü (Produktmärkte)' },
              admin: { initCollapsed: true },
              labels: {
                singular: { en: 'Entry', de: 'Eintrag' },
                plural: { en: 'Entries', de: 'Einträge' },
              },
              fields: [
                { type: 'row', fields: [label('Title', 'Titel'), href] },
                {
                  name: 'related',
                  type: 'array',
                  dbName: 'nav_related',
                  label: { en: 'Related items', de: 'Verwandte Einträge' },
                  admin: { initCollapsed: true },
                  fields: [{ type: 'row', fields: [label('Title', 'Titel'), href] }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
