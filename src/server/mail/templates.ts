// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import { translator as messagesOf } from '@/i18n/messages'
import { routing, type Locale } from '@/i18n/routing'
import { escapeHtml } from '@/lib/html'
import type { Member } from '@/payload-types'

import type { OutgoingMail } from './transport'

export type MailLocale = Locale

export function mailLocale(value: unknown): MailLocale {
  return routing.locales.includes(value as Locale) ? (value as Locale) : routing.defaultLocale
}

/** A paragraph, or a code (a temporary password) set apart on its own line after the text that introduces it. */
type Part = string | { code: string }
type Block = { paragraphs: Part[]; action?: { label: string; href: string } }

const textOf = (part: Part) => (typeof part === 'string' ? part : part.code)

function htmlOf(part: Part): string {
  return typeof part === 'string'
    ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
    : `<p style="font-family:monospace;font-size:18px;letter-spacing:1px"><strong>${escapeHtml(part.code)}</strong></p>`
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
    paragraphs: [t('greeting', { name }), t('received.text'), t('received.next')],
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
      t('greeting', { name }),
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
    paragraphs: [t('greeting', { name }), t('rejected.text'), t('rejected.contact')],
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
      t('greeting', { name }),
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
  const paragraphs = [t('greeting', { name }), t('registrationAttempt.text')]
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

/** To the staff of a form: a new enquiry, every field, and where to handle it. */
export function enquiryForStaff(
  to: string[],
  formLabel: string,
  fields: [string, string][],
  adminUrl: string,
): OutgoingMail {
  const locale = 'en' as const
  const t = translator(locale)
  const name = fields.find(([k]) => k === 'Name')?.[1] ?? ''
  return compose(locale, to, t('enquiry.subject', { form: formLabel, name }), {
    paragraphs: [
      t('enquiry.intro', { form: formLabel }),
      fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ],
    action: { label: t('enquiry.action'), href: adminUrl },
  })
}

/** To the sender: we have the enquiry and will answer. */
export function enquiryReceived(locale: MailLocale, to: string, name: string): OutgoingMail {
  const t = translator(locale)
  return compose(locale, to, t('enquiryReceived.subject'), {
    paragraphs: [t('greeting', { name }), t('enquiryReceived.text'), t('enquiryReceived.next')],
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
      t('greeting', { name }),
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
      t('greeting', { name }),
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
        t('greeting', { name }),
        t(sds ? 'revisionNotice.text' : 'revisionNotice.textOther'),
        t('revisionNotice.details', {
          title: notice.title,
          grades: notice.grades || '—',
          revision: notice.revision,
          date: notice.date,
        }),
        ...(notice.note ? [t('revisionNotice.changes', { note: notice.note })] : []),
        t('revisionNotice.personal'),
        t('revisionNotice.stable', { url: notice.stableUrl }),
        t('revisionNotice.page', { url: notice.pageUrl }),
      ],
      action: { label: t('revisionNotice.action'), href: notice.personalUrl },
    },
  )
}
