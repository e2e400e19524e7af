import { type Locale } from '@/i18n/locales'

/**
 * The addresses of the content that has its own detail pages (SPEC §2.2), without language
 * prefix. Pages, the sitemap, JSON-LD, previews and revalidation all build links here.
 */

export const NEWS_CATEGORIES = ['company-news', 'media-about-us'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

/** The legal notice: a route of its own, its text from the site settings. */
export const IMPRINT_PATH = '/imprint'

export const PRODUCT_MARKETS_ROOT = '/our-products/product-markets'
/** Sections, markets and the related products of a market: at most three levels. */
export const PRODUCT_MARKET_MAX_DEPTH = 3

/** A slug: lowercase letters, digits and single hyphens ('automotive-plastics'). */
export { SLUG_PATTERN } from '@/lib/slug.mjs'

export const contentRoutes = {
  news: (category: NewsCategory, slug: string) => `/news-events/${category}/${slug}`,
  blogPost: (slug: string) => `/blog/${slug}`,
  job: (slug: string) => `/about-us/careers/${slug}`,
  galleryPhoto: (slug: string) => `/about-us/gallery/${slug}`,
  productMarket: (slugs: readonly string[]) => `${PRODUCT_MARKETS_ROOT}/${slugs.join('/')}`,
  /** A product grade's page (ADR 0021). */
  grade: (slug: string) => `/our-products/grades/${slug}`,
  /** The grade finder (ADR 0027); its filters go in the query. */
  gradeFinder: '/our-products/grades',
  /** Up to three grades side by side (ADR 0027). */
  gradeCompare: (slugs: readonly string[]) =>
    `/our-products/grades/compare?grades=${slugs.map(encodeURIComponent).join(',')}`,
  /**
   * A grade's technical data sheet, generated as a PDF in the language (ADR 0027): behind the
   * download area's rules for product literature, so an API path, never a cached page.
   */
  gradeDataSheet: (slug: string, locale: Locale) =>
    `/api/v1/grades/${encodeURIComponent(slug)}/data-sheet?locale=${locale}`,
  /** A document family's lasting page (ADR 0021): the same address whatever its revisions. */
  documentFamily: (slug: string) => `/download/documents/${slug}`,
  /**
   * Where a browser refused a grade's data sheet lands: the page that names the sheet, says who
   * may download it and offers the login that returns to it.
   */
  gradeDataSheetAccess: (slug: string) => `/download/data-sheets/${slug}`,
}

/**
 * Paths a CMS page could never be shown at: those of a detail route ('/blog/x',
 * '/news-events/anything/x', '/our-products/product-markets/x/…', a grade, a document family, a
 * data sheet's access page) and those other parts of the site answer ('/de/…' is German,
 * '/admin', '/api', the auth endpoints, the imprint, the grade finder).
 */
const UNAVAILABLE_PATH =
  /^\/(blog\/[^/]+|news-events\/[^/]+\/[^/]+|about-us\/careers\/[^/]+|about-us\/gallery\/[^/]+|our-products\/product-markets\/.+|our-products\/grades(\/[^/]+)?|download\/(documents|data-sheets)\/[^/]+|(de|en|admin|api|imprint|login|logout|forgot-password|reset-password|sanctum|personal\/.+)(\/.*)?)$/

export function isUnavailablePagePath(path: string): boolean {
  return UNAVAILABLE_PATH.test(path)
}
