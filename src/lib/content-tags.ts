import type { Locale } from '@/i18n/locales'

/**
 * Cache tags of the content (ADR 0008, ADR 0024). Every cached read carries the tags of what it
 * read, in the language it read it in (`cachedRead` adds the language); a change in the CMS
 * expires exactly those tags in the languages whose published text changed, and with them every
 * cached page and API answer that used the data (src/payload/invalidation/cache-map.ts decides).
 */
export const contentTags = {
  /** Any read that lists a collection (lists, trees, the sitemap). */
  collection: (collection: string) => `content:${collection}`,
  /** A read of one document found by its key (slug or path), found or not. */
  key: (collection: string, key: string) => `content:${collection}:${key}`,
  /** A global (navigation, site settings, cookie text): the shell of every page. */
  global: (slug: string) => `global:${slug}`,
  /** A tag as read in one language: `en:content:news`. */
  inLocale: (locale: Locale, tag: string) => `${locale}:${tag}`,
  /** Carried by every cached read in a language, so by every page in it: the whole site there. */
  site: (locale: Locale) => `${locale}:site`,
}
