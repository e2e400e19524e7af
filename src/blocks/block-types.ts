/**
 * The contracts every block folder fills in (see src/blocks/registry.ts). Types only: the Payload
 * config chain and the seed load the registry, so nothing here may pull in server modules.
 */
import type { Locale } from '@/i18n/routing'
import type { ImageView, ListSource, ListView, SitemapSection } from '@/lib/content-types'
import type { DocumentFamily, Media, Page } from '@/payload-types'
import type { RichText, Text } from '@/blocks/fixture-text'

/** A block as Payload stores it (product markets store the same shapes as pages). */
export type StoredBlock<S extends string> = Extract<
  NonNullable<Page['layout']>[number],
  { blockType: S }
>

/**
 * What a block's view may ask of the data layer. src/features/content/blocks.ts provides it per
 * request; the views receive it instead of importing server modules, so that the Payload config
 * can read them from the same registry as the block's schema without loading server code.
 */
export type BlockViewContext = {
  /** The block's id (stored, or made up from its position when a block has none). */
  id: string
  locale: Locale
  /** A link target as the reader follows it: site paths get the language prefix. */
  href(value: string | null | undefined): string | null
  image(media: number | Media | null | undefined): ImageView | null
  /** Sanitised HTML of a rich-text field. */
  richText(data: unknown): string
  list(source: ListSource, limit: number | null | undefined): Promise<ListView>
  sitemap(): Promise<SitemapSection[]>
  /**
   * A document family of the download area (a certificate's document) as a link: its
   * title and its lasting page in the reader's language; null when it is gone or has no
   * published revision (its page would be a 404).
   */
  documentFamily(
    family: number | DocumentFamily | null | undefined,
  ): Promise<{ title: string; href: string } | null>
}

/** The seed's helpers for one language: a text in it, rich text, an uploaded image's id. */
export type BlockSeedContext = {
  text(text: Text | undefined): string | undefined
  richText(text: RichText): unknown
  image(key: string | undefined): number | undefined
  /**
   * A document family's id by its slug (the demo's documents are seeded before the pages), or
   * undefined when the library has no such family.
   */
  documentFamily(slug: string | undefined): number | undefined
}
