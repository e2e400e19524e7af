import 'server-only'

import type { Locale } from '@/i18n/routing'
import { getProductMarketTree } from '@/server/content/product-market-tree'

/** The markets a visitor can choose: the product-market sections and their markets. */
export async function marketChoices(locale: Locale): Promise<string[]> {
  const tree = await getProductMarketTree({ locale })
  return tree.flatMap((section) => [section.title, ...section.related.map((m) => m.title)])
}
