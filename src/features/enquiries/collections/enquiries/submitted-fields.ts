import { MESSAGES } from '@/i18n/messages'
import { type Locale, LOCALES, localeOr } from '@/i18n/locales'
import { COUNTRY_CODES, countryName } from '@/lib/countries'
import {
  ENQUIRY_TYPES,
  type EnquiryType,
  enquiryFields,
  isEnquiryType,
} from '@/features/enquiries/enquiries'

/**
 * An enquiry's submitted fields as staff read them (the admin's edit view, the CSV export): each
 * under the label the form shows it with, in the admin's language, in the form's order, then
 * what the site adds (a job response's opening and file), then any field an older form stored.
 */

/** The admin's language as the site's messages know it (Payload's `i18n.language`). */
export const adminLanguage = (language: string | undefined): Locale => localeOr(language)

/** A job response's `jobTitle` is the opening's title, not the sender's job title. */
const OPENING = 'opening'
/** What the site adds to a job response, after the form's own fields. */
const ADDED = [OPENING, 'jobReference', 'fileName'] as const
/** The opening's id (its slug): said by its title and reference when they are stored. */
const JOB_SLUG = 'job'

/** The key a stored field is shown and exported under (the opening gets its own). */
const shownKey = (type: string, key: string) =>
  type === 'job-response' && key === 'jobTitle' ? OPENING : key

/** The stored value behind a shown key. */
export function submittedValue(
  type: string,
  fields: Record<string, unknown>,
  key: string,
): unknown {
  if (type !== 'job-response') return key === OPENING ? undefined : fields[key]
  if (key === 'jobTitle') return undefined
  return fields[key === OPENING ? 'jobTitle' : key]
}

/**
 * A field's label: the staff mail's own words (name, e-mail, the opening, the reference, the
 * file), else the form's label; a field neither knows (stored by an older form) in words, never
 * as its raw key.
 */
export function submittedFieldLabel(language: Locale, key: string): string {
  const mail = MESSAGES[language].mail.enquiry.labels as Record<string, string | undefined>
  const form = MESSAGES[language].enquiry.fields as Record<string, string | undefined>
  const known = mail[key] ?? form[key]
  if (known) return known
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Both languages' label of a field (a CSV column's heading). */
export const submittedFieldLabels = (key: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, submittedFieldLabel(l, key)])) as Record<Locale, string>

const YES_NO = { en: ['Yes', 'No'], de: ['Ja', 'Nein'] } as const

/** A value as text; a country code also by its name in the admin's language. */
function shownValue(language: Locale, key: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1]
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value).trim()
  if (key === 'country' && COUNTRY_CODES.has(text))
    return `${countryName(text, language)} (${text})`
  return text
}

export const fieldsOf = (fields: unknown): Record<string, unknown> =>
  fields && typeof fields === 'object' && !Array.isArray(fields)
    ? (fields as Record<string, unknown>)
    : {}

/** The form's fields of `type` by their shown keys (none for a form the site no longer has). */
const formKeys = (type: string): string[] =>
  isEnquiryType(type) ? enquiryFields(type).map((field) => shownKey(type, field.name)) : []

const unique = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) === index)

export type SubmittedField = { key: string; label: string; value: string }

/** One enquiry's fields with a value, labelled in `language`, in the form's order. */
export function submittedFields(type: string, stored: unknown, language: Locale): SubmittedField[] {
  const fields = fieldsOf(stored)
  const keys = unique([
    ...formKeys(type),
    ...ADDED,
    ...Object.keys(fields).map((key) => shownKey(type, key)),
  ])
  const entries = keys.flatMap((key) => {
    const value = shownValue(language, key, submittedValue(type, fields, key))
    return value ? [{ key, label: submittedFieldLabel(language, key), value }] : []
  })
  const named = entries.some(({ key }) => key === OPENING || key === 'jobReference')
  return named ? entries.filter(({ key }) => key !== JOB_SLUG) : entries
}

/** Every form's fields in one order (the CSV's columns), the site's additions after them. */
const ALL_KEYS = unique([...ENQUIRY_TYPES.flatMap((type) => formKeys(type)), ...ADDED])

/**
 * The columns an export of these enquiries gets: the fields of each form among them, the site's
 * additions and older forms' fields that hold a value; `skip` names the fields the export has
 * its own columns for (the sender's name, company and address).
 */
export function submittedFieldKeys(
  rows: ReadonlyArray<{ type: EnquiryType | string; fields?: unknown }>,
  skip: ReadonlySet<string>,
): string[] {
  const present = new Set<string>()
  for (const row of rows) {
    for (const key of formKeys(row.type)) present.add(key)
    const fields = fieldsOf(row.fields)
    for (const key of Object.keys(fields)) {
      const shown = shownKey(row.type, key)
      const value = fields[key]
      if (value !== null && value !== undefined && value !== '') present.add(shown)
    }
  }
  const known = ALL_KEYS.filter((key) => present.has(key))
  const others = [...present].filter((key) => !ALL_KEYS.includes(key))
  return [...known, ...others].filter((key) => !skip.has(key) && key !== JOB_SLUG)
}
