import { siteSearchSchema } from '@/features/search/search-schema'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'
import { siteSearch } from '@/features/search/search-service'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/search?query=&filter=&page=&locale= (SPEC §7): one page of site search results.
 * Not cached: a publish must show in the next search (ADR 0013).
 */
export const GET = apiRoute(
  { cache: 'no-store', language: true, vary: true, query: siteSearchSchema, queryStatus: 422 },
  async ({ query, locale, json }) =>
    json(await siteSearch(await getPayloadClient(), query, locale)),
)
