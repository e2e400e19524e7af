import { z } from 'zod'

import { localizeHref } from '@/i18n/navigation'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'
import { pageSuggestions } from '@/features/search/suggestions'

export const dynamic = 'force-dynamic'

const suggestionsQuery = z.object({ path: z.string().max(1000) })

/**
 * GET /api/v1/search-suggestions?path=&locale=: up to three pages close to an address that
 * names nothing, as `{ data: [{ title, href }] }` (href with the language prefix). The 404
 * page asks for them once it runs in the browser (its not-found boundary is rendered without
 * the address). Public: the same for everyone, from published content only.
 */
export const GET = apiRoute(
  { cache: 'public', query: suggestionsQuery },
  async ({ query, locale, json }) => {
    const suggestions = await pageSuggestions(await getPayloadClient(), locale, query.path)
    return json({
      data: suggestions.map((s) => ({ title: s.title, href: localizeHref(s.href, locale) })),
    })
  },
)
