import { z } from 'zod'

/**
 * The small schemas the demo content's fixtures share: the seed's own types
 * (src/seed/demo-content-types.ts) and every block's fixture schema (src/blocks/<name>/seed.ts)
 * use them. Here, below the seed, so that the blocks need not reach up into it; it imports no
 * block, so the registry loads the blocks' schemas without a cycle. The fixture loader
 * (src/seed/fixtures.ts) validates the Markdown
 * files against these schemas in the merged form (every text `{ en, de }`); objects are strict so
 * that a misspelt field in a fixture is an error rather than silently dropped.
 */

/**
 * A text in both languages. The loader recognises this very schema object (and `richText`) to
 * know where the EN file's and the DE file's values join: use it, never an equal copy.
 */
export const text = z.strictObject({ en: z.string().min(1), de: z.string().min(1) })
export type Text = z.infer<typeof text>

/**
 * Rich text in a small markup, turned into the CMS's rich-text format by ./lexical.ts:
 * paragraphs separated by a blank line; a line starting '## ' or '### ' is a heading; lines
 * starting '- ' form a bullet list; '**bold**' and '[label](/site/path)' inline. Site paths are
 * written without language prefix; the page shows them in the reader's language.
 */
export const richText = text
export type RichText = z.infer<typeof richText>

/** A demo image's key (./content/images.yaml). */
export const imageKey = z.string().regex(/^[a-z0-9-]+$/, 'expected an image key from images.yaml')

/** A site path without language prefix, or an absolute URL. */
export const href = z
  .string()
  .regex(/^(\/|https?:\/\/)/, "expected a site path ('/…') or an http(s) URL")

export const linkButton = z.strictObject({ label: text, href })
