import 'server-only'

import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { FeatureKind } from '@/lib/content-types'
import { isEnquiryType } from '@/features/enquiries/enquiries'

import { DownloadSection } from '@/features/documents/download-section'
import { EnquirySection } from '@/features/enquiries/enquiry-section'
import { PersonalSection } from '@/features/accounts/personal-section'
import { RegisterSection } from '@/features/accounts/register-section'
import { type SearchPageState, SearchSection } from '@/features/search/search-section'

/**
 * What a page hands to the feature it shows: the search page its results, the sample request
 * the choices its address made (`?grade=`, `?market=`).
 */
export type FeatureData = { search?: SearchPageState; enquiryPreset?: Record<string, string> }

/**
 * The feature a page's **function** block shows, by its kind: the one place where the blocks
 * meet the features (src/features/<name>/ each own their section, island and server loading).
 */
export function FeatureSection({
  kind,
  locale,
  intro,
  data,
}: {
  kind: FeatureKind
  locale: Locale
  intro: ReactNode
  data?: FeatureData
}) {
  if (isEnquiryType(kind))
    return <EnquirySection type={kind} locale={locale} intro={intro} preset={data?.enquiryPreset} />
  switch (kind) {
    case 'search':
      return <SearchSection locale={locale} intro={intro} search={data?.search} />
    case 'download':
      return <DownloadSection locale={locale} intro={intro} />
    case 'personal':
      return <PersonalSection locale={locale} intro={intro} />
    case 'register':
      return <RegisterSection locale={locale} intro={intro} />
  }
}
