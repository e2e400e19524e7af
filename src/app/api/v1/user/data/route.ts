import { memberOfRequest } from '@/server/accounts/members'
import { exportMemberData } from '@/server/accounts/my-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user/data: "Download my data", the signed-in member's data as a JSON file. */
export const GET = apiRoute({ cache: 'no-store' }, async ({ request, json, error }) => {
  const payload = await getPayloadClient()
  const member = await memberOfRequest(payload, request.headers)
  if (!member) return error(401, 'unauthenticated')
  const day = new Date().toISOString().slice(0, 10)
  return json(await exportMemberData(payload, member), 200, {
    'Content-Disposition': `attachment; filename="eurotalc-my-data-${day}.json"`,
  })
})
