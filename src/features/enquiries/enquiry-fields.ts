import { extensionOf } from '@/lib/file-name'

/**
 * The enquiry forms' names, fields and file rules without their schemas (no zod: the form's
 * island imports this module and loads `enquiries.ts` only when the visitor starts, ADR 0015).
 */
export const ENQUIRY_TYPES = [
  'request-a-sample',
  'contact-sales',
  'general-enquiries',
  'contact-us',
  'team-form',
  'job-response',
] as const
export type EnquiryType = (typeof ENQUIRY_TYPES)[number]

/**
 * An enquiry's reference number, "ENQ-2026-00042": the year it arrived (in the company's time
 * zone, Vienna) and its id, so that one stored enquiry always has the same one. The sender's
 * confirmation gives it, the staff mail shows it, the personal area lists it; the one function
 * for all of them. Not the job openings' "ET-2026-014": an application's confirmation names both.
 */
export function enquiryReference(enquiry: { id: number | string; createdAt: string }): string {
  const year = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
  }).format(new Date(enquiry.createdAt))
  return `ENQ-${year}-${String(enquiry.id).padStart(5, '0')}`
}

/** One entry of "My enquiries" in the personal area: what the member sent, in the page's language. */
export type MyEnquiry = {
  reference: string
  type: EnquiryType
  /** The form's name ('Sample request', 'Musteranfrage'). */
  kind: string
  sentAt: string
  /** The day it arrived, written in the page's language (Vienna time). */
  sentText: string
}

/** The kind of control each field is, in the order the form shows them. */
export type EnquiryFieldKind =
  'text' | 'email' | 'tel' | 'textarea' | 'country' | 'market' | 'grade' | 'hidden'
export type EnquiryField = {
  name: string
  kind: EnquiryFieldKind
  required: boolean
  autoComplete?: string
}

/** The sample request's grade when the sender has not chosen one yet. */
export const GRADE_NOT_SURE = 'not-sure'
/** How the staff mail and the inbox show that choice (the staff side is English). */
export const GRADE_NOT_SURE_LABEL = 'Not sure yet'

/** A grade a visitor can choose in the sample request: the published grades, by name. */
export type GradeChoice = { slug: string; name: string }

/**
 * The id of a form's result (its "sent" box or its error summary). A form sent without
 * JavaScript posts to the page's address with this fragment, so the answer page opens at the
 * result instead of at its top.
 */
export const enquiryResultId = (type: EnquiryType) => `${type}-result`

/** The honeypot: a field people never see or fill; a value in it marks a robot. */
export const HONEYPOT_FIELD = 'website'

/**
 * The job response's file (SPEC §5): at most 2 MB, xls, xlsx, doc, docx or pdf. The browser
 * and the server check the name and size alike; the server also checks the content (magic
 * bytes) before it keeps the file.
 */
export const ATTACHMENT_FIELD = 'attachment'
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const
const ATTACHMENT_MAX_NAME = 200
/** Inner extensions that mark a disguised program or page ("cv.exe.pdf"). */
const RISKY_INNER_EXTENSION =
  /\.(exe|com|bat|cmd|scr|pif|msi|dll|js|mjs|vbs|vbe|wsf|ps1|sh|jar|app|apk|html?|svg|php|hta|lnk)\./i

export type AttachmentProblem =
  'fileRequired' | 'fileEmpty' | 'fileTooLarge' | 'fileType' | 'fileName' | 'fileContent'

/** What is wrong with a chosen file by its name and size, or null (the content is the server's). */
export function attachmentProblem(
  file: { name: string; size: number } | null | undefined,
): AttachmentProblem | null {
  if (!file || (file.name === '' && file.size === 0)) return 'fileRequired'
  if (file.name.length > ATTACHMENT_MAX_NAME) return 'fileName'
  if (/[\u0000-\u001f\u007f/\\]/.test(file.name) || RISKY_INNER_EXTENSION.test(file.name))
    return 'fileType'
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return 'fileType'
  if (file.size === 0) return 'fileEmpty'
  if (file.size > ATTACHMENT_MAX_BYTES) return 'fileTooLarge'
  return null
}
