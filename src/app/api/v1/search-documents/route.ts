import { documentSearchSchema } from '@/lib/documents'
import { apiError, handleApi, requestLocale } from '@/server/api'
import { searchDocuments } from '@/server/documents/library'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/search-documents?query=&category=&market=&language=&page=&locale= (SPEC §7): the
 * document list, open to everyone (titles only: files need an approved account).
 */
export async function GET(request: Request) {
  return handleApi(request, async () => {
    const locale = requestLocale(request)
    const params = Object.fromEntries(new URL(request.url).searchParams)
    const search = documentSearchSchema.safeParse(params)
    if (!search.success) return apiError(request, 422, 'invalidQuery', locale)
    const result = await searchDocuments(await getPayloadClient(), search.data, locale)
    return Response.json(result, {
      headers: { 'Cache-Control': 'no-store', 'Content-Language': locale },
    })
  })
}
