import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { contentRoutes, NEWS_CATEGORIES, type NewsCategory } from '@/lib/content-routes'
import { localizeHref } from '@/lib/nav-href'
import type { User } from '@/payload-types'

import type { ContentCollection } from './content/context'

/** Where a document shows, for the admin's preview button; null for an unknown document. */
export async function previewPath(
  payload: Payload,
  user: User,
  collection: ContentCollection,
  id: string,
  locale: Locale,
): Promise<string | null> {
  const find = (c: ContentCollection, docId: unknown) =>
    payload
      .findByID({
        collection: c,
        id: docId as number,
        draft: true,
        depth: 0,
        overrideAccess: false,
        user,
        disableErrors: true,
      })
      .then((doc) => doc as Record<string, unknown> | null)

  const doc = await find(collection, id)
  if (!doc) return null
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  let path: string
  switch (collection) {
    case 'pages':
      if (typeof doc.path !== 'string') return null
      path = doc.path
      break
    case 'news': {
      const category = String(doc.category)
      if (!(NEWS_CATEGORIES as readonly string[]).includes(category)) return null
      path = contentRoutes.news(category as NewsCategory, slug)
      break
    }
    case 'blog-posts':
      path = contentRoutes.blogPost(slug)
      break
    case 'jobs':
      path = contentRoutes.job(slug)
      break
    case 'gallery-photos':
      path = contentRoutes.galleryPhoto(slug)
      break
    case 'product-markets': {
      const slugs = [slug]
      for (let parent = doc.parent, depth = 0; parent && depth < 3; depth += 1) {
        const above = await find('product-markets', parent)
        if (!above) break
        slugs.unshift(String(above.slug))
        parent = above.parent
      }
      path = contentRoutes.productMarket(slugs)
      break
    }
    case 'team-members':
      path = '/about-us/our-team'
      break
    case 'faq-entries':
      path = '/faq'
      break
    case 'offices':
      path = '/contacts'
      break
    case 'grades':
      path = contentRoutes.grade(slug)
      break
  }
  return localizeHref(path, locale)
}
