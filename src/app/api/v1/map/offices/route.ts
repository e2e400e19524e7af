import { listOffices } from '@/server/content/collections'
import { contentEndpoint } from '@/server/content-api'

export const dynamic = 'force-dynamic'

/** GET /api/v1/map/offices?locale=: the offices with coordinates under data.office (SPEC §3). */
export const GET = contentEndpoint('map/offices', async (ctx) => ({
  office: (await listOffices(ctx)).items,
}))
