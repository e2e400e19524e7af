import { getTranslations } from 'next-intl/server'

import {
  DownloadArea,
  EnquiryForm,
  PersonalArea,
  RegisterForm,
  SiteSearchArea,
} from '@/components/content/feature-islands'
import { MESSAGES } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { countryOptions } from '@/lib/countries'
import type { FeatureKind } from '@/lib/content-types'
import { ENQUIRY_SCHEMAS, isEnquiryType } from '@/lib/enquiries'
import { localizeHref } from '@/lib/nav-href'
import { marketChoices } from '@/server/accounts/registration'
import { robotCheckConfig } from '@/server/captcha/robot-check'
import { documentMarketOptions } from '@/server/documents/library'
import type { SearchResponse, SiteSearch } from '@/lib/search'
import { getPayloadClient } from '@/server/payload'
import { searchFilters } from '@/server/search/site-search'
import type { SiteSettingsView } from '@/server/shell'

async function ContactLines({
  phone,
  email,
  locale,
}: {
  phone: string
  email: string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  return (
    <ul className="feature__contact">
      {email ? (
        <li>
          {t('email')}: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {phone ? (
        <li>
          {t('phone')}: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </li>
      ) : null}
    </ul>
  )
}

/** What the /search route found for its address (?query=&filter=&page=), rendered first. */
export type SearchPageState = { params: SiteSearch; result: SearchResponse }

/**
 * The place of a part with its own behaviour (enquiry forms, registration, download area,
 * search, personal area). Search arrives with its own module; until then the visitor gets the
 * page's text and a way to reach the company.
 */
export async function FeatureBlock({
  kind,
  text,
  locale,
  settings,
  search,
}: {
  kind: FeatureKind
  text: string | null
  locale: Locale
  settings: SiteSettingsView
  search?: SearchPageState
}) {
  const t = await getTranslations({ locale, namespace: 'content' })
  const shell = await getTranslations({ locale, namespace: 'shell' })
  const intro = text ? <p className="feature__intro">{text}</p> : null
  if (isEnquiryType(kind)) {
    return (
      <section className="feature">
        {intro}
        <EnquiryForm
          type={kind}
          locale={locale}
          texts={MESSAGES[locale].enquiry}
          countries={countryOptions(locale)}
          markets={'market' in ENQUIRY_SCHEMAS[kind].shape ? await marketChoices(locale) : []}
          termsHref={localizeHref('/terms-conditions', locale)}
          captcha={robotCheckConfig(locale)}
        />
      </section>
    )
  }
  switch (kind) {
    case 'search':
      return (
        <section className="feature feature--wide" aria-label={shell('searchLabel')}>
          {intro}
          <SiteSearchArea
            locale={locale}
            texts={{ ...MESSAGES[locale].siteSearch, pager: MESSAGES[locale].pager }}
            filters={searchFilters(locale)}
            action={localizeHref('/search', locale)}
            initial={search ?? null}
          />
          <p className="feature__hint">
            {t('searchHint')} <a href={localizeHref('/sitemap', locale)}>{t('sitemapLink')}</a>
          </p>
        </section>
      )
    case 'download':
      return (
        <section className="feature feature--wide">
          {intro}
          <DownloadArea
            locale={locale}
            texts={{ ...MESSAGES[locale].download, pager: MESSAGES[locale].pager }}
            markets={(await documentMarketOptions(await getPayloadClient(), locale)).map(
              ({ id, title, level }) => ({ id, title, level }),
            )}
            registerHref={localizeHref('/register', locale)}
          />
        </section>
      )
    case 'personal':
      return (
        <section className="feature">
          {intro}
          <PersonalArea locale={locale} />
        </section>
      )
    case 'register':
      return (
        <section className="feature">
          {intro}
          <RegisterForm
            locale={locale}
            countries={countryOptions(locale)}
            markets={await marketChoices(locale)}
            termsHref={localizeHref('/terms-conditions', locale)}
          />
        </section>
      )
    default:
      return (
        <section className="feature">
          <h2>{t('formTitle')}</h2>
          {intro}
          <p>{t('formText')}</p>
          <ContactLines
            phone={settings.contacts.phone}
            email={settings.contacts.email}
            locale={locale}
          />
        </section>
      )
  }
}
