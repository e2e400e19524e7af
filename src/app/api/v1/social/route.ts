import { apiRoute } from '@/server/http/route'
import { getSiteSettings } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/social?locale=: linkedin_link and youtube_link (SPEC §3), with the footer contacts. */
export const GET = apiRoute({ cache: 'public' }, async ({ locale, json }) => {
  const { social, contacts } = await getSiteSettings(locale)
  return json({ ...social, contacts })
})
