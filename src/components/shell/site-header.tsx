import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/lib/nav-href'
import type { NavigationItem } from '@/lib/shell-types'

import { HeaderBar } from './header-bar'

/** The header of SPEC §2.4, with the navigation published in the CMS. */
export function SiteHeader({
  locale,
  navigation,
  companyName,
}: {
  locale: Locale
  navigation: NavigationItem[]
  companyName: string
}) {
  return (
    <HeaderBar
      locale={locale}
      navigation={navigation}
      homeHref={localizeHref('/', locale)}
      searchAction={localizeHref('/search', locale)}
      companyName={companyName || 'EuroTalc'}
    />
  )
}
