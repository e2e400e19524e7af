import { listOffices } from '@/features/content/collections'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/v1/map/offices?locale=: the offices with coordinates under data.office (SPEC §3). */
export const GET = apiRoute({ cache: 'public' }, ({ content }) =>
  content('map/offices', async (ctx) => ({ office: (await listOffices(ctx)).items })),
)
