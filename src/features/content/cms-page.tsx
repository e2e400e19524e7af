import 'server-only'

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_METADATA, NotFoundPage } from '@/features/shell/not-found-page'
import type { FeatureData } from '@/blocks/sections'
import type { Locale } from '@/i18n/routing'
import { getMenuLabel, getPage, getPageTrail } from '@/features/content/pages'
import { UNLISTED_PATHS } from '@/features/content/site-index'
import { organizationLd } from '@/server/json-ld'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'
import { getSiteSettings } from '@/server/shell'

import { Blocks } from '@/blocks/render-blocks'
import { ContentPage } from './content-page'
import { FallbackNote } from './fallback-note'
import { JsonLd } from './json-ld'

export async function cmsPageMetadata(locale: Locale, path: string | null): Promise<Metadata> {
  const page = path ? await getPage(await contentContext(locale), path) : null
  if (!page) return NOT_FOUND_METADATA
  return contentMetadata({
    locale,
    path: page.path,
    meta: page.meta,
    noindex: UNLISTED_PATHS.has(page.path) || page.unlisted,
  })
}

/** A page of the CMS at `path` (the home page is '/'); anything else is the 404 page. */
export async function CmsPage({
  locale,
  path,
  feature,
}: {
  locale: Locale
  path: string | null
  /** What the route loaded for the page's feature (the search page: its results). */
  feature?: FeatureData
}) {
  const ctx = await contentContext(locale)
  const page = path ? await getPage(ctx, path) : null
  if (!page) return <NotFoundPage />
  const [trail, settings, crumbLabel] = await Promise.all([
    page.path === '/' ? null : getPageTrail(ctx, page.path),
    getSiteSettings(locale),
    getMenuLabel(ctx, page.href),
  ])
  // The texts still shown in the other language (marked with its `lang`): the title, blocks.
  const blockLang = page.blocks.find((block) => block.lang)?.lang
  const fallback = {
    ...(page.titleLang ? { title: page.titleLang } : {}),
    ...(blockLang ? { html: blockLang } : {}),
  }
  return (
    <ContentPage
      locale={locale}
      title={page.title}
      href={page.href}
      trail={trail}
      titleInContent={page.blocks[0]?.blockType === 'hero'}
      titleLang={page.titleLang}
      crumbLabel={crumbLabel}
    >
      {ctx.draft ? (
        // The live preview tells the editor which texts still fall back to the other language.
        <FallbackNote locale={locale} fallback={fallback} />
      ) : null}
      <Blocks
        blocks={page.blocks}
        locale={locale}
        settings={settings}
        pageTitle={page.title}
        pageTitleLang={page.titleLang}
        feature={feature}
      />
      {page.path === '/' ? <JsonLd data={organizationLd(settings, '/icon.svg')} /> : null}
    </ContentPage>
  )
}

type LocaleProps = { params: Promise<{ locale: string }> }

/**
 * A route of one CMS page at a fixed path: a feature's page (its blocks place the feature), so
 * that the route can be found in src/app. `export default route.Page` and
 * `export const generateMetadata = route.generateMetadata` are all its page file holds.
 */
export function cmsRoute(path: string) {
  return {
    async generateMetadata({ params }: LocaleProps): Promise<Metadata> {
      return cmsPageMetadata((await params).locale as Locale, path)
    },
    async Page({ params }: LocaleProps) {
      const locale = (await params).locale as Locale
      setRequestLocale(locale)
      return <CmsPage locale={locale} path={path} />
    },
  }
}
