import type { FeatureData } from '@/blocks/sections'
import type { Locale } from '@/i18n/locales'
import type { SiteSettingsView } from '@/server/shell'

/** What the renderer (src/blocks/render-blocks.tsx) hands every block's component. */
export type BlockComponentProps<View> = {
  /** `lang`: the block's texts are the other language's (src/blocks/fallback-lang.ts). */
  block: View & { lang?: Locale }
  /** The page's first block: its image is preloaded. */
  first: boolean
  /** Set for a hero that opens the page: it shows the page's title as the h1. */
  pageTitle: string | null
  /** The page title's language when it is the other language's (not yet translated). */
  pageTitleLang?: string
  locale: Locale
  settings: SiteSettingsView
  /** What the page's route loaded for its feature (the search page: its results). */
  feature?: FeatureData
}
