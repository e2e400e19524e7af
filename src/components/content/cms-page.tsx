import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/routing'
import { getPage, getPageTrail } from '@/server/content/pages'
import { UNLISTED_PATHS } from '@/server/content/site-index'
import { organizationLd } from '@/server/json-ld'
import { contentMetadata } from '@/server/metadata'
import { contentContext } from '@/server/preview'
import { getSiteSettings } from '@/server/shell'

import { Blocks } from '@/blocks/render-blocks'
import type { SearchPageState } from './feature'
import { ContentPage } from './content-page'
import { JsonLd } from './json-ld'

export async function cmsPageMetadata(locale: Locale, path: string | null): Promise<Metadata> {
  const page = path ? await getPage(await contentContext(locale), path) : null
  if (!page) return {}
  return contentMetadata({
    locale,
    path: page.path,
    meta: page.meta,
    noindex: UNLISTED_PATHS.has(page.path),
  })
}

/** A page of the CMS at `path` (the home page is '/'); anything else is the 404 page. */
export async function CmsPage({
  locale,
  path,
  search,
}: {
  locale: Locale
  path: string | null
  /** The search page's request and results (the /search route only). */
  search?: SearchPageState
}) {
  const ctx = await contentContext(locale)
  const page = path ? await getPage(ctx, path) : null
  if (!page) notFound()
  const [trail, settings] = await Promise.all([
    page.path === '/' ? null : getPageTrail(ctx, page.path),
    getSiteSettings(locale),
  ])
  return (
    <ContentPage
      locale={locale}
      title={page.title}
      href={page.href}
      trail={trail}
      titleInContent={page.blocks[0]?.blockType === 'hero'}
    >
      <Blocks
        blocks={page.blocks}
        locale={locale}
        settings={settings}
        pageTitle={page.title}
        search={search}
      />
      {page.path === '/' ? <JsonLd data={organizationLd(settings, '/icon.svg')} /> : null}
    </ContentPage>
  )
}
