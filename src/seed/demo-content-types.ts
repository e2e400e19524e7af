import type { FeatureKind, ListSource } from '@/lib/content-types'

/**
 * The shapes of the demo content (src/seed/demo-content-data.ts). The seed turns them into CMS
 * documents; nothing here knows about Payload.
 */

export type Text = { en: string; de: string }

/**
 * Rich text in a small markup, turned into the CMS's rich-text format by src/seed/lexical.ts:
 * paragraphs separated by a blank line; a line starting '## ' or '### ' is a heading; lines
 * starting '- ' form a bullet list; '**bold**' and '[label](/site/path)' inline. Site paths are
 * written without language prefix; the page shows them in the reader's language.
 */
export type RichText = Text

/** A generated image (no stock photos): a colour gradient with talc platelets, and its alt text. */
export type DemoImage = { key: string; from: string; to: string; alt: Text }

export type DemoLinkButton = { label: Text; href: string }

export type DemoBlock =
  | { blockType: 'hero'; heading: Text; text: Text; image?: string; link?: DemoLinkButton }
  | { blockType: 'richText'; content: RichText }
  | {
      blockType: 'mediaText'
      heading: Text
      content: RichText
      image: string
      imagePosition: 'left' | 'right'
    }
  | {
      blockType: 'cards'
      heading?: Text
      items: { title: Text; text: Text; href?: string; image?: string }[]
    }
  | { blockType: 'stats'; heading?: Text; items: { value: number; unit: Text; label: Text }[] }
  | { blockType: 'timeline'; heading?: Text; entries: { year: number; text: Text }[] }
  | { blockType: 'list'; heading?: Text; source: ListSource; limit?: number }
  | { blockType: 'feature'; kind: FeatureKind; text?: Text }
  | { blockType: 'sitemap' }

/** A page at a fixed path of SPEC §2.2 ('/' is home). `description` is the meta description. */
export type DemoPage = { path: string; title: Text; description: Text; blocks: DemoBlock[] }

/**
 * The product-market tree: sections (plastics, paper, ceramics) hold markets, markets may list
 * related products. The address is built from the slugs:
 * /our-products/product-markets/{section}/{market}/{related}.
 */
export type DemoProductMarket = {
  slug: string
  title: Text
  summary: Text
  image?: string
  blocks: DemoBlock[]
  children?: DemoProductMarket[]
}

/** ISO date 'yyyy-mm-dd'. */
export type IsoDate = string

export type DemoNewsItem = {
  slug: string
  category: 'company-news' | 'media-about-us'
  date: IsoDate
  title: Text
  excerpt: Text
  content: RichText
  image?: string
  /** Media about us: the outlet and the original article. */
  source?: { name: string; url: string }
}

export type DemoBlogPost = {
  slug: string
  date: IsoDate
  author: string
  title: Text
  excerpt: Text
  content: RichText
  image?: string
}

export type DemoJob = {
  slug: string
  reference: string
  date: IsoDate
  title: Text
  location: Text
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'TEMPORARY' | 'INTERN'
  summary: Text
  whatToDo: RichText
  requirements: RichText
  plusPoints: RichText
  conditions: RichText
}

export type DemoGalleryPhoto = {
  slug: string
  date: IsoDate
  title: Text
  caption: Text
  image: string
}

export type DemoTeamMember = { name: string; role: Text; bio: Text; image?: string }

export type DemoFaqEntry = { question: Text; answer: RichText }

export type DemoOffice = {
  name: Text
  kind: Text
  address: Text
  phone: string
  email: string
  latitude: number
  longitude: number
}

export type DemoContent = {
  images: DemoImage[]
  pages: DemoPage[]
  productMarkets: DemoProductMarket[]
  news: DemoNewsItem[]
  blogPosts: DemoBlogPost[]
  jobs: DemoJob[]
  gallery: DemoGalleryPhoto[]
  team: DemoTeamMember[]
  faq: DemoFaqEntry[]
  offices: DemoOffice[]
}
