import { z } from 'zod'

import '@/lib/zod'

import { currentRevisionDownload, downloadQuerySchema } from '@/features/documents/endpoint'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/documents/{family-slug}/current: the stable link to a family's current file. */
export const GET = apiRoute(
  { cache: 'no-store', params: z.object({ id: z.string() }), query: downloadQuerySchema },
  (call) => currentRevisionDownload(call, call.params.id),
)
