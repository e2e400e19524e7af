import { z } from 'zod'

import '@/lib/zod'

import { downloadQuerySchema, noticeDownload, noticeLanding } from '@/features/documents/endpoint'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

const params = z.object({ token: z.string().max(200) })

/** GET /api/v1/documents/notice/{token}: links of older notice mails, sent on to the notice page. */
export const GET = apiRoute({ cache: 'no-store', params, query: downloadQuerySchema }, (call) =>
  noticeLanding(call, call.params.token),
)

/** POST /api/v1/documents/notice/{token}: the notice page's button sends the file. */
export const POST = apiRoute(
  { cache: 'no-store', params, query: downloadQuerySchema, sameOrigin: true },
  (call) => noticeDownload(call, call.params.token),
)
