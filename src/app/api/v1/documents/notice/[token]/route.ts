import { z } from 'zod'

import '@/lib/zod'

import { downloadQuerySchema, noticeDownload } from '@/features/download-area/endpoint'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/documents/notice/{token}: the personal link of an SDS update notice. */
export const GET = apiRoute(
  {
    cache: 'no-store',
    params: z.object({ token: z.string().max(200) }),
    query: downloadQuerySchema,
  },
  (call) => noticeDownload(call, call.params.token),
)
