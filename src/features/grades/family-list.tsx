import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { formatLongDate } from '@/lib/dates'
import { DOCUMENT_TYPE_LABELS, type FamilySummary } from '@/features/documents/documents'

/**
 * A grade's document families (ADR 0021) as links to their lasting pages, with type, language
 * and current revision.
 */
export async function FamilyList({
  families,
  locale,
}: {
  families: FamilySummary[]
  locale: Locale
}) {
  const tDownload = await getTranslations({ locale, namespace: 'download' })
  return (
    <ul className="family-list">
      {families.map((family) => (
        <li key={family.slug} className="family-list__item">
          <a href={family.href} className="family-list__title">
            {family.title}
          </a>
          <p className="downloads__meta">
            <span>{DOCUMENT_TYPE_LABELS[family.documentType][locale]}</span>
            <span>{tDownload(`languages.${family.language}`)}</span>
            {family.current?.revision ? (
              <span>{tDownload('revision', { revision: family.current.revision })}</span>
            ) : null}
            {family.current ? (
              <span>
                <time dateTime={family.current.date.slice(0, 10)}>
                  {formatLongDate(family.current.date, locale)}
                </time>
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  )
}
