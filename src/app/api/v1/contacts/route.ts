import { listOffices } from '@/features/content/collections'
import { getPage } from '@/features/content/pages'
import { apiRoute } from '@/server/http/route'
import { getSiteSettings } from '@/server/shell'

export const dynamic = 'force-dynamic'

/** GET /api/v1/contacts?locale=: the contacts page, the company's contacts and the offices. */
export const GET = apiRoute({ cache: 'public' }, ({ content }) =>
  content('contacts', async (ctx) => {
    const [page, settings, offices] = await Promise.all([
      getPage(ctx, '/contacts'),
      getSiteSettings(ctx.locale),
      listOffices(ctx),
    ])
    if (!page) return null
    return { page, contacts: settings.contacts, offices: offices.items }
  }),
)
