import 'server-only'

import './download-area.css'

import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { localizeHref } from '@/i18n/navigation'
import { documentMarketOptions, gradeDataSheets } from './library'

import { DownloadArea } from './download-area-lazy'

/** The download area with the product markets to filter by and the grades' data sheets. */
export async function DownloadSection({
  locale,
  intro,
}: {
  locale: Locale
  intro: React.ReactNode
}) {
  const [markets, dataSheets] = await Promise.all([
    documentMarketOptions(locale),
    gradeDataSheets(locale),
  ])
  return (
    <section className="feature feature--wide">
      {intro}
      <DownloadArea
        locale={locale}
        texts={{ ...MESSAGES[locale].download, pager: MESSAGES[locale].pager }}
        markets={markets.map(({ id, title, level }) => ({ id, title, level }))}
        dataSheets={dataSheets}
        registerHref={localizeHref('/register', locale)}
      />
    </section>
  )
}
