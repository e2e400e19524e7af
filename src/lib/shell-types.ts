import { type Locale } from '@/i18n/locales'

/**
 * The shapes of SPEC §3 that the shell's API answers (/api/v1/navigations, /social, /cookies)
 * and that the pages render. Field names follow the SPEC word for word, hence the snake_case.
 */

export type RelatedLink = { title: string; href: string }

/** A product-market entry of a sublink: the sub-submenu of SPEC §2.4. */
export type ProductMarketLink = { title: string; href: string; related: RelatedLink[] }

export type Sublink = {
  /** The label, already in the requested language (SPEC: "translation key"). */
  link: string
  /** Locale-prefixed for German ('/de/…'), plain for English; external links as they are. */
  href: string
  /** True when the link opens a tab of its page (the download tabs). */
  tabActive: boolean
  currentTab: string | null
  /** The uploaded image of the card, or null. */
  img: string | null
  /** Shown when there is no uploaded image. */
  imgFallback: string
  imgFallbackAlt: string
  /** Card title; the label when the editor left it empty. */
  title: string
  /** Card text as HTML (escaped paragraphs). */
  text: string
  productmarkets: ProductMarketLink[]
}

export type NavigationItem = {
  id: string
  link: string
  href: string
  sublinks: Sublink[]
}

export type SocialLinks = { linkedin_link: string | null; youtube_link: string | null }

export type Contacts = { address: string; phone: string; email: string }

export type CookieContent = {
  title: string
  /** HTML, converted from the rich text the editor wrote. */
  content: string
  /** Changes whenever the text changes; stored with each consent decision. */
  version: string
}

/** Local storage key `cookies` (SPEC §3): terms = analytics cookies, information = advertising. */
export type CookiePreferences = { terms: boolean; information: boolean }

export type LanguageEntry = { locale: Locale; lang: string; img: string }

/** How many sublinks of a section appear as image cards in the desktop menu (SPEC §2.4). */
export const IMAGE_CARD_COUNT = 3

/** A menu card's picture, its addresses made on the server (next/image's `getImageProps`). */
export type CardImage = { src: string; srcSet?: string }
