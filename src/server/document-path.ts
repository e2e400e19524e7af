// No `server-only` here: the redirects' hooks (loaded with the Payload config by the CLI too)
// reach this module.
import { contentRoutes, NEWS_CATEGORIES, type NewsCategory } from '@/lib/content-routes'

type Doc = Record<string, unknown>

/**
 * The address (without language) at which a content document is shown, or null when it has
 * none: the admin's preview and the redirects to a document both go there. A product market's
 * address names its parents, read with `findProductMarket`.
 */
export async function documentPath(
  collection: string,
  doc: Doc,
  findProductMarket: (id: unknown) => Promise<Doc | null>,
): Promise<string | null> {
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  switch (collection) {
    case 'pages':
      return typeof doc.path === 'string' ? doc.path : null
    case 'news': {
      const category = String(doc.category)
      if (!(NEWS_CATEGORIES as readonly string[]).includes(category)) return null
      return contentRoutes.news(category as NewsCategory, slug)
    }
    case 'blog-posts':
      return contentRoutes.blogPost(slug)
    case 'jobs':
      return contentRoutes.job(slug)
    case 'gallery-photos':
      return contentRoutes.galleryPhoto(slug)
    case 'grades':
      return contentRoutes.grade(slug)
    case 'product-markets': {
      const slugs = [slug]
      for (let parent = doc.parent, depth = 0; parent && depth < 3; depth += 1) {
        const above = await findProductMarket(
          typeof parent === 'object' ? (parent as Doc).id : parent,
        )
        if (!above) break
        slugs.unshift(String(above.slug))
        parent = above.parent
      }
      return contentRoutes.productMarket(slugs)
    }
    case 'team-members':
      return '/about-us/our-team'
    case 'faq-entries':
      return '/faq'
    case 'offices':
      return '/contacts'
    default:
      return null
  }
}
