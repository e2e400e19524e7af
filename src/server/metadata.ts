import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'

import type { PageView } from './pages'

/** Title, description and language alternates of a content page. */
export async function pageMetadata(page: PageView | null, locale: Locale): Promise<Metadata> {
  if (!page) return {}
  const t = await getTranslations({ locale, namespace: 'site' })
  const suffix = page.path === '/' ? '' : page.path
  return {
    title: page.path === '/' ? `${t('name')} – ${t('tagline')}` : `${page.title} | ${t('name')}`,
    description: page.summary ?? t('description'),
    alternates: {
      canonical: locale === 'en' ? suffix || '/' : `/de${suffix}`,
      languages: { en: suffix || '/', de: `/de${suffix}`, 'x-default': suffix || '/' },
    },
  }
}
