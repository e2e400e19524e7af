import { z } from 'zod'

import '@/lib/zod'

import {
  ALL_FILTER,
  MAX_FILTER,
  SEARCH_MAX_PAGE,
  SEARCH_QUERY_MAX_LENGTH,
  type SiteSearch,
} from './search'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/**
 * GET /api/v1/search query: query (text, may be empty), filter (1 = All), page. Server only: the
 * search page's island reads its address with `searchRequestOf` instead, without zod (ADR 0015).
 */
export const siteSearchSchema = z.object({
  query: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional().default(''),
  filter: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(ALL_FILTER).max(MAX_FILTER).optional().default(ALL_FILTER),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).optional().default(1),
  ),
}) satisfies z.ZodType<SiteSearch, unknown>
