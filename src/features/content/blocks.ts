import 'server-only'

import { blockFallbackLangs } from '@/blocks/fallback-lang'
import { blockViewData } from '@/blocks/registry'
import type { BlockViewContext } from '@/blocks/block-types'
import type { Locale } from '@/i18n/locales'
import type { BlockView, ListSource, ListView } from '@/lib/content-types'
import { LIST_MAX_ITEMS } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'
import { isExternalHref } from '@/lib/nav-href'
import type { DocumentFamily, Page } from '@/payload-types'

import { getDocumentFamily } from '@/features/documents/catalogue'
import { withData } from '@/server/payload'
import { richTextToHtml } from '@/server/rich-text'

import {
  listBlogPosts,
  listFaqEntries,
  listGalleryPhotos,
  listJobs,
  listNews,
  listOffices,
  listTeamMembers,
} from './collections'
import type { ContentContext } from '@/server/content-context'
import { getProductMarketTree } from '@/features/markets/product-market-tree'
import { getSiteIndex, sitemapSections } from './site-index'
import { imageView } from '@/server/content-views'

type StoredBlock = NonNullable<Page['layout']>[number]

async function listView(
  ctx: ContentContext,
  source: ListSource,
  limit?: number | null,
): Promise<ListView> {
  const options = { limit: limit ?? LIST_MAX_ITEMS }
  switch (source) {
    case 'company-news':
    case 'media-about-us':
      return { source, items: (await listNews(ctx, source, options)).items }
    case 'blog-posts':
      return { source, items: (await listBlogPosts(ctx, options)).items }
    case 'jobs':
      return { source, items: (await listJobs(ctx, options)).items }
    case 'gallery-photos':
      return { source, items: (await listGalleryPhotos(ctx, options)).items }
    case 'team-members':
      return { source, items: (await listTeamMembers(ctx)).items.slice(0, options.limit) }
    case 'faq-entries':
      return { source, items: (await listFaqEntries(ctx)).items.slice(0, options.limit) }
    case 'offices':
      return { source, items: (await listOffices(ctx)).items.slice(0, options.limit) }
    case 'product-markets':
      return { source, items: (await getProductMarketTree(ctx)).slice(0, options.limit) }
  }
}

/**
 * A document family as a link (a certificate's document): found by its slug through
 * the family page's own cached read, so the link goes where that page is and never to a family
 * without a published revision.
 */
async function documentFamilyLink(
  ctx: ContentContext,
  family: number | DocumentFamily | null | undefined,
): Promise<{ title: string; href: string } | null> {
  if (family === null || family === undefined) return null
  let slug = typeof family === 'object' ? family.slug : null
  if (typeof family === 'number') {
    const found = await withData((payload) =>
      payload.findByID({
        collection: 'document-families',
        id: family,
        depth: 0,
        disableErrors: true,
        overrideAccess: false,
        select: { slug: true },
      }),
    )
    slug = found?.slug ?? null
  }
  if (!slug) return null
  const view = await getDocumentFamily(ctx, slug)
  return view ? { title: view.title, href: view.href } : null
}

/** What the blocks' views (src/blocks/<name>/view.ts) may ask of the data layer. */
function viewContext(ctx: ContentContext, id: string): BlockViewContext {
  return {
    id,
    locale: ctx.locale,
    href: (value) => {
      if (!value) return null
      return isExternalHref(value) ? value : localizeHref(value, ctx.locale)
    },
    image: imageView,
    richText: (data) => richTextToHtml(data, ctx.locale),
    list: (source, limit) => listView(ctx, source, limit),
    sitemap: async () => sitemapSections(await getSiteIndex(ctx), ctx.locale),
    documentFamily: (family) => documentFamilyLink(ctx, family),
  }
}

/**
 * Stored blocks as the page shows them; list and sitemap blocks carry their items. `own`: the same
 * blocks read without the other language's fallback; a block whose texts all come from the other
 * language carries its `lang`.
 */
export async function blockViews(
  ctx: ContentContext,
  blocks: readonly StoredBlock[] | readonly Record<string, unknown>[],
  own?: readonly Record<string, unknown>[] | null,
): Promise<BlockView[]> {
  const langs = own
    ? blockFallbackLangs(blocks as readonly Record<string, unknown>[], own, ctx.locale)
    : new Map<string, Locale>()
  return Promise.all(
    (blocks as StoredBlock[]).map(async (block, index) => {
      const id = block.id ?? `block-${index}`
      const view = await blockViewData(block, viewContext(ctx, id))
      const lang = langs.get(id)
      return { id, blockType: block.blockType, ...view, ...(lang ? { lang } : {}) } as BlockView
    }),
  )
}

/**
 * A document's blocks (and title) as stored in the context's language, without the other
 * language's fallback: what `blockViews` compares with to find the blocks shown in the other
 * language. Read like the page itself (drafts for the preview), depth 0, texts only.
 */
export async function ownLanguageLayout(
  ctx: ContentContext,
  collection: 'pages' | 'product-markets',
  id: number,
): Promise<{ title: string | null; layout: Record<string, unknown>[] } | null> {
  const doc = (await withData((payload) =>
    payload.findByID({
      collection,
      id,
      locale: ctx.locale,
      fallbackLocale: false,
      draft: Boolean(ctx.draft),
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
      select: { title: true, layout: true },
    }),
  )) as { title?: unknown; layout?: unknown } | null
  if (!doc) return null
  return {
    title: typeof doc.title === 'string' && doc.title.trim() ? doc.title : null,
    layout: Array.isArray(doc.layout) ? (doc.layout as Record<string, unknown>[]) : [],
  }
}
