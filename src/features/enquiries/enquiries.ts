import { z } from 'zod'

import '@/lib/zod'
import { SLUG_PATTERN } from '@/lib/slug.mjs'

import { personFields, requiredText } from '@/features/accounts/accounts'
import {
  type EnquiryField,
  ENQUIRY_TYPES,
  type EnquiryType,
  GRADE_NOT_SURE,
} from './enquiry-fields'

export * from './enquiry-fields'

/**
 * The enquiry forms (SPEC §3 field lists, §5 messages), one schema per form, used by the server
 * and, loaded when the visitor starts filling a form in (ADR 0015), by the browser. Every form
 * ends with the confirm block of SPEC §2.5: the terms (required) and the e-mail information
 * consent.
 */

export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, { en: string; de: string }> = {
  'request-a-sample': { en: 'Sample request', de: 'Musteranfrage' },
  'contact-sales': { en: 'Sales enquiry', de: 'Vertriebsanfrage' },
  'general-enquiries': { en: 'General enquiry', de: 'Allgemeine Anfrage' },
  'contact-us': { en: 'Contact us', de: 'Kontakt' },
  'team-form': { en: 'Message to the team', de: 'Nachricht an das Team' },
  'job-response': { en: 'Job application', de: 'Bewerbung' },
}

export const isEnquiryType = (value: string): value is EnquiryType =>
  (ENQUIRY_TYPES as readonly string[]).includes(value)

/** A free text: 'Write something' when empty. */
const message = z
  .string({ error: 'writeSomething' })
  .trim()
  .min(1, { error: 'writeSomething' })
  .max(5000, { error: 'tooLong' })

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((v) => v ?? '')

/**
 * The grade a sample is asked for: a grade's slug, or "not sure yet". Whether the
 * slug names a published grade is the server's check (submitEnquiry), like the market's.
 */
const grade = z
  .string({ error: 'select' })
  .trim()
  .min(1, { error: 'select' })
  .max(200, { error: 'select' })
  .refine((value) => value === GRADE_NOT_SURE || SLUG_PATTERN.test(value), {
    error: 'select',
  })

const consent = { terms: personFields.terms, information: personFields.information }
const { firstName, lastName, company, jobTitle, email, phone, city, country, market } = personFields

const contact = { firstName, lastName, company, jobTitle, country, email, phone }

export const ENQUIRY_SCHEMAS = {
  'request-a-sample': z.object({
    firstName,
    lastName,
    company,
    jobTitle,
    address: requiredText(200),
    address2: optional(200),
    postalCode: requiredText(20),
    city,
    country,
    email,
    phone,
    market,
    // The page asks for "your application and the grade you are interested in".
    application: requiredText(200),
    grade,
    ...consent,
  }),
  'contact-sales': z.object({ ...contact, market, query: message, ...consent }),
  'general-enquiries': z.object({ ...contact, query: message, ...consent }),
  'contact-us': z.object({ ...contact, query: message, ...consent }),
  'team-form': z.object({
    firstName,
    lastName,
    email,
    theme: requiredText(200),
    text: message,
    ...consent,
  }),
  // SPEC §3: e-mail, self-introduction and a file (checked apart: see attachmentProblem), and
  // also the name (the mails greet the applicant and name them to the staff); the
  // job is the opening's id from the page, and the terms cover keeping the application.
  'job-response': z.object({
    firstName,
    lastName,
    email,
    introduction: message,
    job: z
      .string({ error: 'invalidForm' })
      .regex(SLUG_PATTERN, { error: 'invalidForm' })
      .max(200, { error: 'invalidForm' }),
    terms: personFields.terms,
  }),
} as const

export type EnquiryInput<T extends EnquiryType> = z.infer<(typeof ENQUIRY_SCHEMAS)[T]>

const FIELD_KINDS: Record<string, Omit<EnquiryField, 'name' | 'required'>> = {
  firstName: { kind: 'text', autoComplete: 'given-name' },
  lastName: { kind: 'text', autoComplete: 'family-name' },
  company: { kind: 'text', autoComplete: 'organization' },
  jobTitle: { kind: 'text', autoComplete: 'organization-title' },
  address: { kind: 'text', autoComplete: 'address-line1' },
  address2: { kind: 'text', autoComplete: 'address-line2' },
  postalCode: { kind: 'text', autoComplete: 'postal-code' },
  city: { kind: 'text', autoComplete: 'address-level2' },
  country: { kind: 'country', autoComplete: 'country' },
  email: { kind: 'email', autoComplete: 'email' },
  phone: { kind: 'tel', autoComplete: 'tel' },
  market: { kind: 'market' },
  application: { kind: 'text' },
  grade: { kind: 'grade' },
  theme: { kind: 'text' },
  query: { kind: 'textarea' },
  text: { kind: 'textarea' },
  introduction: { kind: 'textarea' },
  job: { kind: 'hidden' },
}

/** The visible fields of a form (the consent boxes come after them). */
export function enquiryFields(type: EnquiryType): EnquiryField[] {
  const shape = ENQUIRY_SCHEMAS[type].shape as Record<string, z.ZodType>
  return Object.keys(shape)
    .filter((name) => name !== 'terms' && name !== 'information')
    .map((name) => ({
      name,
      required: name !== 'address2',
      ...FIELD_KINDS[name]!,
    }))
}

/** Whether a form takes the consent to information by e-mail (the job response does not). */
export const hasInformationConsent = (type: EnquiryType) =>
  'information' in ENQUIRY_SCHEMAS[type].shape
