import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { checkHealth } from '@/server/health'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export async function GET() {
  const report = await checkHealth(getPayloadClient)
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: cacheControl(NO_STORE),
  })
}
