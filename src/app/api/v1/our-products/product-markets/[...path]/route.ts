import { PRODUCT_MARKET_MAX_DEPTH, SLUG_PATTERN } from '@/lib/content-routes'
import { getProductMarket } from '@/server/content/product-markets'
import { contentEndpoint } from '@/server/content-api'

export const dynamic = 'force-dynamic'

const PREFIX = '/api/v1/our-products/product-markets/'

/**
 * GET /api/v1/our-products/product-markets/{section}/{market}/{related}?locale=: the product
 * market of that page (title, href, related items, blocks, breadcrumbs).
 */
export const GET = contentEndpoint('product-markets', async (ctx, url) => {
  const slugs = url.pathname.slice(PREFIX.length).split('/').filter(Boolean)
  if (slugs.length > PRODUCT_MARKET_MAX_DEPTH || !slugs.every((s) => SLUG_PATTERN.test(s)))
    return null
  return getProductMarket(ctx, slugs)
})
