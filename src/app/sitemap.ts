import type { MetadataRoute } from 'next'

import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/i18n/locales'
import { localizeHref } from '@/i18n/navigation'
import { getSiteIndex } from '@/features/content/site-index'
import { absoluteUrl } from '@/server/json-ld'

// Built from the database on request (the build has none); the reads behind it are cached and
// expired by the CMS like the pages.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every public address in English and German, each naming its other language. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSiteIndex({ locale: DEFAULT_LOCALE })
  return entries.flatMap((entry) => {
    const urls = Object.fromEntries(
      LOCALES.map((locale) => [locale, absoluteUrl(localizeHref(entry.path, locale))]),
    ) as Record<Locale, string>
    const languages = { ...urls, 'x-default': urls[DEFAULT_LOCALE] }
    const lastModified = entry.updatedAt ? new Date(entry.updatedAt) : undefined
    return LOCALES.map((locale) => ({
      url: languages[locale],
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  })
}
