import { handleApi, publicJson, requestLocale } from '@/server/api'
import { getSiteSettings } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/social?locale=: linkedin_link and youtube_link (SPEC §3), with the footer contacts. */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const { social, contacts } = await getSiteSettings(locale)
    return publicJson({ ...social, contacts }, locale)
  })
}
