import { z } from 'zod'

import { FEATURE_KINDS, LIST_SOURCES } from '@/lib/content-types'

/**
 * The demo content's blocks as zod schemas, one per block type, in the merged form the seed reads
 * (every text `{ en, de }`). The fixture loader (./fixtures.ts) validates the Markdown files
 * against them; the types in ./demo-content-types.ts are inferred from them, so file format,
 * validation and seed converter cannot drift apart. Objects are strict so that a misspelt field
 * in a fixture is an error rather than silently dropped.
 */

/**
 * A text in both languages. The loader recognises this very schema object (and `richText`) to
 * know where the EN file's and the DE file's values join: use it, never an equal copy.
 */
export const text = z.strictObject({ en: z.string().min(1), de: z.string().min(1) })

/**
 * Rich text in a small markup, turned into the CMS's rich-text format by ./lexical.ts:
 * paragraphs separated by a blank line; a line starting '## ' or '### ' is a heading; lines
 * starting '- ' form a bullet list; '**bold**' and '[label](/site/path)' inline. Site paths are
 * written without language prefix; the page shows them in the reader's language.
 */
export const richText = text

/** A demo image's key (./content/images.yaml). */
export const imageKey = z.string().regex(/^[a-z0-9-]+$/, 'expected an image key from images.yaml')

/** A site path without language prefix, or an absolute URL. */
export const href = z
  .string()
  .regex(/^(\/|https?:\/\/)/, "expected a site path ('/…') or an http(s) URL")

export const linkButton = z.strictObject({ label: text, href })

export const heroBlock = z.strictObject({
  blockType: z.literal('hero'),
  heading: text,
  text,
  image: imageKey.optional(),
  link: linkButton.optional(),
})

export const richTextBlock = z.strictObject({
  blockType: z.literal('richText'),
  content: richText,
})

export const mediaTextBlock = z.strictObject({
  blockType: z.literal('mediaText'),
  heading: text,
  content: richText,
  image: imageKey,
  imagePosition: z.enum(['left', 'right']),
})

export const cardsBlock = z.strictObject({
  blockType: z.literal('cards'),
  heading: text.optional(),
  items: z.array(
    z.strictObject({
      title: text,
      text,
      href: href.optional(),
      image: imageKey.optional(),
    }),
  ),
})

export const statsBlock = z.strictObject({
  blockType: z.literal('stats'),
  heading: text.optional(),
  items: z.array(z.strictObject({ value: z.number(), unit: text, label: text })),
})

export const timelineBlock = z.strictObject({
  blockType: z.literal('timeline'),
  heading: text.optional(),
  entries: z.array(z.strictObject({ year: z.number().int(), text })),
})

export const listBlock = z.strictObject({
  blockType: z.literal('list'),
  heading: text.optional(),
  source: z.enum(LIST_SOURCES),
  limit: z.number().int().positive().optional(),
})

export const featureBlock = z.strictObject({
  blockType: z.literal('feature'),
  kind: z.enum(FEATURE_KINDS),
  text: text.optional(),
})

export const sitemapBlock = z.strictObject({ blockType: z.literal('sitemap') })

export const demoBlock = z.discriminatedUnion('blockType', [
  heroBlock,
  richTextBlock,
  mediaTextBlock,
  cardsBlock,
  statsBlock,
  timelineBlock,
  listBlock,
  featureBlock,
  sitemapBlock,
])
