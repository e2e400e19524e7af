import 'server-only'

import { cache } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import {
  contentRoutes,
  IMPRINT_PATH,
  isUnavailablePagePath,
  NEWS_CATEGORIES,
} from '@/lib/content-routes'
import type { ProductMarketNode, SitemapSection } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'
import type { Page } from '@/payload-types'

import { allItems, listBlogPosts, listGalleryPhotos, listJobs, listNews } from './collections'
import { cachedRead, type ContentContext, findContent } from '@/server/content-context'
import { contentTags } from '@/lib/content-tags'
import { getProductMarketTree } from '@/features/markets/product-market-tree'
import { listDocumentFamilies } from '@/features/documents/catalogue'
import { listGrades } from '@/features/grades/catalogue'

/** Pages that are not for search engines: the personal area and search results. */
export const UNLISTED_PATHS: ReadonlySet<string> = new Set(['/personal', '/search'])

/**
 * A stored page with its `unlisted` checkbox: kept out of the site search, both sitemaps and
 * search engines (noindex), though still reachable at its address.
 */
export type UnlistablePage = Page & { unlisted?: boolean | null }

/** One public address without language prefix, with its title in the reader's language. */
export type SiteEntry = { path: string; title: string; updatedAt: string | null }

function stripLocale(href: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? href : href.slice(`/${locale}`.length) || '/'
}

/** Every published, listed address of the site: pages and every detail page. */
export const getSiteIndex = cache(async (ctx: ContentContext): Promise<SiteEntry[]> => {
  const pages = await cachedRead(
    ctx,
    ['pages', 'index'],
    [contentTags.collection('pages')],
    async () => {
      const result = await findContent(ctx, 'pages', { sort: 'path', limit: 1000, depth: 0 })
      return (result.docs as UnlistablePage[]).map((doc) => ({
        path: doc.path,
        title: doc.title,
        updatedAt: doc.updatedAt,
        unlisted: doc.unlisted === true,
      }))
    },
  )
  // Pages another route answers (left from before their collection existed) are not listed,
  // nor those an editor keeps out of the sitemaps (`unlisted`).
  const entries: SiteEntry[] = pages
    .filter(
      (page) =>
        !UNLISTED_PATHS.has(page.path) && !isUnavailablePagePath(page.path) && !page.unlisted,
    )
    .map(({ path, title, updatedAt }) => ({ path, title, updatedAt }))
  // The imprint is a route of its own (its text is in the site settings).
  entries.push({
    path: IMPRINT_PATH,
    title: translator(ctx.locale, 'imprint')('title'),
    updatedAt: null,
  })

  const markets = (nodes: ProductMarketNode[]): SiteEntry[] =>
    nodes.flatMap((node) => [
      { path: stripLocale(node.href, ctx.locale), title: node.title, updatedAt: null },
      ...markets(node.related),
    ])
  entries.push(...markets(await getProductMarketTree(ctx)))

  for (const category of NEWS_CATEGORIES) {
    for (const item of await allItems((o) => listNews(ctx, category, o)))
      entries.push({
        path: contentRoutes.news(category, item.slug),
        title: item.title,
        updatedAt: null,
      })
  }
  for (const post of await allItems((o) => listBlogPosts(ctx, o)))
    entries.push({ path: contentRoutes.blogPost(post.slug), title: post.title, updatedAt: null })
  for (const job of await allItems((o) => listJobs(ctx, o)))
    entries.push({ path: contentRoutes.job(job.slug), title: job.title, updatedAt: null })
  // The grade finder without filters (ADR 0027): its filtered addresses name it as canonical.
  entries.push({
    path: contentRoutes.gradeFinder,
    title: translator(ctx.locale, 'gradeFinder')('title'),
    updatedAt: null,
  })
  // The document centre (ADR 0021): grade pages and the families' lasting pages.
  for (const grade of await listGrades(ctx))
    entries.push({ path: contentRoutes.grade(grade.slug), title: grade.name, updatedAt: null })
  for (const family of await listDocumentFamilies(ctx))
    entries.push({
      path: contentRoutes.documentFamily(family.slug),
      title: family.title,
      updatedAt: null,
    })
  for (const photo of await allItems((o) => listGalleryPhotos(ctx, o)))
    entries.push({
      path: contentRoutes.galleryPhoto(photo.slug),
      title: photo.title,
      updatedAt: null,
    })
  return entries
})

/**
 * The human sitemap: each address under the nearest listed address it extends
 * ('/about-us/careers/x' under '/about-us/careers' under '/about-us'); the home page first.
 */
export function sitemapSections(entries: readonly SiteEntry[], locale: Locale): SitemapSection[] {
  const sorted = [...entries].sort((a, b) => a.path.localeCompare(b.path))
  const byPath = new Map<string, SitemapSection>()
  const roots: SitemapSection[] = []
  for (const entry of sorted) {
    const section: SitemapSection = {
      title: entry.title,
      href: localizeHref(entry.path, locale),
      children: [],
    }
    byPath.set(entry.path, section)
    let parent: SitemapSection | undefined
    for (let p = entry.path; p.lastIndexOf('/') > 0 && !parent;) {
      p = p.slice(0, p.lastIndexOf('/'))
      parent = byPath.get(p)
    }
    if (parent && entry.path !== '/') parent.children.push(section)
    else roots.push(section)
  }
  return roots
}
