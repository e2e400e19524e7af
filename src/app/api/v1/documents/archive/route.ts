import { archiveDownload, archiveQuerySchema } from '@/features/documents/endpoint'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

export const GET = apiRoute({ cache: 'no-store', query: archiveQuerySchema }, archiveDownload)
