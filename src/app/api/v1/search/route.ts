import { siteSearchSchema } from '@/lib/search'
import { apiError, handleApi, requestLocale } from '@/server/api'
import { getPayloadClient } from '@/server/payload'
import { siteSearch } from '@/server/search/site-search'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/search?query=&filter=&page=&locale= (SPEC §7): one page of site search results.
 * Not cached: a publish must show in the next search (ADR 0013).
 */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const params = Object.fromEntries(new URL(request.url).searchParams)
    const search = siteSearchSchema.safeParse(params)
    if (!search.success) return apiError(request, 422, 'invalidQuery', locale)
    const result = await siteSearch(await getPayloadClient(), search.data, locale)
    return Response.json(result, {
      headers: {
        'Cache-Control': 'no-store',
        'Content-Language': locale,
        Vary: 'Accept-Language',
      },
    })
  })
}
