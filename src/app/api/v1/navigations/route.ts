import { apiRoute } from '@/server/http/route'
import { getNavigation } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/navigations?locale=: the navigation array of SPEC §3. */
export const GET = apiRoute({ cache: 'public' }, async ({ locale, json }) =>
  json(await getNavigation(locale)),
)
