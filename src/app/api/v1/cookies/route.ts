import { apiRoute } from '@/server/http/route'
import { getCookieContent } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/cookies?locale=: `data` with title and content (HTML), SPEC §3 and §7. */
export const GET = apiRoute({ cache: 'public' }, async ({ locale, json }) =>
  json({ data: await getCookieContent(locale) }),
)
