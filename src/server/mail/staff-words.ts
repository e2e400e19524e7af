// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { Payload } from 'payload'

import { LOCALES } from '@/i18n/routing'

import type { MailLocale } from './templates'

/**
 * A market as a mail in `locale` names it. Senders and members choose a product market by its
 * name in the language of the page they are on, and it is stored so; the staff read their
 * mails in the staff's language. The name is looked up among the product markets in the
 * language it was given in (`from`, then the other), and that market's name in `locale` is
 * returned; a name no market has (renamed or removed since) stays as stored.
 */
export async function marketNameIn(
  payload: Payload,
  name: string,
  locale: MailLocale,
  from: MailLocale,
): Promise<string> {
  const stored = name.trim()
  if (!stored) return name
  const order = [from, ...LOCALES.filter((other) => other !== from)]
  for (const language of order) {
    const found = await payload.find({
      collection: 'product-markets',
      where: { title: { equals: stored } },
      locale: language,
      fallbackLocale: false,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { title: true },
    })
    const market = found.docs[0]
    if (!market) continue
    if (language === locale) return market.title
    const named = await payload.findByID({
      collection: 'product-markets',
      id: market.id,
      locale,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { title: true },
    })
    return named?.title?.trim() || stored
  }
  return stored
}
