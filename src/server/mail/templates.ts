// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import { MESSAGES, translator as messagesOf } from '@/i18n/messages'
import { routing, type Locale } from '@/i18n/routing'
import { ENQUIRY_TYPE_LABELS, enquiryFields } from '@/lib/enquiries'
import { escapeHtml } from '@/lib/html'
import type { Enquiry, Member } from '@/payload-types'

import type { OutgoingMail } from './transport'

export type MailLocale = Locale

export function mailLocale(value: unknown): MailLocale {
  return routing.locales.includes(value as Locale) ? (value as Locale) : routing.defaultLocale
}

/**
 * A paragraph; a code (a temporary password) or a link (an address shown in full) set apart on
 * its own line right after the sentence that introduces it.
 */
type Part = string | { code: string } | { link: string }
type Block = { paragraphs: Part[]; action?: { label: string; href: string } }

const textOf = (part: Part) =>
  typeof part === 'string' ? part : 'code' in part ? part.code : part.link

function htmlOf(part: Part): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
  if ('link' in part) {
    const href = escapeHtml(part.link)
    return `<p><a href="${href}" style="color:#00418c">${href}</a></p>`
  }
  return `<p style="font-family:monospace;font-size:18px;letter-spacing:1px"><strong>${escapeHtml(part.code)}</strong></p>`
}

/** "Dear Walter Walk," with the name; a greeting without one when none is known. */
function greetingOf(t: ReturnType<typeof translator>, name: string): string {
  const trimmed = name.trim()
  return trimmed ? t('greeting', { name: trimmed }) : t('greetingNoName')
}

/**
 * One plain-text and one HTML body from the same parts in the same order, so both always say
 * the same. Every value is escaped in the HTML part; the layout is a single column that mail
 * clients render.
 */
function compose(
  locale: MailLocale,
  to: string | string[],
  subject: string,
  { paragraphs, action }: Block,
): OutgoingMail {
  const t = translator(locale)
  const signature = t('signature')
  const textParts = paragraphs.map(textOf)
  if (action) textParts.push(`${action.label}: ${action.href}`)
  textParts.push(signature)

  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">`,
    ...paragraphs.map(htmlOf),
    action
      ? `<p><a href="${escapeHtml(action.href)}" style="color:#00418c">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n')
  return { to, subject, text: textParts.join('\n\n'), html, language: locale }
}

function translator(locale: MailLocale) {
  return messagesOf(locale, 'mail')
}

export type MemberSummary = Pick<
  Member,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'jobTitle'
  | 'phone'
  | 'city'
  | 'country'
  | 'market'
>

/** To the moderators: a new registration waits for a decision. */
export function registrationForModerators(
  to: string[],
  member: MemberSummary,
  adminUrl: string,
): OutgoingMail {
  const locale = 'en' as const
  const t = translator(locale)
  const details = [
    `${member.firstName} ${member.lastName} <${member.email}>`,
    [member.jobTitle, member.company].filter(Boolean).join(', '),
    [member.city, member.country].filter(Boolean).join(', '),
    `${t('phone')}: ${member.phone}`,
    `${t('market')}: ${member.market}`,
  ].join('\n')
  return compose(locale, to, t('moderators.subject', { company: member.company }), {
    paragraphs: [t('moderators.intro'), details, t('moderators.decide')],
    action: { label: t('moderators.action'), href: adminUrl },
  })
}

/** To the new member: we have the registration; a moderator decides. */
export function registrationReceived(locale: MailLocale, to: string, name: string): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('received.subject'), {
    paragraphs: [greetingOf(t, name), t('received.text'), t('received.next')],
  })
}

/** To the member: approved, with the one temporary password the site ever sends. */
export function memberApproved(
  locale: MailLocale,
  to: string,
  name: string,
  temporaryPassword: string,
  loginUrl: string,
  days: number,
): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('approved.subject'), {
    paragraphs: [
      greetingOf(t, name),
      t('approved.text', { email: to }),
      { code: temporaryPassword },
      t('approved.validity', { days }),
      t('approved.change'),
    ],
    action: { label: t('approved.action'), href: loginUrl },
  })
}

export function memberRejected(
  locale: MailLocale,
  to: string,
  name: string,
  contactUrl: string,
): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('rejected.subject'), {
    paragraphs: [greetingOf(t, name), t('rejected.text'), t('rejected.contact')],
    action: { label: t('rejected.action'), href: contactUrl },
  })
}

export function passwordReset(
  locale: MailLocale,
  to: string,
  name: string,
  resetUrl: string,
  minutes: number,
): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('reset.subject'), {
    paragraphs: [
      greetingOf(t, name),
      t('reset.text'),
      t('reset.validity', { minutes }),
      t('reset.ignore'),
    ],
    action: { label: t('reset.action'), href: resetUrl },
  })
}

/**
 * To the owner of an account whose address was used for a new registration (issue 21: the form
 * answers as for a new address): nothing changed; how to get in, by the account's status.
 */
export function registeredAgain(
  locale: MailLocale,
  to: string,
  name: string,
  status: Member['status'],
  urls: { login: string; contact: string },
): OutgoingMail {
  const t = translator(locale)
  const paragraphs = [greetingOf(t, name), t('registrationAttempt.text')]
  let action: Block['action']
  if (status === 'approved') {
    paragraphs.push(t('registrationAttempt.approved'))
    action = { label: t('registrationAttempt.login'), href: urls.login }
  } else if (status === 'pending') {
    paragraphs.push(t('registrationAttempt.pending'))
  } else {
    paragraphs.push(t('registrationAttempt.rejected'))
    action = { label: t('registrationAttempt.contact'), href: urls.contact }
  }
  paragraphs.push(t('registrationAttempt.ignore'))
  return compose(locale, to, t('registrationAttempt.subject'), { paragraphs, action })
}

/** An enquiry as stored (src/collections/enquiries): its form, the sender and the fields as sent. */
export type StoredEnquiry = Pick<Enquiry, 'type' | 'name' | 'email' | 'fields'>

const fieldsOf = (enquiry: StoredEnquiry): Record<string, unknown> =>
  enquiry.fields && typeof enquiry.fields === 'object' && !Array.isArray(enquiry.fields)
    ? (enquiry.fields as Record<string, unknown>)
    : {}

const textValue = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim()

/** The sender's name: as stored, else from the form's name fields (older job responses: none). */
function senderName(enquiry: StoredEnquiry): string {
  const fields = fieldsOf(enquiry)
  return (
    textValue(enquiry.name) ||
    [textValue(fields.firstName), textValue(fields.lastName)].filter(Boolean).join(' ')
  )
}

/** Shown in the Name line; the opening's id (its slug) is said by its title and reference. */
const NOT_LISTED = new Set(['firstName', 'lastName', 'email', 'job'])
/** What the site adds to a job response, after the form's own fields. */
const ADDED_FIELDS = ['jobTitle', 'jobReference', 'fileName'] as const

/**
 * A field's label in the mail's language: the mail's own (`mail.enquiry.labels`: the name, the
 * opening of a job response), else as the form shows it (`enquiry.fields`); a field neither
 * knows (stored by an older form) in words, never as its raw key.
 */
function fieldLabel(locale: MailLocale, type: StoredEnquiry['type'], key: string): string {
  const form = MESSAGES[locale].enquiry.fields as Record<string, string>
  const mail = MESSAGES[locale].mail.enquiry.labels as Record<string, string>
  // A job response's `jobTitle` is the opening's title, not the sender's job title.
  const own = type === 'job-response' && key === 'jobTitle' ? 'opening' : key
  const known = mail[own] ?? form[own]
  if (known) return known
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * To the staff of a form: a new enquiry (or application: the job's title in subject and
 * intro), every field under its form label in the mail's language, and where to handle it.
 */
export function enquiryForStaff(
  to: string[],
  enquiry: StoredEnquiry,
  adminUrl: string,
  locale: MailLocale = 'en',
): OutgoingMail {
  const t = translator(locale)
  const fields = fieldsOf(enquiry)
  const form = ENQUIRY_TYPE_LABELS[enquiry.type][locale]
  const name = senderName(enquiry)
  const job = enquiry.type === 'job-response' ? textValue(fields.jobTitle) : ''
  const who = name || enquiry.email
  const subject = job
    ? t('enquiry.subjectJob', { form, job, name: who })
    : t('enquiry.subject', { form, name: who })
  const order = [
    ...enquiryFields(enquiry.type).map((field) => field.name),
    ...ADDED_FIELDS,
    ...Object.keys(fields),
  ].filter((key, index, all) => all.indexOf(key) === index && !NOT_LISTED.has(key))
  const lines = [
    ...(name ? [`${fieldLabel(locale, enquiry.type, 'name')}: ${name}`] : []),
    `${fieldLabel(locale, enquiry.type, 'email')}: ${enquiry.email}`,
    ...order.flatMap((key) => {
      const value = textValue(fields[key])
      return value ? [`${fieldLabel(locale, enquiry.type, key)}: ${value}`] : []
    }),
  ]
  return compose(locale, to, subject, {
    paragraphs: [
      job ? t('enquiry.introJob', { job }) : t('enquiry.intro', { form }),
      lines.join('\n'),
    ],
    action: { label: t(job ? 'enquiry.actionJob' : 'enquiry.action'), href: adminUrl },
  })
}

/** To the sender: we have the enquiry (or the application, for the job named) and will answer. */
export function enquiryReceived(
  locale: MailLocale,
  to: string,
  enquiry: StoredEnquiry,
): OutgoingMail {
  const t = translator(locale)
  const name = senderName(enquiry)
  if (enquiry.type === 'job-response') {
    const job = textValue(fieldsOf(enquiry).jobTitle)
    return compose(locale, to, t('applicationReceived.subject'), {
      paragraphs: [
        greetingOf(t, name),
        job ? t('applicationReceived.text', { job }) : t('applicationReceived.textAny'),
        t('enquiryReceived.next'),
      ],
    })
  }
  return compose(locale, to, t('enquiryReceived.subject'), {
    paragraphs: [greetingOf(t, name), t('enquiryReceived.text'), t('enquiryReceived.next')],
  })
}

/** To the new address a member asked for: the link that makes it the account's address. */
export function emailChangeConfirmation(
  locale: MailLocale,
  to: string,
  name: string,
  confirmUrl: string,
  hours: number,
): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('emailChange.subject'), {
    paragraphs: [
      greetingOf(t, name),
      t('emailChange.text'),
      t('emailChange.validity', { hours }),
      t('emailChange.ignore'),
    ],
    action: { label: t('emailChange.action'), href: confirmUrl },
  })
}

/**
 * To the address an account had, once a change of it was confirmed (issue 36): what happened,
 * and whom to contact if it was not the owner. No link that acts on the account.
 */
export function emailChangedNotice(
  locale: MailLocale,
  to: string,
  name: string,
  contactUrl: string,
): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('emailChanged.subject'), {
    paragraphs: [
      greetingOf(t, name),
      t('emailChanged.text', { email: to }),
      t('emailChanged.ok'),
      t('emailChanged.notYou'),
    ],
    action: { label: t('emailChanged.action'), href: contactUrl },
  })
}

/** To the moderators: a customer deleted their own account (no address, only the pseudonym). */
export function accountDeletedForModerators(
  to: string[],
  { company, pseudonym, at }: { company: string; pseudonym: string; at: string },
  adminUrl: string,
): OutgoingMail {
  const locale = 'en' as const
  const t = translator(locale)
  return compose(locale, to, t('accountDeleted.subject'), {
    paragraphs: [
      t('accountDeleted.intro'),
      t('accountDeleted.details', { company, pseudonym, at }),
      t('accountDeleted.retention'),
    ],
    action: { label: t('accountDeleted.action'), href: adminUrl },
  })
}

/** An SDS update notice (issue 24): what changed, the personal link and the lasting address. */
export function revisionNotice(
  locale: MailLocale,
  to: string,
  name: string,
  notice: {
    title: string
    grades: string
    revision: string
    date: string
    note: string | null
    personalUrl: string
    stableUrl: string
    pageUrl: string
    /** Safety data sheets are the legal case; other types get the same mail in general words. */
    safetyDataSheet: boolean
  },
): OutgoingMail {
  const t = translator(locale)
  const sds = notice.safetyDataSheet
  return compose(
    locale,
    to,
    t(sds ? 'revisionNotice.subject' : 'revisionNotice.subjectOther', {
      title: notice.title,
      revision: notice.revision,
    }),
    {
      paragraphs: [
        greetingOf(t, name),
        t(sds ? 'revisionNotice.text' : 'revisionNotice.textOther'),
        t('revisionNotice.details', {
          title: notice.title,
          grades: notice.grades || '—',
          revision: notice.revision,
          date: notice.date,
        }),
        ...(notice.note ? [t('revisionNotice.changes', { note: notice.note })] : []),
        // Each address right after the sentence that introduces it (issue 37).
        t('revisionNotice.personal'),
        { link: notice.personalUrl },
        t('revisionNotice.stable'),
        { link: notice.stableUrl },
        t('revisionNotice.page'),
        { link: notice.pageUrl },
      ],
    },
  )
}
