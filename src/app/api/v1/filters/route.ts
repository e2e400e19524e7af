import { apiRoute } from '@/server/http/route'
import { searchFilters } from '@/features/search/search-service'

/** GET /api/v1/filters?locale= (SPEC §7): the site search's filters, 'All' (value 1) first. */
export const GET = apiRoute({ cache: 'public' }, ({ locale, json }) =>
  json({ data: { filters: searchFilters(locale) } }),
)
