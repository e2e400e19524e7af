import { z } from 'zod'

import '@/lib/zod'

import { PRODUCT_MARKET_MAX_DEPTH, SLUG_PATTERN } from '@/lib/content-routes'
import { getProductMarket } from '@/features/markets/product-markets'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

const marketPath = z.object({
  path: z.array(z.string().regex(SLUG_PATTERN)).max(PRODUCT_MARKET_MAX_DEPTH),
})

/**
 * GET /api/v1/our-products/product-markets/{section}/{market}/{related}?locale=: the product
 * market of that page (title, href, related items, blocks, breadcrumbs).
 */
export const GET = apiRoute({ cache: 'public', params: marketPath }, ({ params, content }) =>
  content('product-markets', (ctx) => getProductMarket(ctx, params.path)),
)
