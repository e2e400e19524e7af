import type { MetadataRoute } from 'next'

import { localizeHref } from '@/lib/nav-href'
import { getSiteIndex } from '@/server/content/site-index'
import { absoluteUrl } from '@/server/json-ld'

// Built from the database on request (the build has none); the reads behind it are cached and
// expired by the CMS like the pages.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every public address in English and German, each naming its other language. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSiteIndex({ locale: 'en' })
  return entries.flatMap((entry) => {
    const languages = {
      en: absoluteUrl(localizeHref(entry.path, 'en')),
      de: absoluteUrl(localizeHref(entry.path, 'de')),
      'x-default': absoluteUrl(localizeHref(entry.path, 'en')),
    }
    const lastModified = entry.updatedAt ? new Date(entry.updatedAt) : undefined
    return (['en', 'de'] as const).map((locale) => ({
      url: languages[locale],
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  })
}
