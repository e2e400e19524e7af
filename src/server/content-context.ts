import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'

import { otherLocale } from '@/i18n/api-locale'
import { contentTags } from '@/lib/content-tags'
import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { withData } from './payload'

/**
 * Who reads, in which language: visitors get published content (cached); a member of staff
 * previewing a draft (Next.js draft mode, src/server/preview.ts) gets the latest drafts, uncached.
 */
export type ContentContext = { locale: Locale; draft?: boolean; user?: User | null }

export type ContentCollection =
  | 'pages'
  | 'product-markets'
  | 'news'
  | 'blog-posts'
  | 'jobs'
  | 'gallery-photos'
  | 'team-members'
  | 'faq-entries'
  | 'offices'
  | 'grades'

/**
 * A read of published content, cached across requests and tagged with what it read in its
 * language (and with the language's site tag), so that the pages and API answers built from it
 * are expired by exactly the changes that concern them (src/payload/invalidation/cache-map.ts).
 * Drafts and code outside a Next.js server (tests, scripts) read directly.
 */
export function cachedRead<T>(
  ctx: ContentContext,
  key: readonly (string | number)[],
  tags: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  if (ctx.draft || !process.env.NEXT_RUNTIME) return read()
  // Tags in the read's language: a change to one language leaves the other's pages cached.
  const localized = [
    ...tags.map((tag) => contentTags.inLocale(ctx.locale, tag)),
    contentTags.site(ctx.locale),
  ]
  return unstable_cache(read, ['content', ctx.locale, ...key.map(String)], { tags: localized })()
}

type FindArgs = {
  where?: Where
  sort?: string
  limit?: number
  page?: number
  depth?: number
  pagination?: boolean
}

/** Payload's find as a visitor (or previewing staff) sees it, missing texts in the other language. */
export function findContent(ctx: ContentContext, collection: ContentCollection, args: FindArgs) {
  return withData((payload: Payload) =>
    payload.find({
      collection,
      locale: ctx.locale,
      fallbackLocale: otherLocale(ctx.locale),
      draft: Boolean(ctx.draft),
      overrideAccess: false,
      user: ctx.draft ? ctx.user : undefined,
      depth: args.depth ?? 1,
      where: args.where,
      sort: args.sort,
      limit: args.limit ?? 100,
      page: args.page,
      pagination: args.pagination,
    }),
  )
}
