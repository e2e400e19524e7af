import { z } from 'zod'

import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPE_NAMES,
  type DocumentType,
} from '@/features/documents/documents'
import { GRADE_FORMS, GRADE_PACKAGING, WHITENESS_METHODS } from '@/features/grades/grade-data'
import { PAGE_PATH_PATTERN } from '@/lib/page-path'
import { SLUG_PATTERN } from '@/lib/slug.mjs'

import { demoBlock } from './block-schemas'
import { href, imageKey, linkButton, richText, text } from '@/blocks/fixture-text'
import { SCENE_NAMES } from './illustrations/scene-names'

/**
 * The shapes of the demo content (the Markdown fixtures in ./content, read by ./fixtures.ts), as
 * zod schemas in the merged form (every text `{ en, de }`) with the types inferred from them. The
 * seed turns them into CMS documents; nothing here knows about Payload.
 */

/**
 * A generated image (no stock photos, ADR 0027): a flat illustration of a scene (quarry, plant,
 * laboratory, platelets, a market's product …) drawn by src/seed/illustrations, in a variant of
 * it, and the alt text that says what the illustration shows.
 */
export const demoImage = z.strictObject({
  key: imageKey,
  scene: z.enum(SCENE_NAMES),
  variant: z.number().int().min(0).max(9).optional(),
  alt: text,
})
export type DemoImage = z.infer<typeof demoImage>

export type DemoLinkButton = z.infer<typeof linkButton>

export type DemoBlock = z.infer<typeof demoBlock>

/** A page at a fixed path of SPEC §2.2 ('/' is home). `description` is the meta description. */
export const demoPage = z.strictObject({
  path: z.string().regex(PAGE_PATH_PATTERN, "expected a site path like '/about-us'"),
  title: text,
  description: text,
  /** Kept out of the site search, the sitemaps and search engines (the page's checkbox). */
  unlisted: z.boolean().optional(),
  blocks: z.array(demoBlock),
})
export type DemoPage = z.infer<typeof demoPage>

const slug = z.string().regex(SLUG_PATTERN, 'expected a slug (a-z, 0-9 and single dashes)')

/**
 * The product-market tree: sections (plastics, paper, ceramics) hold markets, markets may list
 * related products. The address is built from the slugs:
 * /our-products/product-markets/{section}/{market}/{related}. One fixture file holds one node;
 * its children come from the folder beside it (see ./fixtures.ts).
 */
export const demoProductMarket = z.strictObject({
  slug,
  title: text,
  summary: text,
  image: imageKey.optional(),
  blocks: z.array(demoBlock),
})
export type DemoProductMarket = z.infer<typeof demoProductMarket> & {
  children?: DemoProductMarket[]
}

/** ISO date 'yyyy-mm-dd'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date like '2026-05-12'")
export type IsoDate = z.infer<typeof isoDate>

export const demoNewsItem = z.strictObject({
  slug,
  category: z.enum(['company-news', 'media-about-us']),
  date: isoDate,
  title: text,
  excerpt: text,
  content: richText,
  image: imageKey.optional(),
  /** Media about us: the outlet and the original article. */
  source: z.strictObject({ name: z.string().min(1), url: z.url() }).optional(),
})
export type DemoNewsItem = z.infer<typeof demoNewsItem>

export const demoBlogPost = z.strictObject({
  slug,
  date: isoDate,
  author: z.string().min(1),
  title: text,
  excerpt: text,
  content: richText,
  image: imageKey.optional(),
})
export type DemoBlogPost = z.infer<typeof demoBlogPost>

export const demoJob = z.strictObject({
  slug,
  reference: z.string().min(1),
  date: isoDate,
  title: text,
  location: text,
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN']),
  summary: text,
  whatToDo: richText,
  requirements: richText,
  plusPoints: richText,
  conditions: richText,
})
export type DemoJob = z.infer<typeof demoJob>

export const demoGalleryPhoto = z.strictObject({
  slug,
  date: isoDate,
  title: text,
  caption: text,
  image: imageKey,
})
export type DemoGalleryPhoto = z.infer<typeof demoGalleryPhoto>

export const demoTeamMember = z.strictObject({
  name: z.string().min(1),
  role: text,
  bio: text,
  image: imageKey.optional(),
})
export type DemoTeamMember = z.infer<typeof demoTeamMember>

export const demoFaqEntry = z.strictObject({ question: text, answer: richText })
export type DemoFaqEntry = z.infer<typeof demoFaqEntry>

export const demoOffice = z.strictObject({
  name: text,
  kind: text,
  address: text,
  phone: z.string().min(1),
  email: z.email(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
})
export type DemoOffice = z.infer<typeof demoOffice>

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

/**
 * The header's menu (SPEC §2.2): top-level items, their sublinks (a card when it has an image and
 * a text), a sublink's product markets and a market's related products. A sublink's `image` is a
 * key of globals/navigation-images.yaml, not of images.yaml: the cards' images are their own.
 */
const navigationLink = z.strictObject({ label: text, href })
export const demoNavigation = z.strictObject({
  items: z.array(
    z.strictObject({
      label: text,
      href,
      sublinks: z
        .array(
          z.strictObject({
            label: text,
            href,
            image: imageKey.optional(),
            text: text.optional(),
            markets: z
              .array(
                z.strictObject({
                  label: text,
                  href,
                  related: z.array(navigationLink).optional(),
                }),
              )
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
})
export type DemoNavigation = z.infer<typeof demoNavigation>

export const demoSiteSettings = z.strictObject({
  companyName: z.string().min(1),
  address: text,
  phone: z.string().min(1),
  email: z.email(),
  linkedinUrl: z.url(),
  youtubeUrl: z.url(),
  copyrightYear: z.number().int(),
  /** The legal notice at /imprint (texts that differ by language as { en, de }). */
  imprint: z.strictObject({
    legalForm: text,
    registeredOffice: text,
    managingDirectors: z.string().min(1),
    registerNumber: z.string().min(1),
    registerCourt: text,
    vatId: z.string().min(1),
    supervisoryAuthority: text,
    chamber: text,
    further: text,
  }),
})
export type DemoSiteSettings = z.infer<typeof demoSiteSettings>

export const demoCookieText = z.strictObject({ title: text, content: richText })
export type DemoCookieText = z.infer<typeof demoCookieText>

/** Navigation, site settings and cookie text: the globals of the site's frame. */
export type DemoShell = {
  navigation: DemoNavigation
  /** The navigation cards' generated images. */
  navigationImages: DemoImage[]
  settings: DemoSiteSettings
  cookieText: DemoCookieText
}

/** A document of /download, with a one-page PDF made from its texts. */
export const demoDocument = z.strictObject({
  category: z.enum(DOCUMENT_CATEGORIES),
  language: z.enum(DOCUMENT_LANGUAGES),
  title: text,
  description: text,
  revision: z.string().min(1),
  date: isoDate,
  /** Slugs of product markets. */
  markets: z.array(slug),
  /** The PDF's lines below title and description, in the document's language only. */
  body: z.array(z.string().min(1)).min(1),
  /**
   * The document family this is a revision of (ADR 0021): fixtures naming the same family are its
   * revisions, the newest by date current. The family takes its title from that one.
   */
  family: slug.optional(),
  /** The family's type; by default the one of its category (DEFAULT_DOCUMENT_TYPES). */
  documentType: z.enum(DOCUMENT_TYPE_NAMES as [DocumentType, ...DocumentType[]]).optional(),
  /** Slugs of the family's grades. */
  grades: z.array(slug).optional(),
  /** The editor's "what changed" note of this revision. */
  changeNote: text.optional(),
})
export type DemoDocument = z.infer<typeof demoDocument>

/** A product grade (ADR 0021); the file name is its slug. */
export const demoGrade = z.strictObject({
  slug,
  name: z.string().min(1).max(80),
  /** Slugs of the product markets it serves. */
  markets: z.array(slug),
  d50: z.number().positive().optional(),
  topCut: z.number().positive().optional(),
  whiteness: z.number().min(0).max(100).optional(),
  whitenessMethod: z.enum(WHITENESS_METHODS).optional(),
  bet: z.number().positive().optional(),
  lossOnIgnition: z.number().positive().optional(),
  moisture: z.number().nonnegative().optional(),
  bulkDensity: z.number().positive().optional(),
  tappedDensity: z.number().positive().optional(),
  oilAbsorption: z.number().positive().optional(),
  talcContent: z.number().min(0).max(100).optional(),
  mineralogy: text.optional(),
  form: z.enum(GRADE_FORMS).optional(),
  packaging: z.array(z.enum(GRADE_PACKAGING)).optional(),
  /** The particle-size curve; without it the seed derives one from d50 and d98 (src/features/grades/psd.ts). */
  psd: z
    .array(z.strictObject({ size: z.number().positive(), passing: z.number().min(0).max(100) }))
    .optional(),
  /** Typical applications per market (slug of a product market, the note). */
  applications: z.array(z.strictObject({ market: slug, note: text })).optional(),
  description: text,
})
export type DemoGrade = z.infer<typeof demoGrade>
