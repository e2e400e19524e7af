/**
 * The content blocks: each block's Payload schema, its CMS data → view function, its demo
 * fixture's schema and its demo-seed converter, keyed by its slug. The pages and product-markets
 * collections, the converter (src/features/content/blocks.ts), the fixture loader (through
 * src/seed/block-schemas.ts) and the seed read this list; the renderer's components are listed
 * in src/blocks/render-blocks.tsx, typed so that a block missing there does not compile.
 *
 * Loaded by the Payload config and the seed (outside Next.js), so neither this file nor what it
 * imports may be a server-only module or a React component; nor may it import the seed's
 * schemas built from it (src/seed/block-schemas.ts, demo-content-types.ts): only
 * src/blocks/fixture-text.ts.
 *
 * A new block: a folder src/blocks/<name>/ with config.ts, view.ts, component.tsx and seed.ts
 * (the fixture schema and its converter), a line here, a line in BLOCK_COMPONENTS
 * (src/blocks/render-blocks.tsx), then `npm run generate:types` and
 * `npm run migrate:create -- <name>` for the new schema.
 */
import type { Block } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'

import type { BlockSeedContext, BlockViewContext, StoredBlock } from './block-types'
import { cardsConfig } from './cards/config'
import { certificatesConfig } from './certificates/config'
import { certificatesFixture, certificatesSeed } from './certificates/seed'
import { certificatesView } from './certificates/view'
import { cardsFixture, cardsSeed } from './cards/seed'
import { cardsView } from './cards/view'
import { featureConfig } from './feature/config'
import { featureFixture, featureSeed } from './feature/seed'
import { featureView } from './feature/view'
import { heroConfig } from './hero/config'
import { heroFixture, heroSeed } from './hero/seed'
import { heroView } from './hero/view'
import { listConfig } from './list/config'
import { listFixture, listSeed } from './list/seed'
import { listView } from './list/view'
import { locationsMapConfig } from './locations-map/config'
import { locationsMapFixture, locationsMapSeed } from './locations-map/seed'
import { locationsMapView } from './locations-map/view'
import { mediaTextConfig } from './media-text/config'
import { mediaTextFixture, mediaTextSeed } from './media-text/seed'
import { mediaTextView } from './media-text/view'
import { richTextConfig } from './rich-text/config'
import { richTextFixture, richTextSeed } from './rich-text/seed'
import { richTextView } from './rich-text/view'
import { sitemapConfig } from './sitemap/config'
import { sitemapFixture, sitemapSeed } from './sitemap/seed'
import { sitemapView } from './sitemap/view'
import { statsConfig } from './stats/config'
import { statsFixture, statsSeed } from './stats/seed'
import { statsView } from './stats/view'
import { timelineConfig } from './timeline/config'
import { timelineFixture, timelineSeed } from './timeline/seed'
import { timelineView } from './timeline/view'

/**
 * A block's entry in the demo content's fixtures (merged form, every text `{ en, de }`), tagged
 * with the block's slug. An object schema: the fixture loader walks its fields to join the EN and
 * DE files, and the fixtures' union of blocks discriminates on `blockType`.
 */
export type BlockFixtureSchema<S extends string> = z.ZodObject<{ blockType: z.ZodLiteral<S> }>

export type BlockDefinition<
  S extends string,
  F extends BlockFixtureSchema<S> = BlockFixtureSchema<S>,
> = {
  /** Its `slug` is the registry key (checked by src/blocks/registry.test.ts). */
  config: Block
  view: (block: StoredBlock<S>, ctx: BlockViewContext) => object | Promise<object>
  /** Built from src/blocks/fixture-text.ts's `text` and `richText` (the loader knows them). */
  fixture: F
  seed: (block: z.infer<F>, ctx: BlockSeedContext) => Record<string, unknown>
}

/**
 * Checks each entry against its own key (its fixture's `blockType` and the converter's input
 * included), keeping the entries' precise view and fixture types.
 */
function defineBlocks<
  T extends {
    [S in keyof T & string]: T[S] extends { fixture: infer F extends BlockFixtureSchema<S> }
      ? BlockDefinition<S, F>
      : BlockDefinition<S>
  },
>(blocks: T): T {
  return blocks
}

// The order is the editors' order in the admin's block menu and part of the generated types.
export const BLOCKS = defineBlocks({
  hero: { config: heroConfig, view: heroView, fixture: heroFixture, seed: heroSeed },
  richText: {
    config: richTextConfig,
    view: richTextView,
    fixture: richTextFixture,
    seed: richTextSeed,
  },
  mediaText: {
    config: mediaTextConfig,
    view: mediaTextView,
    fixture: mediaTextFixture,
    seed: mediaTextSeed,
  },
  cards: { config: cardsConfig, view: cardsView, fixture: cardsFixture, seed: cardsSeed },
  stats: { config: statsConfig, view: statsView, fixture: statsFixture, seed: statsSeed },
  timeline: {
    config: timelineConfig,
    view: timelineView,
    fixture: timelineFixture,
    seed: timelineSeed,
  },
  list: { config: listConfig, view: listView, fixture: listFixture, seed: listSeed },
  feature: { config: featureConfig, view: featureView, fixture: featureFixture, seed: featureSeed },
  sitemap: { config: sitemapConfig, view: sitemapView, fixture: sitemapFixture, seed: sitemapSeed },
  certificates: {
    config: certificatesConfig,
    view: certificatesView,
    fixture: certificatesFixture,
    seed: certificatesSeed,
  },
  locationsMap: {
    config: locationsMapConfig,
    view: locationsMapView,
    fixture: locationsMapFixture,
    seed: locationsMapSeed,
  },
})

export type BlockSlug = keyof typeof BLOCKS

/**
 * A block as the page shows it and the API answers it: its id, its type, its view and, when its
 * texts are the other language's (not yet translated), that language (src/blocks/fallback-lang.ts).
 */
export type BlockViewOf<S extends BlockSlug> = {
  id: string
  blockType: S
  lang?: Locale
} & Awaited<ReturnType<(typeof BLOCKS)[S]['view']>>

declare module '@/lib/content-types' {
  // Declaration merging fills BlockView's union without lib importing the blocks.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BlockViews extends RegisteredBlockViews {}
}
type RegisteredBlockViews = { [S in BlockSlug]: BlockViewOf<S> }

/** Every block, for the pages collection. */
export const PAGE_BLOCKS: Block[] = Object.values(BLOCKS).map((block) => block.config)

/** Product-market pages list their markets and related products themselves. */
export const PAGE_BLOCKS_FOR_PRODUCT_MARKETS: Block[] = (
  ['richText', 'mediaText', 'cards', 'stats'] as const satisfies BlockSlug[]
).map((slug) => BLOCKS[slug].config)

/** A stored block as its view (without id and type; the converter adds them). */
export function blockViewData(
  block: { blockType: BlockSlug },
  ctx: BlockViewContext,
): object | Promise<object> {
  // TypeScript cannot relate the entry to the block's own type: the registry's typing does.
  const view = BLOCKS[block.blockType].view as (b: typeof block, c: BlockViewContext) => object
  return view(block, ctx)
}

/** A block of the demo content, as its fixture schema gives it (src/seed/block-schemas.ts). */
export type BlockFixtureOf<S extends BlockSlug> = z.infer<(typeof BLOCKS)[S]['fixture']>
type AnyBlockFixture = { [S in BlockSlug]: BlockFixtureOf<S> }[BlockSlug]

/** Every block's fixture schema, in registry order (for the fixtures' union of blocks). */
export const BLOCK_FIXTURES = Object.values(BLOCKS).map((block) => block.fixture) as [
  (typeof BLOCKS)[BlockSlug]['fixture'],
  ...(typeof BLOCKS)[BlockSlug]['fixture'][],
]

/** A demo block as the CMS data the seed stores. */
export function blockSeedData(
  block: AnyBlockFixture,
  ctx: BlockSeedContext,
): Record<string, unknown> {
  const seed = BLOCKS[block.blockType].seed as (
    b: AnyBlockFixture,
    c: BlockSeedContext,
  ) => Record<string, unknown>
  return { blockType: block.blockType, ...seed(block, ctx) }
}
