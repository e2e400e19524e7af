import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { LinkView } from '@/lib/content-types'
import { localizeHref } from '@/i18n/navigation'
import { absoluteUrl, breadcrumbListLd } from '@/server/json-ld'

import { NavLink } from '@/components/ui/nav-link'

import { JsonLd } from './json-ld'

/** The trail from the home page to the current page, visible and as BreadcrumbList JSON-LD. */
export async function Breadcrumbs({
  locale,
  trail,
  current,
}: {
  locale: Locale
  trail: readonly LinkView[]
  current: LinkView
}) {
  const t = await getTranslations({ locale, namespace: 'content' })
  const home = { label: t('home'), href: localizeHref('/', locale) }
  const items = [home, ...trail]
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="breadcrumbs">
        <ol>
          {items.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href}>{item.label}</NavLink>
            </li>
          ))}
          <li>
            <span aria-current="page">{current.label}</span>
          </li>
        </ol>
      </nav>
      <JsonLd
        data={breadcrumbListLd(
          [...items, current].map((item) => ({ name: item.label, url: absoluteUrl(item.href) })),
        )}
      />
    </>
  )
}
