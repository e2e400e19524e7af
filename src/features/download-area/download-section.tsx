import 'server-only'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/lib/nav-href'
import { documentMarketOptions } from './library'

import { DownloadArea } from './download-area-lazy'

/** The download area with the product markets to filter by. */
export async function DownloadSection({
  locale,
  intro,
}: {
  locale: Locale
  intro: React.ReactNode
}) {
  const markets = await documentMarketOptions(locale)
  return (
    <section className="feature feature--wide">
      {intro}
      <DownloadArea
        locale={locale}
        texts={{ ...MESSAGES[locale].download, pager: MESSAGES[locale].pager }}
        markets={markets.map(({ id, title, level }) => ({ id, title, level }))}
        registerHref={localizeHref('/register', locale)}
      />
    </section>
  )
}
