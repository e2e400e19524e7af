// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import {
  countryIn,
  draftOf,
  greetingOf,
  type MailDraft,
  type Action,
  type MailLocale,
  STAFF_LOCALE,
  translator,
} from '@/server/mail/templates'
import type { Member } from '@/payload-types'

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

/**
 * To the moderators: a new registration waits for a decision. In the staff's language: the
 * country by its name, the market as the caller gives it (./account-mail.ts names the member's
 * choice in this language).
 */
export function registrationForModerators(
  to: string[],
  member: MemberSummary,
  adminUrl: string,
  locale: MailLocale = STAFF_LOCALE,
): MailDraft {
  const t = translator(locale)
  const details = [
    `${member.firstName} ${member.lastName} <${member.email}>`,
    [member.jobTitle, member.company].filter(Boolean).join(', '),
    [member.city, member.country ? countryIn(locale, member.country) : '']
      .filter(Boolean)
      .join(', '),
    `${t('phone')}: ${member.phone}`,
    `${t('market')}: ${member.market}`,
  ].join('\n')
  return draftOf(locale, to, t('moderators.subject', { company: member.company }), {
    paragraphs: [t('moderators.intro'), details, t('moderators.decide')],
    action: { label: t('moderators.action'), href: adminUrl },
  })
}

/** To the new member: we have the registration; a moderator decides. */
export function registrationReceived(locale: MailLocale, to: string, name: string): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('received.subject'), {
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
): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('approved.subject'), {
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
): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('rejected.subject'), {
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
): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('reset.subject'), {
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
 * To the owner of an account whose address was used for a new registration (the form
 * answers as for a new address): nothing changed; how to get in, by the account's status.
 */
export function registeredAgain(
  locale: MailLocale,
  to: string,
  name: string,
  status: Member['status'],
  urls: { login: string; contact: string },
): MailDraft {
  const t = translator(locale)
  const paragraphs = [greetingOf(t, name), t('registrationAttempt.text')]
  let action: Action | undefined
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
  return draftOf(locale, to, t('registrationAttempt.subject'), { paragraphs, action })
}

/** To the new address a member asked for: the link that makes it the account's address. */
export function emailChangeConfirmation(
  locale: MailLocale,
  to: string,
  name: string,
  confirmUrl: string,
  hours: number,
): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('emailChange.subject'), {
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
 * To the address an account had, once a change of it was confirmed (ADR 0026): what happened,
 * and whom to contact if it was not the owner. No link that acts on the account.
 */
export function emailChangedNotice(
  locale: MailLocale,
  to: string,
  name: string,
  contactUrl: string,
): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('emailChanged.subject'), {
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
  locale: MailLocale = STAFF_LOCALE,
): MailDraft {
  const t = translator(locale)
  return draftOf(locale, to, t('accountDeleted.subject'), {
    paragraphs: [
      t('accountDeleted.intro'),
      t('accountDeleted.details', { company, pseudonym, at }),
      t('accountDeleted.retention'),
    ],
    action: { label: t('accountDeleted.action'), href: adminUrl },
  })
}
