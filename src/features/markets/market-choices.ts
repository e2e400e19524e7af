import 'server-only'

import { type Locale, otherLocale } from '@/i18n/locales'
import { getProductMarketTree } from '@/features/markets/product-market-tree'

/** The markets a visitor can choose: the product-market sections and their markets. */
export async function marketChoices(locale: Locale): Promise<string[]> {
  const tree = await getProductMarketTree({ locale })
  return tree.flatMap((section) => [section.title, ...section.related.map((m) => m.title)])
}

/**
 * A member's market is stored by name, in the language they registered in: each of those names
 * in the other language, with its name in `locale` (the tree is the same in both, so the two
 * lists line up). The personal area then shows the member's own market, not an extra English
 * one in the German list (ADR 0028).
 */
export async function marketNamesIn(locale: Locale): Promise<Record<string, string>> {
  const other = otherLocale(locale)
  const [here, there] = await Promise.all([marketChoices(locale), marketChoices(other)])
  if (here.length !== there.length) return {}
  return Object.fromEntries(
    there.flatMap((name, i) => (name !== here[i] ? [[name, here[i]!] as const] : [])),
  )
}
