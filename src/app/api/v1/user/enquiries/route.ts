import { personalAreaMember } from '@/features/accounts/endpoint'
import { myEnquiries } from '@/features/enquiries/my-enquiries-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user/enquiries: "My enquiries", what the signed-in member sent through the forms. */
export const GET = apiRoute({ cache: 'no-store' }, async ({ request, locale, json }) => {
  const payload = await getPayloadClient()
  const signedIn = await personalAreaMember(payload, request, locale)
  if (!signedIn.ok) return signedIn.answer
  return json({ data: await myEnquiries(payload, signedIn.member, locale) })
})
