import 'server-only'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { ContentPage } from '@/features/content/content-page'
import type { Locale } from '@/i18n/routing'
import { IMPRINT_PATH } from '@/lib/content-routes'
import { localizeHref } from '@/i18n/navigation'
import { contentMetadata } from '@/server/metadata'
import { getSiteSettings, type ImprintView } from '@/server/shell'

export async function imprintMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'imprint' })
  const meta = { title: t('title'), description: t('description'), image: null }
  return contentMetadata({ locale, path: IMPRINT_PATH, meta })
}

/** One line of the notice: what it is, then its value. */
function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="imprint__pair">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The lines of the notice in their order, each shown only when the settings fill it. */
const LINES: Array<keyof Omit<ImprintView, 'further'>> = [
  'legalForm',
  'registeredOffice',
  'managingDirectors',
  'registerNumber',
  'registerCourt',
  'vatId',
  'supervisoryAuthority',
  'chamber',
]

/**
 * /imprint: the legal notice an Austrian or German company's site must carry, from
 * the site settings (company tab and imprint tab), in the page's language; one click from every
 * page through the footer.
 */
export async function ImprintPage({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'imprint' }),
    getSiteSettings(locale),
  ])
  const { imprint, contacts } = settings
  const phoneHref = `tel:${contacts.phone.replace(/[^+\d]/g, '')}`
  return (
    <ContentPage
      locale={locale}
      title={t('title')}
      href={localizeHref(IMPRINT_PATH, locale)}
      trail={[]}
      className="imprint"
    >
      <p>{t('intro')}</p>
      <dl className="imprint__facts">
        <Pair term={t('company')}>{settings.companyName}</Pair>
        {contacts.address ? (
          <Pair term={t('address')}>
            {contacts.address.split('\n').map((line, i) => (
              <span key={i} className="imprint__line">
                {line}
              </span>
            ))}
          </Pair>
        ) : null}
        {contacts.phone ? (
          <Pair term={t('phone')}>
            <a href={phoneHref}>{contacts.phone}</a>
          </Pair>
        ) : null}
        {contacts.email ? (
          <Pair term={t('email')}>
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </Pair>
        ) : null}
        {LINES.filter((key) => imprint[key]).map((key) => (
          <Pair key={key} term={t(key)}>
            {imprint[key]}
          </Pair>
        ))}
      </dl>
      {imprint.further
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, i) => (
          <p key={i} className="imprint__further">
            {paragraph.trim()}
          </p>
        ))}
    </ContentPage>
  )
}
