'use client'

import { SWITCH_PARAM } from '@/i18n/language-choice'
import type { Locale } from '@/i18n/locales'
import type { LanguageEntry } from '@/lib/shell-types'

import { storeLocaleChoice } from '@/components/shell/browser-state'
import { useText } from '@/components/shell/shell-text'

/** Each language's entry, in the list's order (SPEC §2.4: Germany, then the United Kingdom). */
const ENTRIES: Record<Locale, Omit<LanguageEntry, 'locale'>> = {
  de: { lang: 'de-DE', img: '/flags/de.svg' },
  en: { lang: 'en-US', img: '/flags/gb.svg' },
}

export const LANGUAGES: LanguageEntry[] = (Object.keys(ENTRIES) as Locale[]).map((locale) => ({
  locale,
  ...ENTRIES[locale],
}))

/**
 * Links to the same page in each language with the switch parameter: plain links, so the proxy
 * stores the choice and leads to the page (src/i18n/language-choice.ts).
 */
export function languageHref(locale: Locale, pathname: string, search = ''): string {
  const query = new URLSearchParams(search)
  query.set(SWITCH_PARAM, locale)
  return `/${locale}${pathname === '/' ? '' : pathname}?${query.toString()}`
}

/** SPEC §2.4, §3: Germany (DE) and United Kingdom (UK), with flags. */
export function LanguageList({ current, pathname }: { current: Locale; pathname: string }) {
  const t = useText('shell')
  return (
    <ul className="language-list" aria-label={t('selectLanguage')}>
      {LANGUAGES.map((entry) => (
        <li key={entry.locale}>
          <a
            href={languageHref(entry.locale, pathname)}
            hrefLang={entry.locale}
            aria-current={entry.locale === current ? 'true' : undefined}
            onClick={(event) => {
              storeLocaleChoice(entry.locale)
              // The same view in the other language: keep the query (search text, tab).
              event.currentTarget.href = languageHref(
                entry.locale,
                pathname,
                window.location.search,
              )
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a 20 px flag; nothing to optimize */}
            <img src={entry.img} alt="" width={24} height={16} loading="lazy" />
            <span>{t(`languageEntry.${entry.locale}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
