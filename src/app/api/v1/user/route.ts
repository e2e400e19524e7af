import { memberOfRequest, toMemberUser } from '@/features/accounts/members'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user (SPEC §7): the signed-in member's user object, or 401. */
export const GET = apiRoute({ cache: 'no-store' }, async ({ request, json, error }) => {
  const member = await memberOfRequest(await getPayloadClient(), request.headers)
  return member ? json(toMemberUser(member)) : error(401, 'unauthenticated')
})
