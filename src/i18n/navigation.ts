import { createNavigation } from 'next-intl/navigation'

import { isExternalHref } from '@/lib/nav-href'

import { isLocale } from './locales'
import { routing } from './routing'

/**
 * Locale-aware links, redirects and paths from next-intl, built from the one routing
 * configuration (src/i18n/routing.ts: languages, prefix "as needed"), so that where a language's
 * addresses live is decided in one place.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing)

/**
 * The address a visitor follows in `locale` (the prefix as next-intl's routing puts it: German
 * under /de, English without one). An external link is left alone, and so is a path already in
 * that language (an editor typed '/de/faq': not '/de/de/faq').
 */
export function localizeHref(href: string, locale: string): string {
  if (isExternalHref(href) || !isLocale(locale)) return href
  if (new RegExp(`^/${locale}([/?#]|$)`).test(href)) return href
  return getPathname({ href, locale })
}
