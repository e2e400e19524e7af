import { handleApi, publicJson, requestLocale } from '@/server/api'
import { getCookieContent } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/cookies?locale=: `data` with title and content (HTML), SPEC §3 and §7. */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    return publicJson({ data: await getCookieContent(locale) }, locale)
  })
}
