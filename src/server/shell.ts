import 'server-only'

import { cache } from 'react'

import { otherLocale } from '@/i18n/api-locale'
import type { Locale } from '@/i18n/routing'
import { contentTags } from '@/lib/content-tags'
import { textToHtml } from '@/lib/html'
import { localizeHref } from '@/i18n/navigation'
import { tabOfHref } from '@/lib/nav-href'
import type {
  Contacts,
  CookieContent,
  CookiePreferences,
  NavigationItem,
  SocialLinks,
} from '@/lib/shell-types'
import type { Media } from '@/payload-types'

import { cachedRead } from '@/server/content-context'
import { mediaFileUrl } from '@/server/content-views'
import { withLocaleFallbackOr } from '@/server/locale-fallback'
import { withData } from '@/server/payload'
import { limitedAddress } from '@/server/http/client-address'
import { countHit, retryAfterSeconds } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'
import { richTextToHtml } from '@/server/rich-text'

/** Shown on an image card whose sublink has no uploaded image. */
export const CARD_IMAGE_FALLBACK = '/images/card-fallback.svg'

function imageUrl(image: number | Media | null | undefined): string | null {
  if (!image || typeof image === 'number' || !image.filename) return null
  // The card rendition (800 px wide WebP, sharp for the card's 320 px at 2x), not the upload:
  // an editor's original can be a large PNG or a photo of many megabytes.
  return mediaFileUrl(image.sizes?.card?.filename ?? image.filename)
}

/** The published navigation in `locale` (missing texts in the other language), SPEC §3 shape. */
export const getNavigation = cache((locale: Locale) =>
  cachedRead({ locale }, ['global', 'navigation'], [contentTags.global('navigation')], () =>
    readNavigation(locale),
  ),
)

async function readNavigation(locale: Locale): Promise<NavigationItem[]> {
  const nav = await withData((payload) =>
    payload.findGlobal({
      slug: 'navigation',
      locale,
      fallbackLocale: otherLocale(locale),
      depth: 1,
      draft: false,
      overrideAccess: false,
    }),
  )
  const href = (h: string) => localizeHref(h, locale)
  return (nav.items ?? []).map((item, index) => ({
    id: item.id ?? String(index),
    link: item.label,
    href: href(item.href),
    sublinks: (item.sublinks ?? []).map((sub) => {
      const tab = tabOfHref(sub.href)
      return {
        link: sub.label,
        href: href(sub.href),
        tabActive: tab !== null,
        currentTab: tab,
        img: imageUrl(sub.image),
        imgFallback: CARD_IMAGE_FALLBACK,
        imgFallbackAlt:
          (sub.image && typeof sub.image === 'object' ? sub.image.alt : null) || sub.label,
        title: sub.title || sub.label,
        text: textToHtml(sub.text),
        productmarkets: (sub.productMarkets ?? []).map((market) => ({
          title: market.label,
          href: href(market.href),
          related: (market.related ?? []).map((r) => ({ title: r.label, href: href(r.href) })),
        })),
      }
    }),
  }))
}

export type SiteSettingsView = {
  companyName: string
  contacts: Contacts
  social: SocialLinks
  copyrightYear: number
  tagManagerId: string | null
  imprint: ImprintView
}

/** The legal notice's lines as the site settings hold them ('' where an editor left one out). */
export type ImprintView = {
  legalForm: string
  registeredOffice: string
  managingDirectors: string
  registerNumber: string
  registerCourt: string
  vatId: string
  supervisoryAuthority: string
  chamber: string
  further: string
}

const EMPTY_IMPRINT: ImprintView = {
  legalForm: '',
  registeredOffice: '',
  managingDirectors: '',
  registerNumber: '',
  registerCourt: '',
  vatId: '',
  supervisoryAuthority: '',
  chamber: '',
  further: '',
}

export const getSiteSettings = cache((locale: Locale) =>
  cachedRead({ locale }, ['global', 'site-settings'], [contentTags.global('site-settings')], () =>
    readSiteSettings(locale),
  ),
)

async function readSiteSettings(locale: Locale): Promise<SiteSettingsView> {
  const settings = await withData((payload) =>
    payload.findGlobal({
      slug: 'site-settings',
      locale,
      fallbackLocale: otherLocale(locale),
      depth: 0,
      overrideAccess: false,
    }),
  )
  return {
    companyName: settings.companyName ?? '',
    contacts: {
      address: settings.address ?? '',
      phone: settings.phone ?? '',
      email: settings.email ?? '',
    },
    social: {
      linkedin_link: settings.linkedinUrl || null,
      youtube_link: settings.youtubeUrl || null,
    },
    copyrightYear: settings.copyrightYear ?? 2022,
    tagManagerId: settings.tagManagerId || null,
    imprint: Object.fromEntries(
      Object.keys(EMPTY_IMPRINT).map((key) => [
        key,
        (settings.imprint?.[key as keyof ImprintView] ?? '').trim(),
      ]),
    ) as ImprintView,
  }
}

export const getCookieContent = cache((locale: Locale) =>
  cachedRead({ locale }, ['global', 'cookie-text'], [contentTags.global('cookie-text')], () =>
    readCookieContent(locale),
  ),
)

async function readCookieContent(locale: Locale): Promise<CookieContent> {
  const text = await withData((payload) =>
    payload.findGlobal({
      slug: 'cookie-text',
      locale,
      fallbackLocale: otherLocale(locale),
      depth: 1, // internal links carry their page

      overrideAccess: false,
    }),
  )
  return {
    title: text.title ?? '',
    content: richTextToHtml(text.content, locale),
    version: text.updatedAt ?? 'initial',
  }
}

export type ConsentDecision = CookiePreferences & {
  source: 'banner' | 'dialog'
  locale: Locale
  /** The version of the cookie text the visitor saw in the dialog, if it loaded. */
  version?: string | null
}

export type ConsentOutcome =
  { kind: 'recorded'; id: string | number } | { kind: 'throttled'; retryAfter: number }

/**
 * Stores one consent decision with the version of the cookie text the visitor saw (the dialog
 * sends it), or else the version in force now; at most RATE_LIMITS.consent per client address.
 */
export async function recordConsent(
  decision: ConsentDecision,
  { address }: { address: string },
): Promise<ConsentOutcome> {
  const state = await withData((payload) =>
    countHit(payload, RATE_LIMITS.consent, limitedAddress(address)),
  )
  if (state.hits > RATE_LIMITS.consent.limit) {
    return { kind: 'throttled', retryAfter: retryAfterSeconds(state) }
  }
  const version = decision.version || (await getCookieContent(decision.locale)).version
  return withData(async (payload) => {
    const record = await payload.create({
      collection: 'consent-records',
      data: {
        analytics: decision.terms,
        advertising: decision.information,
        source: decision.source,
        locale: decision.locale,
        textVersion: version,
      },
      overrideAccess: true,
    })
    return { kind: 'recorded', id: record.id }
  })
}

const EMPTY_SETTINGS: SiteSettingsView = {
  companyName: '',
  contacts: { address: '', phone: '', email: '' },
  social: { linkedin_link: null, youtube_link: null },
  copyrightYear: 2022,
  tagManagerId: null,
  imprint: EMPTY_IMPRINT,
}

/**
 * What every page's shell needs: navigation and settings, never throwing. SPEC §4, §8: a failed
 * header or footer load is only logged and tried in the other language; the page goes on
 * without it, so its own content, or its 'Data Connection Error', still shows.
 */
export async function getShellData(
  locale: Locale,
): Promise<{ navigation: NavigationItem[]; settings: SiteSettingsView }> {
  const [navigation, settings] = await Promise.all([
    withLocaleFallbackOr('navigation', locale, getNavigation, []),
    withLocaleFallbackOr('site settings', locale, getSiteSettings, EMPTY_SETTINGS),
  ])
  return { navigation, settings }
}
