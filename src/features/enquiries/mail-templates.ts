// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import { MESSAGES } from '@/i18n/messages'
import {
  countryIn,
  draftOf,
  greetingOf,
  type MailDraft,
  type MailLocale,
  STAFF_LOCALE,
  translator,
} from '@/server/mail/templates'
import { mailAddress } from '@/server/mail/transport'
import type { Enquiry } from '@/payload-types'

import {
  ENQUIRY_TYPE_LABELS,
  enquiryFields,
  enquiryReference,
  GRADE_NOT_SURE_LABEL,
} from './enquiries'

/**
 * An enquiry as stored (src/collections/enquiries): its id and arrival (the reference), its
 * form, the sender and the fields as sent.
 */
export type StoredEnquiry = Pick<Enquiry, 'id' | 'createdAt' | 'type' | 'name' | 'email' | 'fields'>

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
 * A field's value in the mail's language: a country code by its name, the sample request's
 * "not sure yet" in that language's words; the rest as sent (a market comes from the caller
 * already named in the mail's language, see ./enquiry-mail.ts).
 */
function fieldValue(locale: MailLocale, key: string, value: unknown): string {
  const text = textValue(value)
  if (key === 'country') return countryIn(locale, text)
  if (key === 'grade' && text === GRADE_NOT_SURE_LABEL) return MESSAGES[locale].enquiry.gradeNotSure
  return text
}

/** What was sent, one "Label: value" line per filled field, in the form's order. */
function sentLines(locale: MailLocale, enquiry: StoredEnquiry): string[] {
  const fields = fieldsOf(enquiry)
  const name = senderName(enquiry)
  const order = [
    ...enquiryFields(enquiry.type).map((field) => field.name),
    ...ADDED_FIELDS,
    ...Object.keys(fields),
  ].filter((key, index, all) => all.indexOf(key) === index && !NOT_LISTED.has(key))
  return [
    ...(name ? [`${fieldLabel(locale, enquiry.type, 'name')}: ${name}`] : []),
    `${fieldLabel(locale, enquiry.type, 'email')}: ${enquiry.email}`,
    ...order.flatMap((key) => {
      const value = fieldValue(locale, key, fields[key])
      return value ? [`${fieldLabel(locale, enquiry.type, key)}: ${value}`] : []
    }),
  ]
}

/**
 * To the staff of a form: a new enquiry (or application: the job's title in subject and
 * intro), its reference, every field under its form label in the staff's language, and where
 * to handle it. A reply goes to the sender.
 */
export function enquiryForStaff(
  to: string[],
  enquiry: StoredEnquiry,
  adminUrl: string,
  locale: MailLocale = STAFF_LOCALE,
): MailDraft {
  const t = translator(locale)
  const fields = fieldsOf(enquiry)
  const form = ENQUIRY_TYPE_LABELS[enquiry.type][locale]
  const name = senderName(enquiry)
  const job = enquiry.type === 'job-response' ? textValue(fields.jobTitle) : ''
  const who = name || enquiry.email
  const subject = job
    ? t('enquiry.subjectJob', { form, job, name: who })
    : t('enquiry.subject', { form, name: who })
  const lines = [
    `${t('enquiry.reference')}: ${enquiryReference(enquiry)}`,
    ...sentLines(locale, enquiry),
  ]
  return draftOf(
    locale,
    to,
    subject,
    {
      paragraphs: [
        job ? t('enquiry.introJob', { job }) : t('enquiry.intro', { form }),
        lines.join('\n'),
      ],
      action: { label: t(job ? 'enquiry.actionJob' : 'enquiry.action'), href: adminUrl },
    },
    mailAddress(name, enquiry.email),
  )
}

/**
 * To the sender: we have the enquiry (or the application, for the job named) and will answer;
 * what they sent, in their language, and the reference to quote.
 */
export function enquiryReceived(locale: MailLocale, to: string, enquiry: StoredEnquiry): MailDraft {
  const t = translator(locale)
  const name = senderName(enquiry)
  const application = enquiry.type === 'job-response'
  const job = application ? textValue(fieldsOf(enquiry).jobTitle) : ''
  const thanks = !application
    ? t('enquiryReceived.text')
    : job
      ? t('applicationReceived.text', { job })
      : t('applicationReceived.textAny')
  const reference = [
    t('enquiryReceived.reference', { reference: enquiryReference(enquiry) }),
    t(application ? 'applicationReceived.quote' : 'enquiryReceived.quote'),
  ].join('\n')
  return draftOf(
    locale,
    to,
    t(application ? 'applicationReceived.subject' : 'enquiryReceived.subject'),
    {
      paragraphs: [
        greetingOf(t, name),
        thanks,
        t('enquiryReceived.sent'),
        sentLines(locale, enquiry).join('\n'),
        reference,
        t('enquiryReceived.next'),
      ],
    },
  )
}
