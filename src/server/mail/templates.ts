// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import { type MessageKey, translator as messagesOf } from '@/i18n/messages'
import { routing, type Locale } from '@/i18n/routing'
import { COUNTRY_CODES, countryName } from '@/lib/countries'
import { escapeHtml } from '@/lib/html'

import { type MailAddress, type OutgoingMail } from './transport'

export type MailLocale = Locale

export function mailLocale(value: unknown): MailLocale {
  return routing.locales.includes(value as Locale) ? (value as Locale) : routing.defaultLocale
}

/**
 * The language of the mails to the staff (a new enquiry or registration, a deleted account):
 * the site's default language, whatever language the sender wrote in. What a sender chose (a
 * market, a country) is shown in it too. The staff have no language setting of their own.
 */
export const STAFF_LOCALE: MailLocale = routing.defaultLocale

/**
 * A paragraph; a code (a temporary password) or a link (an address shown in full) set apart on
 * its own line right after the sentence that introduces it.
 */
export type Part = string | { code: string } | { link: string }
export type Action = { label: string; href: string }

/**
 * A mail's content, before the layout (renderMail): what every template returns. The sending
 * side adds the company's details (MailBrand, from the site settings) and renders both parts.
 */
export type MailDraft = {
  to: string | string[]
  subject: string
  locale: MailLocale
  paragraphs: Part[]
  action?: Action
  /** Where a reply goes (the sender of an enquiry), when it is not the site's own address. */
  replyTo?: MailAddress
}

/**
 * The company as the layout shows it, in the mail's language (./brand.ts reads it from the site
 * settings): the header's link and logo, the footer's address, contacts and legal details.
 */
export type MailBrand = {
  companyName: string
  /** One address line per line. */
  address: string
  phone: string
  email: string
  /** The site's address (SERVER_URL): the header links to it, the footer names its host. */
  siteUrl: string
  /** The logo's absolute address on the site, or null: the text brand stands alone. */
  logoUrl: string | null
  /** The legal notice's facts the footer gives ('' where the settings leave one out). */
  legal: {
    registeredOffice: string
    registerNumber: string
    registerCourt: string
    vatId: string
    managingDirectors: string
  }
}

const textOf = (part: Part) =>
  typeof part === 'string' ? part : 'code' in part ? part.code : part.link

const COLOR = { text: '#1a1a1a', primary: '#00418c', muted: '#4a4a4a', band: '#f3f6fa' }
const FONT = 'font-family:Arial,Helvetica,sans-serif'

/** Text as HTML: escaped, its line breaks kept. */
const htmlText = (text: string) => escapeHtml(text).replace(/\n/g, '<br>')

function htmlOf(part: Part): string {
  if (typeof part === 'string') return `<p>${htmlText(part)}</p>`
  if ('link' in part) {
    const href = escapeHtml(part.link)
    return `<p><a href="${href}" style="color:${COLOR.primary}">${href}</a></p>`
  }
  return `<p style="font-family:monospace;font-size:18px;letter-spacing:1px"><strong>${escapeHtml(part.code)}</strong></p>`
}

/** "Dear Walter Walk," with the name; a greeting without one when none is known. */
export function greetingOf(t: ReturnType<typeof translator>, name: string): string {
  const trimmed = name.trim()
  return trimmed ? t('greeting', { name: trimmed }) : t('greetingNoName')
}

/** The host a footer names ('www.eurotalc.example'); the address as given if it is none. */
function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * The footer in the mail's language: the company with the site's host, its address, its
 * contacts, and the legal notice's facts (as the grade data sheet's letterhead gives them);
 * empty ones left out.
 */
function footerOf(locale: MailLocale, brand: MailBrand) {
  const label = messagesOf(locale, 'imprint')
  const { legal } = brand
  const register = [legal.registerNumber, legal.registerCourt].filter(Boolean).join(', ')
  const facts: Array<[MessageKey<'imprint'>, string]> = [
    ['registeredOffice', legal.registeredOffice],
    ['registerNumber', register],
    ['vatId', legal.vatId],
    ['managingDirectors', legal.managingDirectors],
  ]
  return {
    host: hostOf(brand.siteUrl),
    address: brand.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    phone: brand.phone ? `${label('phone')}: ${brand.phone}` : '',
    emailLabel: label('email'),
    legal: facts.filter(([, value]) => value).map(([key, value]) => `${label(key)}: ${value}`),
  }
}

const SEPARATOR = ' \u00b7 '

/**
 * One plain-text and one HTML body from the same draft, in one layout for every mail: the
 * content's parts in the same order in both, the closing, then the company's footer. The HTML
 * part is a single column of tables that mail clients render; its header is the brand as text
 * (shown when the client blocks images) with the logo from the site beside it. Every value is
 * escaped in the HTML part.
 */
export function renderMail(draft: MailDraft, brand: MailBrand): OutgoingMail {
  const { locale, paragraphs, action } = draft
  const t = translator(locale)
  const signature = t('signature')
  const footer = footerOf(locale, brand)

  const textParts = paragraphs.map(textOf)
  if (action) textParts.push(`${action.label}: ${action.href}`)
  textParts.push(signature)
  const textEmail = brand.email ? `${footer.emailLabel}: ${brand.email}` : ''
  const text = [
    textParts.join('\n\n'),
    // The usual signature separator: mail programs set the footer apart (and leave it out of
    // a quoted reply).
    [
      '-- ',
      [brand.companyName, footer.host].filter(Boolean).join(SEPARATOR),
      ...footer.address,
      [footer.phone, textEmail].filter(Boolean).join(SEPARATOR),
      footer.legal.join(SEPARATOR),
    ]
      .filter(Boolean)
      .join('\n'),
  ].join('\n\n')

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${COLOR.muted}">${escapeHtml(label)}</a>`
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" width="32" height="32" alt="" style="border:0;vertical-align:middle;margin-right:10px">`
    : ''
  const company = [
    brand.companyName ? `<strong>${escapeHtml(brand.companyName)}</strong>` : '',
    link(brand.siteUrl, footer.host),
  ]
    .filter(Boolean)
    .join(SEPARATOR)
  const contacts = [
    footer.phone ? escapeHtml(footer.phone) : '',
    brand.email
      ? `${escapeHtml(footer.emailLabel)}: ${link(`mailto:${brand.email}`, brand.email)}`
      : '',
  ].filter(Boolean)
  const paragraph = (inner: string, last = false) =>
    `<p style="margin:0${last ? '' : ' 0 8px'}">${inner}</p>`
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(draft.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOR.band};${FONT};color:${COLOR.text};line-height:1.5">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOR.band}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff">`,
    // The header: the brand as text, which shows whether or not the client loads the logo.
    `<tr><td style="padding:20px 32px;border-bottom:4px solid ${COLOR.primary}">`,
    `<a href="${escapeHtml(brand.siteUrl)}" style="color:${COLOR.primary};text-decoration:none;font-size:22px;font-weight:bold">${logo}<span style="vertical-align:middle">${escapeHtml(messagesOf(locale, 'site')('name'))}</span></a>`,
    '</td></tr>',
    `<tr><td style="padding:24px 32px;${FONT};font-size:15px;color:${COLOR.text}">`,
    '<!-- message -->',
    ...paragraphs.map(htmlOf),
    action
      ? `<p><a href="${escapeHtml(action.href)}" style="color:${COLOR.primary}">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p>${htmlText(signature)}</p>`,
    '<!-- /message -->',
    '</td></tr>',
    // The footer: who sends this, as the imprint says.
    `<tr><td style="padding:16px 32px;background:${COLOR.band};${FONT};font-size:12px;color:${COLOR.muted}">`,
    paragraph(
      [company, ...footer.address.map(escapeHtml)].join('<br>'),
      contacts.length === 0 && footer.legal.length === 0,
    ),
    contacts.length > 0 ? paragraph(contacts.join(SEPARATOR), footer.legal.length === 0) : '',
    footer.legal.length > 0 ? paragraph(footer.legal.map(escapeHtml).join(SEPARATOR), true) : '',
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n')
  return {
    to: draft.to,
    subject: draft.subject,
    text,
    html,
    language: locale,
    ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
  }
}

export function draftOf(
  locale: MailLocale,
  to: string | string[],
  subject: string,
  { paragraphs, action }: { paragraphs: Part[]; action?: Action },
  replyTo?: MailAddress | null,
): MailDraft {
  return {
    to,
    subject,
    locale,
    paragraphs,
    ...(action ? { action } : {}),
    ...(replyTo ? { replyTo } : {}),
  }
}

export function translator(locale: MailLocale) {
  return messagesOf(locale, 'mail')
}

/** A country code as its name in `locale` ('DE' → 'Germany'); anything else as stored. */
export function countryIn(locale: MailLocale, value: string): string {
  return COUNTRY_CODES.has(value) ? countryName(value, locale) : value
}
