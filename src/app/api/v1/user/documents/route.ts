import { personalAreaMember } from '@/features/accounts/endpoint'
import { myDocuments } from '@/features/documents/my-documents'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/v1/user/documents: "My documents" of the signed-in member (ADR 0021). */
export const GET = apiRoute({ cache: 'no-store' }, async ({ request, locale, json }) => {
  const payload = await getPayloadClient()
  const signedIn = await personalAreaMember(payload, request, locale)
  if (!signedIn.ok) return signedIn.answer
  return json({ data: await myDocuments(payload, signedIn.member, locale) })
})
