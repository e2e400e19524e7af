import 'server-only'

import { cache } from 'react'

import { contentRoutes, type NewsCategory } from '@/lib/content-routes'
import {
  LIST_MAX_ITEMS,
  type BlogPostSummary,
  type BlogPostView,
  type EmploymentType,
  type FaqEntryView,
  type GalleryPhotoSummary,
  type GalleryPhotoView,
  type JobSummary,
  type JobView,
  type NewsItemView,
  type NewsSummary,
  type OfficeView,
  type Paged,
  type TeamMemberView,
} from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'
import type {
  BlogPost,
  FaqEntry,
  GalleryPhoto,
  Job,
  News,
  Office,
  TeamMember,
} from '@/payload-types'

import { type Locale, otherLocale } from '@/i18n/locales'
import { lexicalText } from '@/lib/lexical-text'

import { withData } from '@/server/payload'
import { richTextToHtml } from '@/server/rich-text'

import { cachedRead, type ContentContext, findContent } from '@/server/content-context'
import { contentTags } from '@/lib/content-tags'
import { imageView, metaView, str } from '@/server/content-views'

type Paging = { page?: number; limit?: number }

function paging({ page = 1, limit = LIST_MAX_ITEMS }: Paging) {
  return {
    page: Math.max(1, Math.floor(page)),
    limit: Math.min(LIST_MAX_ITEMS, Math.max(1, Math.floor(limit))),
  }
}

async function pagedList<D, T>(
  ctx: ContentContext,
  collection: Parameters<typeof findContent>[1],
  options: Paging & {
    where?: Parameters<typeof findContent>[2]['where']
    sort: string
    key: string
  },
  toView: (doc: D) => T,
): Promise<Paged<T>> {
  const { page, limit } = paging(options)
  return cachedRead(
    ctx,
    [collection, options.key, page, limit],
    [contentTags.collection(collection)],
    async () => {
      const result = await findContent(ctx, collection, {
        where: options.where,
        sort: options.sort,
        page,
        limit,
      })
      return {
        items: (result.docs as D[]).map(toView),
        page: result.page ?? page,
        totalPages: result.totalPages,
        totalItems: result.totalDocs,
      }
    },
  )
}

/** Every item of a paged list, page by page (the sitemap lists all, not the first 100). */
export async function allItems<T>(list: (options: Paging) => Promise<Paged<T>>): Promise<T[]> {
  const first = await list({ page: 1, limit: LIST_MAX_ITEMS })
  const items = [...first.items]
  for (let page = 2; page <= first.totalPages; page += 1)
    items.push(...(await list({ page, limit: LIST_MAX_ITEMS })).items)
  return items
}

/** One published document by its key, or null; cached under the key, found or not. */
async function bySlug<D, T>(
  ctx: ContentContext,
  collection: Parameters<typeof findContent>[1],
  key: string,
  where: NonNullable<Parameters<typeof findContent>[2]['where']>,
  toView: (doc: D) => T | Promise<T>,
): Promise<T | null> {
  return cachedRead(ctx, [collection, 'key', key], [contentTags.key(collection, key)], async () => {
    const result = await findContent(ctx, collection, { where, limit: 1 })
    const doc = result.docs[0] as D | undefined
    return doc ? toView(doc) : null
  })
}

/**
 * Which of an item's texts this language lacks, so that the other language's text is shown
 * (Payload's fallback) and must carry its `lang` (WCAG 3.1.2): the same document read without
 * fallback. `fields` maps the view's name of each text to its field.
 */
async function fallbackTexts<K extends string>(
  ctx: ContentContext,
  collection: 'news' | 'blog-posts' | 'jobs',
  id: number,
  fields: Record<K, string>,
): Promise<Partial<Record<K, Locale>>> {
  const names = Object.values(fields) as string[]
  const own = (await withData((payload) =>
    payload.findByID({
      collection,
      id,
      locale: ctx.locale,
      fallbackLocale: false,
      draft: Boolean(ctx.draft),
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
      select: Object.fromEntries(names.map((name) => [name, true])),
    }),
  )) as Record<string, unknown> | null
  const other = otherLocale(ctx.locale)
  const fallback: Partial<Record<K, Locale>> = {}
  for (const [key, name] of Object.entries(fields) as [K, string][]) {
    const value = own?.[name]
    const text = typeof value === 'string' ? value.trim() : value ? lexicalText(value) : ''
    if (!text) fallback[key] = other
  }
  return fallback
}

const ARTICLE_TEXTS = { title: 'title', excerpt: 'excerpt', html: 'content' } as const
const JOB_TEXTS = {
  title: 'title',
  summary: 'summary',
  whatToDo: 'whatToDo',
  requirements: 'requirements',
  plusPoints: 'plusPoints',
  conditions: 'conditions',
} as const

/* News: company news and media about us. */

function newsSummary(ctx: ContentContext) {
  return (doc: News): NewsSummary => ({
    slug: doc.slug,
    category: doc.category,
    href: localizeHref(contentRoutes.news(doc.category, doc.slug), ctx.locale),
    title: doc.title,
    date: doc.publishedAt,
    excerpt: doc.excerpt,
    image: imageView(doc.image),
    source:
      doc.source?.name && doc.source.url ? { name: doc.source.name, url: doc.source.url } : null,
  })
}

export function listNews(ctx: ContentContext, category: NewsCategory, options: Paging = {}) {
  return pagedList(
    ctx,
    'news',
    { ...options, key: category, sort: '-publishedAt', where: { category: { equals: category } } },
    newsSummary(ctx),
  )
}

export const getNewsItem = cache(
  (ctx: ContentContext, category: NewsCategory, slug: string): Promise<NewsItemView | null> =>
    bySlug(
      ctx,
      'news',
      `${category}/${slug}`,
      { and: [{ slug: { equals: slug } }, { category: { equals: category } }] },
      async (doc: News) => {
        const summary = newsSummary(ctx)(doc)
        return {
          ...summary,
          html: richTextToHtml(doc.content, ctx.locale),
          meta: metaView(doc, { title: doc.title, description: doc.excerpt, image: summary.image }),
          updatedAt: doc.updatedAt,
          fallback: await fallbackTexts(ctx, 'news', doc.id, ARTICLE_TEXTS),
        }
      },
    ),
)

/* Blog. */

function blogSummary(ctx: ContentContext) {
  return (doc: BlogPost): BlogPostSummary => ({
    slug: doc.slug,
    href: localizeHref(contentRoutes.blogPost(doc.slug), ctx.locale),
    title: doc.title,
    date: doc.publishedAt,
    author: doc.author,
    excerpt: doc.excerpt,
    image: imageView(doc.image),
  })
}

export function listBlogPosts(ctx: ContentContext, options: Paging = {}) {
  return pagedList(
    ctx,
    'blog-posts',
    { ...options, key: 'all', sort: '-publishedAt' },
    blogSummary(ctx),
  )
}

export const getBlogPost = cache(
  (ctx: ContentContext, slug: string): Promise<BlogPostView | null> =>
    bySlug(ctx, 'blog-posts', slug, { slug: { equals: slug } }, async (doc: BlogPost) => {
      const summary = blogSummary(ctx)(doc)
      return {
        ...summary,
        html: richTextToHtml(doc.content, ctx.locale),
        meta: metaView(doc, { title: doc.title, description: doc.excerpt, image: summary.image }),
        updatedAt: doc.updatedAt,
        fallback: await fallbackTexts(ctx, 'blog-posts', doc.id, ARTICLE_TEXTS),
      }
    }),
)

/* Jobs (SPEC §3). */

function jobSummary(ctx: ContentContext) {
  return (doc: Job): JobSummary => ({
    slug: doc.slug,
    href: localizeHref(contentRoutes.job(doc.slug), ctx.locale),
    title: doc.title,
    location: doc.location,
    createdAt: doc.publishedAt,
    reference: doc.reference,
    employmentType: doc.employmentType as EmploymentType,
    summary: doc.summary,
  })
}

export function listJobs(ctx: ContentContext, options: Paging = {}) {
  return pagedList(ctx, 'jobs', { ...options, key: 'all', sort: '-publishedAt' }, jobSummary(ctx))
}

export const getJob = cache((ctx: ContentContext, slug: string): Promise<JobView | null> =>
  bySlug(ctx, 'jobs', slug, { slug: { equals: slug } }, async (doc: Job) => ({
    ...jobSummary(ctx)(doc),
    whatToDo: richTextToHtml(doc.whatToDo, ctx.locale),
    requirements: richTextToHtml(doc.requirements, ctx.locale),
    plusPoints: richTextToHtml(doc.plusPoints, ctx.locale),
    conditions: richTextToHtml(doc.conditions, ctx.locale),
    meta: metaView(doc, { title: doc.title, description: doc.summary }),
    updatedAt: doc.updatedAt,
    fallback: await fallbackTexts(ctx, 'jobs', doc.id, JOB_TEXTS),
  })),
)

/* Gallery. */

function gallerySummary(ctx: ContentContext) {
  return (doc: GalleryPhoto): GalleryPhotoSummary => ({
    slug: doc.slug,
    href: localizeHref(contentRoutes.galleryPhoto(doc.slug), ctx.locale),
    title: doc.title,
    date: doc.publishedAt,
    image: imageView(doc.image),
  })
}

export function listGalleryPhotos(ctx: ContentContext, options: Paging = {}) {
  return pagedList(
    ctx,
    'gallery-photos',
    { ...options, key: 'all', sort: '-publishedAt' },
    gallerySummary(ctx),
  )
}

/** A photo with links to its neighbours in the gallery's order. */
export const getGalleryPhoto = cache(
  async (ctx: ContentContext, slug: string): Promise<GalleryPhotoView | null> => {
    const photo = await bySlug(
      ctx,
      'gallery-photos',
      slug,
      { slug: { equals: slug } },
      (doc: GalleryPhoto) => ({
        ...gallerySummary(ctx)(doc),
        caption: str(doc.caption),
        meta: metaView(doc, { title: doc.title, description: str(doc.caption) || doc.title }),
      }),
    )
    if (!photo) return null
    const all = await allItems((options) => listGalleryPhotos(ctx, options))
    const index = all.findIndex((p) => p.slug === slug)
    const link = (p: GalleryPhotoSummary | undefined) =>
      p ? { label: p.title, href: p.href } : null
    return { ...photo, previous: link(all[index - 1]), next: link(all[index + 1]) }
  },
)

/* Team, FAQ, offices: short lists in the editors' order. */

export function listTeamMembers(ctx: ContentContext) {
  return pagedList(
    ctx,
    'team-members',
    { key: 'all', sort: 'order' },
    (doc: TeamMember): TeamMemberView => ({
      id: String(doc.id),
      name: doc.name,
      role: doc.role,
      bio: str(doc.bio),
      image: imageView(doc.image),
    }),
  )
}

export function listFaqEntries(ctx: ContentContext) {
  return pagedList(
    ctx,
    'faq-entries',
    { key: 'all', sort: 'order' },
    (doc: FaqEntry): FaqEntryView => ({
      id: String(doc.id),
      question: doc.question,
      answerHtml: richTextToHtml(doc.answer, ctx.locale),
    }),
  )
}

export function listOffices(ctx: ContentContext) {
  return pagedList(ctx, 'offices', { key: 'all', sort: 'order' }, (doc: Office): OfficeView => ({
    id: String(doc.id),
    name: doc.name,
    kind: str(doc.kind),
    address: doc.address,
    phone: str(doc.phone),
    email: str(doc.email),
    latitude: doc.latitude,
    longitude: doc.longitude,
  }))
}
