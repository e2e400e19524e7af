import { handleApi, publicJson, requestLocale } from '@/server/api'
import { searchFilters } from '@/server/search/site-search'

/** GET /api/v1/filters?locale= (SPEC §7): the site search's filters, 'All' (value 1) first. */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    return publicJson({ data: { filters: searchFilters(locale) } }, locale)
  })
}
