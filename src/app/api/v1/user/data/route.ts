import { personalAreaMember } from '@/features/accounts/endpoint'
import { exportMemberData } from '@/features/accounts/my-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user/data: "Download my data", the signed-in member's data as a JSON file. */
export const GET = apiRoute({ cache: 'no-store' }, async ({ request, locale, json }) => {
  const payload = await getPayloadClient()
  const signedIn = await personalAreaMember(payload, request, locale)
  if (!signedIn.ok) return signedIn.answer
  const day = new Date().toISOString().slice(0, 10)
  return json(await exportMemberData(payload, signedIn.member), 200, {
    'Content-Disposition': `attachment; filename="eurotalc-my-data-${day}.json"`,
  })
})
