import { documentSearchSchema } from '@/features/documents/document-schemas'
import { searchDocuments } from '@/features/documents/library'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/search-documents?query=&category=&market=&language=&page=&locale= (SPEC §7): the
 * document list, open to everyone (titles only: files need an approved account).
 */
export const GET = apiRoute(
  { cache: 'no-store', language: true, query: documentSearchSchema, queryStatus: 422 },
  async ({ query, locale, json }) =>
    json(await searchDocuments(await getPayloadClient(), query, locale)),
)
