/**
 * What the content data functions return (src/server/content/*): the pages render it and the
 * public API (/api/v1, docs/api/content.md) answers it, so both always agree. Plain JSON:
 * dates are ISO strings, rich text is sanitised HTML, links carry the language prefix.
 */
import type { NewsCategory } from './content-routes'
import { type Locale } from '@/i18n/locales'

export const LIST_SOURCES = [
  'company-news',
  'media-about-us',
  'blog-posts',
  'jobs',
  'gallery-photos',
  'team-members',
  'faq-entries',
  'offices',
  'product-markets',
] as const
export type ListSource = (typeof LIST_SOURCES)[number]

export const FEATURE_KINDS = [
  'request-a-sample',
  'contact-sales',
  'general-enquiries',
  'contact-us',
  'team-form',
  'register',
  'download',
  'search',
  'personal',
] as const
export type FeatureKind = (typeof FEATURE_KINDS)[number]

/** Lists without a limit show at most this many items (the API pages through all of them). */
export const LIST_MAX_ITEMS = 100

export type ImageView = {
  src: string
  width: number
  height: number
  alt: string
  /** 1200×630 rendition for Open Graph, when generated. */
  shareSrc: string | null
  /**
   * The editor's focal point as CSS `object-position` ('30% 70%'): the part that stays visible
   * wherever the image is cropped (a hero on a phone, a card, a gallery tile). Null: centred.
   */
  position: string | null
}

export type LinkView = { label: string; href: string }

export type MetaView = { title: string; description: string; image: ImageView | null }

export type NewsSummary = {
  slug: string
  category: NewsCategory
  href: string
  title: string
  date: string
  excerpt: string
  image: ImageView | null
  source: { name: string; url: string } | null
}
/**
 * The texts of an article (or a job) shown in the other language because this one has none yet,
 * with that language: the page marks them with `lang` (WCAG 3.1.2).
 */
export type FallbackTexts = Partial<Record<'title' | 'excerpt' | 'html', Locale>>

export type NewsItemView = NewsSummary & {
  html: string
  meta: MetaView
  updatedAt: string
  fallback: FallbackTexts
}

export type BlogPostSummary = {
  slug: string
  href: string
  title: string
  date: string
  author: string
  excerpt: string
  image: ImageView | null
}
export type BlogPostView = BlogPostSummary & {
  html: string
  meta: MetaView
  updatedAt: string
  fallback: FallbackTexts
}

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'TEMPORARY' | 'INTERN'

/** SPEC §3 job: title, job location, created moment, job reference and the four texts. */
export type JobSummary = {
  slug: string
  href: string
  title: string
  location: string
  createdAt: string
  reference: string
  employmentType: EmploymentType
  summary: string
}
export type JobView = JobSummary & {
  whatToDo: string
  requirements: string
  plusPoints: string
  conditions: string
  meta: MetaView
  updatedAt: string
  /** The texts shown in the other language, with it (see FallbackTexts). */
  fallback: Partial<
    Record<'title' | 'summary' | 'whatToDo' | 'requirements' | 'plusPoints' | 'conditions', Locale>
  >
}

export type GalleryPhotoSummary = {
  slug: string
  href: string
  title: string
  date: string
  image: ImageView | null
}
export type GalleryPhotoView = GalleryPhotoSummary & {
  caption: string
  previous: LinkView | null
  next: LinkView | null
  meta: MetaView
}

export type TeamMemberView = {
  id: string
  name: string
  role: string
  bio: string
  image: ImageView | null
}

export type FaqEntryView = { id: string; question: string; answerHtml: string }

export type OfficeView = {
  id: string
  name: string
  kind: string
  address: string
  phone: string
  email: string
  latitude: number
  longitude: number
}

/** SPEC §3 product market: title, href and related items (its markets or related products). */
export type ProductMarketNode = {
  title: string
  href: string
  summary: string
  image: ImageView | null
  related: ProductMarketNode[]
}

export type ProductMarketView = {
  title: string
  href: string
  /** 1 section, 2 market, 3 related product. */
  level: number
  summary: string
  image: ImageView | null
  blocks: BlockView[]
  related: ProductMarketNode[]
  breadcrumbs: LinkView[]
  /** The market a visitor picks in the forms and the download filter for this page: the page's
   * own section or market, a related product's market. */
  market: { id: number; title: string }
  meta: MetaView
  updatedAt: string
}

export type SitemapSection = { title: string; href: string; children: SitemapSection[] }

export type ListView =
  | { source: 'company-news' | 'media-about-us'; items: NewsSummary[] }
  | { source: 'blog-posts'; items: BlogPostSummary[] }
  | { source: 'jobs'; items: JobSummary[] }
  | { source: 'gallery-photos'; items: GalleryPhotoSummary[] }
  | { source: 'team-members'; items: TeamMemberView[] }
  | { source: 'faq-entries'; items: FaqEntryView[] }
  | { source: 'offices'; items: OfficeView[] }
  | { source: 'product-markets'; items: ProductMarketNode[] }

/**
 * Each content block's view by its type. src/blocks/registry.ts fills this in (declaration
 * merging) from the blocks' own view functions, so a block's view is written once, in its folder,
 * and lib needs no import of the blocks.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BlockViews {}
export type BlockView = BlockViews[keyof BlockViews]

export type PageView = {
  path: string
  href: string
  title: string
  /** The title's language when it is the other language's (not yet translated; WCAG 3.1.2). */
  titleLang?: Locale
  meta: MetaView
  blocks: BlockView[]
  updatedAt: string
  /** The editor keeps it out of the site search, the sitemaps and search engines (noindex). */
  unlisted: boolean
}

export type Paged<T> = { items: T[]; page: number; totalPages: number; totalItems: number }
