import { handleApi, publicJson, requestLocale } from '@/server/api'
import { getNavigation } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/navigations?locale=: the navigation array of SPEC §3. */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    return publicJson(await getNavigation(locale), locale)
  })
}
