import { z } from 'zod'

import '@/lib/zod'

import { downloadQuerySchema, singleDownload } from '@/features/documents/endpoint'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(
  { cache: 'no-store', params: z.object({ id: z.string() }), query: downloadQuerySchema },
  (call) => singleDownload(call, call.params.id),
)
