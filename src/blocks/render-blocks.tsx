import 'server-only'

import type { ReactNode } from 'react'

import type { FeatureData } from '@/blocks/sections'
import type { Locale } from '@/i18n/routing'
import type { BlockView } from '@/lib/content-types'
import type { SiteSettingsView } from '@/server/shell'

import { CardsBlock } from './cards/component'
import { CertificatesBlock } from './certificates/component'
import type { BlockComponentProps } from './component-props'
import { FeatureBlock } from './feature/component'
import { HeroBlock } from './hero/component'
import { ListBlock } from './list/component'
import { LocationsMapBlock } from './locations-map/component'
import { MediaTextBlock } from './media-text/component'
import type { BlockSlug, BlockViewOf } from './registry'
import { RichTextBlock } from './rich-text/component'
import { SitemapBlock } from './sitemap/component'
import { StatsBlock } from './stats/component'
import { TimelineBlock } from './timeline/component'

type BlockComponent<View> = (props: BlockComponentProps<View>) => ReactNode | Promise<ReactNode>

/**
 * Each registered block's component. Apart from src/blocks/registry.ts because that list is loaded
 * by the Payload config and the seed, which must not load React components (nor the server
 * modules the features behind them need); keyed by the registry's slugs, so a block registered
 * there without a component here does not compile.
 */
export const BLOCK_COMPONENTS: { [S in BlockSlug]: BlockComponent<BlockViewOf<S>> } = {
  hero: HeroBlock,
  richText: RichTextBlock,
  mediaText: MediaTextBlock,
  cards: CardsBlock,
  stats: StatsBlock,
  timeline: TimelineBlock,
  list: ListBlock,
  feature: FeatureBlock,
  sitemap: SitemapBlock,
  certificates: CertificatesBlock,
  locationsMap: LocationsMapBlock,
}

export function Blocks({
  blocks,
  locale,
  settings,
  pageTitle = null,
  pageTitleLang,
  feature,
}: {
  blocks: readonly BlockView[]
  locale: Locale
  settings: SiteSettingsView
  /** The page's title, when its first block (a hero) is to carry the h1. */
  pageTitle?: string | null
  /** The page title's language when it is the other language's (not yet translated). */
  pageTitleLang?: string
  feature?: FeatureData
}) {
  return (
    <>
      {blocks.map((block, index) => {
        // TypeScript cannot relate the component to the block's own type: BLOCK_COMPONENTS' does.
        const Block = BLOCK_COMPONENTS[block.blockType] as BlockComponent<BlockView>
        return (
          <Block
            key={block.id}
            block={block}
            first={index === 0}
            pageTitle={index === 0 && block.blockType === 'hero' ? pageTitle : null}
            pageTitleLang={pageTitleLang}
            locale={locale}
            settings={settings}
            feature={feature}
          />
        )
      })}
    </>
  )
}
