import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES, otherLocale } from '@/i18n/locales'
import type { Locale } from '@/i18n/routing'
import type { MetaView } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', de: 'de_DE' }

/**
 * Title, description, canonical address, hreflang alternates (en, de, x-default) and Open Graph
 * tags of a public page. `path` is the address without language prefix.
 */
export async function contentMetadata({
  locale,
  path,
  meta,
  type = 'website',
  publishedTime,
  noindex = false,
}: {
  locale: Locale
  path: string
  meta: MetaView
  type?: 'website' | 'article'
  publishedTime?: string
  noindex?: boolean
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'site' })
  const url = localizeHref(path, locale)
  const title = path === '/' ? `${t('name')} – ${meta.title}` : `${meta.title} | ${t('name')}`
  return {
    title,
    description: meta.description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(LOCALES.map((other) => [other, localizeHref(path, other)])),
        'x-default': localizeHref(path, DEFAULT_LOCALE),
      },
    },
    openGraph: {
      type,
      title: meta.title,
      description: meta.description,
      url,
      siteName: t('name'),
      locale: OG_LOCALES[locale],
      alternateLocale: OG_LOCALES[otherLocale(locale)],
      ...(publishedTime ? { publishedTime } : {}),
      ...(meta.image
        ? {
            images: [
              meta.image.shareSrc
                ? { url: meta.image.shareSrc, width: 1200, height: 630, alt: meta.image.alt }
                : {
                    url: meta.image.src,
                    width: meta.image.width,
                    height: meta.image.height,
                    alt: meta.image.alt,
                  },
            ],
          }
        : {}),
    },
    twitter: { card: meta.image ? 'summary_large_image' : 'summary' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
