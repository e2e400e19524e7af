import 'server-only'

import { cache } from 'react'

import type { PageView } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'
import { PAGE_PATH_PATTERN } from '@/lib/page-path'
import type { Page } from '@/payload-types'

import { otherLocale } from '@/i18n/api-locale'

import { blockViews, ownLanguageLayout } from './blocks'
import { cachedRead, type ContentContext, findContent } from '@/server/content-context'
import { contentTags } from '@/lib/content-tags'
import { getNavigation } from '@/server/shell'
import type { UnlistablePage } from './site-index'
import { metaView } from '@/server/content-views'

/** Turns route segments into a page path, or null when they cannot name a page. */
export function pathFromSegments(segments: readonly string[] = []): string | null {
  let path: string
  try {
    path = `/${segments.map((s) => decodeURIComponent(s)).join('/')}`
  } catch {
    return null // malformed percent-encoding: no page has such a path
  }
  return PAGE_PATH_PATTERN.test(path) ? path : null
}

/** The stored page at `path`, cached under its path (a miss too, until a page is created there). */
function loadPage(ctx: ContentContext, path: string): Promise<Page | null> {
  return cachedRead(ctx, ['pages', 'path', path], [contentTags.key('pages', path)], async () => {
    const result = await findContent(ctx, 'pages', {
      where: { path: { equals: path } },
      limit: 1,
      depth: 1,
    })
    return (result.docs[0] as Page | undefined) ?? null
  })
}

/** The page at `path` with its blocks (lists filled in), or null. */
export const getPage = cache(
  async (ctx: ContentContext, path: string): Promise<PageView | null> => {
    if (!PAGE_PATH_PATTERN.test(path)) return null
    const doc = await loadPage(ctx, path)
    if (!doc) return null
    // The page's texts as stored in this language: which of them show the other language's.
    const own = await cachedRead(
      ctx,
      ['pages', 'own', path],
      [contentTags.key('pages', path)],
      () => ownLanguageLayout(ctx, 'pages', doc.id),
    )
    const blocks = await blockViews(ctx, doc.layout ?? [], own?.layout ?? null)
    const hero = blocks.find((b) => b.blockType === 'hero')
    return {
      path: doc.path,
      href: localizeHref(doc.path, ctx.locale),
      title: doc.title,
      ...(own && !own.title && doc.title ? { titleLang: otherLocale(ctx.locale) } : {}),
      meta: metaView(doc, {
        title: doc.title,
        description: hero?.blockType === 'hero' && hero.text ? hero.text : doc.title,
        image: hero?.blockType === 'hero' ? hero.image : null,
      }),
      blocks,
      updatedAt: doc.updatedAt,
      unlisted: (doc as UnlistablePage).unlisted === true,
    }
  },
)

/**
 * The pages above `path` that exist, as breadcrumb links ('/about-us/careers/x' → About Us,
 * Careers). Each is read (and cached) under its own path.
 */
export async function getPageTrail(
  ctx: ContentContext,
  path: string,
): Promise<{ label: string; href: string }[]> {
  const prefixes: string[] = []
  for (let i = path.indexOf('/', 1); i > 0; i = path.indexOf('/', i + 1))
    prefixes.push(path.slice(0, i))
  const [docs, menuLabels] = await Promise.all([
    Promise.all(prefixes.map((prefix) => loadPage(ctx, prefix))),
    navigationLabels(ctx),
  ])
  return docs.flatMap((doc) => {
    if (!doc) return []
    const href = localizeHref(doc.path, ctx.locale)
    return [{ label: menuLabels.get(href) ?? doc.title, href }]
  })
}

/**
 * The menu's label of a page's address, or null when the menu does not link to it: the page's
 * own breadcrumb calls it as the menu and the breadcrumbs of the pages below do.
 */
export async function getMenuLabel(ctx: ContentContext, href: string): Promise<string | null> {
  return (await navigationLabels(ctx)).get(href) ?? null
}

/**
 * The menu's label of each address it links to (main items first, then sublinks): the
 * breadcrumbs call a page as the menu does (its label, where it differs from the page title).
 * Without the navigation (not loaded, database away) the page titles stand.
 */
async function navigationLabels(ctx: ContentContext): Promise<Map<string, string>> {
  const items = await getNavigation(ctx.locale).catch(() => [])
  const labels = new Map<string, string>()
  const add = (href: string, label: string) => {
    if (label && !href.includes('?') && !labels.has(href)) labels.set(href, label)
  }
  for (const item of items) add(item.href, item.link)
  for (const item of items) for (const sub of item.sublinks) add(sub.href, sub.link)
  return labels
}
