import { z } from 'zod'

export const sitemapFixture = z.strictObject({ blockType: z.literal('sitemap') })

/** The sitemap block's sections come from the site itself; the demo sets nothing. */
export function sitemapSeed() {
  return {}
}
