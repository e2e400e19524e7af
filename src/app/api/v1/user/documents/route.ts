import { memberOfRequest } from '@/server/accounts/members'
import { myDocuments } from '@/server/documents/my-documents'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user/documents: "My documents" of the signed-in member (issue 24). */
export const GET = apiRoute({ cache: 'no-store' }, async ({ request, locale, json, error }) => {
  const payload = await getPayloadClient()
  const member = await memberOfRequest(payload, request.headers)
  if (!member) return error(401, 'unauthenticated')
  return json({ data: await myDocuments(payload, member, locale) })
})
