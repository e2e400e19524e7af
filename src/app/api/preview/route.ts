import { apiLocale } from '@/i18n/api-locale'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import type { ContentCollection } from '@/server/content-context'
import { apiError, handleApi } from '@/server/http/api'
import { getPayloadClient } from '@/server/payload'
import { setDraftMode, staffUser } from '@/server/preview'
import { previewPath } from '@/server/preview-path'

export const dynamic = 'force-dynamic'

const COLLECTIONS: readonly ContentCollection[] = [
  'pages',
  'product-markets',
  'news',
  'blog-posts',
  'jobs',
  'gallery-photos',
  'team-members',
  'faq-entries',
  'offices',
  'grades',
]

/**
 * GET /api/preview?collection=&id=&locale=: the admin's preview button. A signed-in member of
 * staff gets draft mode (a cookie of this browser only) and lands on the document's real page,
 * which then shows the latest draft. Nobody else gets draft mode.
 */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const url = new URL(request.url)
    const locale = apiLocale(url.searchParams.get('locale'))
    const collection = url.searchParams.get('collection') as ContentCollection
    const id = url.searchParams.get('id') ?? ''
    const user = await staffUser(request.headers)
    if (!user) return apiError(request, 401, 'previewSignIn', locale)
    if (!COLLECTIONS.includes(collection) || !/^[\w-]{1,64}$/.test(id))
      return apiError(request, 404, 'previewNotFound', locale)
    const path = await previewPath(await getPayloadClient(), user, collection, id, locale)
    if (!path) return apiError(request, 404, 'previewNotFound', locale)
    await setDraftMode(true)
    return new Response(null, {
      status: 307,
      headers: { Location: path, ...cacheControl(NO_STORE) },
    })
  })
}
