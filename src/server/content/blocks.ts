import 'server-only'

import type { BlockView, ListSource, ListView } from '@/lib/content-types'
import { LIST_MAX_ITEMS } from '@/lib/content-types'
import { isExternalHref, localizeHref } from '@/lib/nav-href'
import type { Page } from '@/payload-types'

import { richTextToHtml } from '../rich-text'

import {
  listBlogPosts,
  listFaqEntries,
  listGalleryPhotos,
  listJobs,
  listNews,
  listOffices,
  listTeamMembers,
} from './collections'
import type { ContentContext } from './context'
import { getProductMarketTree } from './product-markets'
import { getSiteIndex, sitemapSections } from './site-index'
import { imageView } from './views'

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

function href(ctx: ContentContext, value: string | null | undefined): string | null {
  if (!value) return null
  return isExternalHref(value) ? value : localizeHref(value, ctx.locale)
}

/** Stored blocks as the page shows them; list and sitemap blocks carry their items. */
export async function blockViews(
  ctx: ContentContext,
  blocks: readonly StoredBlock[] | readonly Record<string, unknown>[],
): Promise<BlockView[]> {
  return Promise.all(
    (blocks as StoredBlock[]).map(async (block, index): Promise<BlockView> => {
      const id = block.id ?? `block-${index}`
      switch (block.blockType) {
        case 'hero':
          return {
            id,
            blockType: 'hero',
            heading: block.heading,
            text: block.text ?? null,
            image: imageView(block.image),
            link:
              block.link?.label && block.link.href
                ? { label: block.link.label, href: href(ctx, block.link.href)! }
                : null,
          }
        case 'richText':
          return { id, blockType: 'richText', html: richTextToHtml(block.content, ctx.locale) }
        case 'mediaText':
          return {
            id,
            blockType: 'mediaText',
            heading: block.heading ?? null,
            html: richTextToHtml(block.content, ctx.locale),
            image: imageView(block.image),
            imagePosition: block.imagePosition === 'left' ? 'left' : 'right',
          }
        case 'cards':
          return {
            id,
            blockType: 'cards',
            heading: block.heading ?? null,
            items: (block.items ?? []).map((item) => ({
              title: item.title,
              text: item.text ?? null,
              href: href(ctx, item.href),
              image: imageView(item.image),
            })),
          }
        case 'stats':
          return {
            id,
            blockType: 'stats',
            heading: block.heading ?? null,
            items: (block.items ?? []).map((item) => ({
              value: item.value,
              unit: item.unit ?? null,
              label: item.label,
            })),
          }
        case 'timeline':
          return {
            id,
            blockType: 'timeline',
            heading: block.heading ?? null,
            entries: (block.entries ?? []).map((entry, i) => ({
              id: entry.id ?? `${id}-${i}`,
              year: entry.year,
              text: entry.text,
            })),
          }
        case 'list':
          return {
            id,
            blockType: 'list',
            heading: block.heading ?? null,
            list: await listView(ctx, block.source, block.limit),
          }
        case 'feature':
          return { id, blockType: 'feature', kind: block.kind, text: block.text ?? null }
        case 'sitemap':
          return {
            id,
            blockType: 'sitemap',
            heading: block.heading ?? null,
            sections: sitemapSections(await getSiteIndex(ctx), ctx.locale),
          }
      }
    }),
  )
}
