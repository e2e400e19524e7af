import { apiError, handleApi } from '@/server/api'
import { json } from '@/server/accounts/endpoint'
import { memberOfRequest, toMemberUser } from '@/server/accounts/members'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user (SPEC §7): the signed-in member's user object, or 401. */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const member = await memberOfRequest(await getPayloadClient(), request.headers)
    if (!member) return apiError(request, 401, 'unauthenticated')
    return json(toMemberUser(member))
  })
}
