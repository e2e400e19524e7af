import { getEnv } from '@/env'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { checkReadiness } from '@/server/health'
import { getPayloadClient } from '@/server/payload'
import { sharedRedis } from '@/server/shared/redis'

export const dynamic = 'force-dynamic'

const names = (dialect: string) =>
  (dialect === 'postgres' ? postgresMigrations : sqliteMigrations).map(({ name }) => name)

/** Redis answers a PING (within the client's own timeout), where REDIS_URL is set. */
const redisPing = async () => (await (await sharedRedis())?.ping()) === 'PONG'

/** GET /api/ready: 200 when this instance can serve (database, migrations, Redis), else 503. */
export async function GET() {
  const report = await checkReadiness(getPayloadClient, names, getEnv().redis ? redisPing : null)
  return Response.json(report, {
    status: report.status === 'ready' ? 200 : 503,
    headers: cacheControl(NO_STORE),
  })
}
