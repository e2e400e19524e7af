import type { Block } from 'payload'

import { FEATURE_KINDS, LIST_SOURCES } from '@/lib/content-types'

import { hrefField } from '@/payload/href-field'

import { blockHeading, imageField } from './fields'

const text = (name: string, en: string, de: string, required = false) =>
  ({ name, type: 'text', localized: true, required, label: { en, de } }) as const
const textarea = (name: string, en: string, de: string, required = false) =>
  ({ name, type: 'textarea', localized: true, required, label: { en, de } }) as const
const richText = (name: string, en: string, de: string, required = false) =>
  ({ name, type: 'richText', localized: true, required, label: { en, de } }) as const

export const heroBlock: Block = {
  slug: 'hero',
  labels: { singular: { en: 'Hero', de: 'Bühne' }, plural: { en: 'Heroes', de: 'Bühnen' } },
  fields: [
    text('heading', 'Heading', 'Überschrift', true),
    textarea('text', 'Text', 'Text'),
    imageField(),
    {
      name: 'link',
      type: 'group',
      label: { en: 'Button', de: 'Schaltfläche' },
      fields: [text('label', 'Label', 'Beschriftung'), hrefField(false)],
    },
  ],
}

export const richTextBlock: Block = {
  slug: 'richText',
  labels: { singular: { en: 'Text', de: 'Text' }, plural: { en: 'Texts', de: 'Texte' } },
  fields: [richText('content', 'Content', 'Inhalt', true)],
}

export const mediaTextBlock: Block = {
  slug: 'mediaText',
  labels: {
    singular: { en: 'Image and text', de: 'Bild und Text' },
    plural: { en: 'Images and texts', de: 'Bilder und Texte' },
  },
  fields: [
    blockHeading,
    richText('content', 'Content', 'Inhalt', true),
    imageField(true),
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'right',
      label: { en: 'Image position', de: 'Bildposition' },
      options: [
        { value: 'left', label: { en: 'Left', de: 'Links' } },
        { value: 'right', label: { en: 'Right', de: 'Rechts' } },
      ],
    },
  ],
}

export const cardsBlock: Block = {
  slug: 'cards',
  labels: { singular: { en: 'Cards', de: 'Karten' }, plural: { en: 'Cards', de: 'Karten' } },
  fields: [
    blockHeading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { en: 'Cards', de: 'Karten' },
      fields: [
        text('title', 'Title', 'Titel', true),
        textarea('text', 'Text', 'Text'),
        hrefField(false),
        imageField(),
      ],
    },
  ],
}

export const statsBlock: Block = {
  slug: 'stats',
  labels: {
    singular: { en: 'Figures', de: 'Kennzahlen' },
    plural: { en: 'Figures', de: 'Kennzahlen' },
  },
  fields: [
    blockHeading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { en: 'Figures', de: 'Kennzahlen' },
      fields: [
        { name: 'value', type: 'number', required: true, label: { en: 'Value', de: 'Wert' } },
        text('unit', 'Unit', 'Einheit'),
        text('label', 'Label', 'Beschriftung', true),
      ],
    },
  ],
}

/** SPEC §1, §3: timeline entries with id, year and text. */
export const timelineBlock: Block = {
  slug: 'timeline',
  labels: {
    singular: { en: 'Timeline', de: 'Zeitleiste' },
    plural: { en: 'Timelines', de: 'Zeitleisten' },
  },
  fields: [
    blockHeading,
    {
      name: 'entries',
      type: 'array',
      minRows: 1,
      label: { en: 'Entries', de: 'Einträge' },
      fields: [
        {
          name: 'year',
          type: 'number',
          required: true,
          min: 1800,
          max: 2200,
          label: { en: 'Year', de: 'Jahr' },
        },
        textarea('text', 'Text', 'Text', true),
      ],
    },
  ],
}

const LIST_SOURCE_LABELS: Record<(typeof LIST_SOURCES)[number], { en: string; de: string }> = {
  'company-news': { en: 'Company news', de: 'Unternehmensnachrichten' },
  'media-about-us': { en: 'Media about us', de: 'Medien über uns' },
  'blog-posts': { en: 'Blog posts', de: 'Blogbeiträge' },
  jobs: { en: 'Jobs', de: 'Stellenangebote' },
  'gallery-photos': { en: 'Gallery photos', de: 'Galeriefotos' },
  'team-members': { en: 'Team', de: 'Team' },
  'faq-entries': { en: 'FAQ', de: 'FAQ' },
  offices: { en: 'Offices', de: 'Standorte' },
  'product-markets': { en: 'Product markets', de: 'Produktmärkte' },
}

/** Places the published items of a collection (news, jobs, team …) on a page, newest first. */
export const listBlock: Block = {
  slug: 'list',
  labels: { singular: { en: 'List', de: 'Liste' }, plural: { en: 'Lists', de: 'Listen' } },
  fields: [
    blockHeading,
    {
      name: 'source',
      type: 'select',
      required: true,
      label: { en: 'Shows', de: 'Zeigt' },
      options: LIST_SOURCES.map((value) => ({ value, label: LIST_SOURCE_LABELS[value] })),
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 100,
      label: { en: 'At most (empty: up to 100)', de: 'Höchstens (leer: bis zu 100)' },
    },
  ],
}

const FEATURE_KIND_LABELS: Record<(typeof FEATURE_KINDS)[number], { en: string; de: string }> = {
  'request-a-sample': { en: 'Form: request a sample', de: 'Formular: Muster anfordern' },
  'contact-sales': { en: 'Form: contact sales', de: 'Formular: Vertrieb kontaktieren' },
  'general-enquiries': { en: 'Form: general enquiries', de: 'Formular: allgemeine Anfragen' },
  'contact-us': { en: 'Form: contact us', de: 'Formular: Kontakt' },
  'team-form': { en: 'Form: write to the team', de: 'Formular: an das Team schreiben' },
  register: { en: 'Registration', de: 'Registrierung' },
  download: { en: 'Download area', de: 'Downloadbereich' },
  search: { en: 'Site search', de: 'Website-Suche' },
  personal: { en: 'Personal area', de: 'Persönlicher Bereich' },
}

/** A part of the site with its own behaviour (forms, download area, search, personal area). */
export const featureBlock: Block = {
  slug: 'feature',
  labels: {
    singular: { en: 'Function', de: 'Funktion' },
    plural: { en: 'Functions', de: 'Funktionen' },
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { en: 'Function', de: 'Funktion' },
      options: FEATURE_KINDS.map((value) => ({ value, label: FEATURE_KIND_LABELS[value] })),
    },
    textarea('text', 'Introduction', 'Einleitung'),
  ],
}

export const sitemapBlock: Block = {
  slug: 'sitemap',
  labels: {
    singular: { en: 'Sitemap', de: 'Sitemap' },
    plural: { en: 'Sitemaps', de: 'Sitemaps' },
  },
  fields: [blockHeading],
}

export const PAGE_BLOCKS: Block[] = [
  heroBlock,
  richTextBlock,
  mediaTextBlock,
  cardsBlock,
  statsBlock,
  timelineBlock,
  listBlock,
  featureBlock,
  sitemapBlock,
]

/** Product-market pages list their markets and related products themselves. */
export const PAGE_BLOCKS_FOR_PRODUCT_MARKETS: Block[] = [
  richTextBlock,
  mediaTextBlock,
  cardsBlock,
  statsBlock,
]
