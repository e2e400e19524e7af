import 'server-only'

import crypto from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import type { Locale } from '@/i18n/routing'
import { type FieldErrors, fieldErrors } from '@/features/accounts/accounts'
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_FIELD,
  attachmentProblem,
  ENQUIRY_SCHEMAS,
  type EnquiryType,
  GRADE_NOT_SURE,
  GRADE_NOT_SURE_LABEL,
  HONEYPOT_FIELD,
} from '@/features/enquiries/enquiries'
import { extensionOf, officeType } from '@/lib/file-signature'
import { verifyRobotCheck } from '@/server/captcha/robot-check'
import { marketChoices } from '@/features/markets/market-choices'
import { limitedAddress, truncateAddress } from '@/server/http/client-address'
import { countHit } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

import { gradeChoices } from './grade-choices'

const MINUTES = 60 * 1000
/** A resubmission within this window (double click, retry, back and send again) lands once. */
const DUPLICATE_WINDOW_MS = 15 * MINUTES

export type EnquiryOutcome =
  | { kind: 'ok'; id: number | string | null }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'throttled' }

/** A file as it arrived with a job response. */
export type IncomingFile = { name: string; size: number; data: Buffer }

/** The stored name: the sent name's safe letters, a random part, the checked extension. */
function storedName(name: string, extension: string): string {
  const base = name
    .slice(0, name.length - extension.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'application'}-${crypto.randomBytes(4).toString('hex')}.${extension}`
}

/** The published job a response is for, or null. */
async function jobOf(payload: Payload, slug: unknown, locale: Locale) {
  if (typeof slug !== 'string' || slug === '') return null
  const found = await payload.find({
    collection: 'jobs',
    where: { slug: { equals: slug } },
    draft: false,
    locale,
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const job = found.docs[0]
  return job ? { slug: job.slug, reference: job.reference, title: job.title } : null
}

/** The same form, sent again in the same window, has the same fingerprint. */
function fingerprintOf(type: EnquiryType, data: Record<string, unknown>, now: number): string {
  const canonical = JSON.stringify(
    Object.keys(data)
      .sort()
      .map((k) => [k, data[k]]),
  )
  return crypto
    .createHash('sha256')
    .update(`${type}\n${Math.floor(now / DUPLICATE_WINDOW_MS)}\n${canonical}`)
    .digest('hex')
}

/** Whether an enquiry with this fingerprint is stored, waiting up to 3 s for one in flight. */
async function arrives(payload: Payload, fingerprint: string): Promise<boolean> {
  for (let attempt = 0; attempt < 15; attempt += 1) {
    const found = await payload.count({
      collection: 'enquiries',
      where: { fingerprint: { equals: fingerprint } },
      overrideAccess: true,
    })
    if (found.totalDocs > 0) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

/**
 * The paths a refused save names. Payload's database adapters turn a unique violation
 * (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE) into a ValidationError naming the field;
 * its field checks throw the same kind. Any other error is no refusal and is rethrown.
 */
function refusedPaths(error: unknown): string[] | null {
  if (!(error instanceof ValidationError)) return null
  return error.data.errors.map(({ path }) => String(path ?? ''))
}

/**
 * Receives one enquiry (ADR 0011): checks it with the form's schema, drops robots quietly (the
 * honeypot), limits the rate per address and stores it; the collection's hook puts the e-mails
 * into the outbox in the same transaction, so a failing mail server never loses a submission.
 */
export async function submitEnquiry(
  payload: Payload,
  type: EnquiryType,
  raw: Record<string, unknown>,
  {
    locale,
    address,
    captcha,
    allowNoScript = false,
    attachment = null,
  }: {
    locale: Locale
    address: string
    /** The robot check's token, when the browser ran it. */
    captcha: string | null
    /** The page's form without JavaScript may come without a token (tighter limit, flagged). */
    allowNoScript?: boolean
    /** The job response's file (other forms take none). */
    attachment?: IncomingFile | null
  },
): Promise<EnquiryOutcome> {
  const parsed = ENQUIRY_SCHEMAS[type].safeParse(raw)
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error)
  // The market is chosen from the site's product markets: another name is refused as the
  // field's message says, beside the other fields' errors.
  const market = 'market' in ENQUIRY_SCHEMAS[type].shape ? raw.market : undefined
  if (typeof market === 'string' && market.trim() && !errors.market) {
    if (!(await marketChoices(locale)).includes(market.trim())) errors.market = ['select']
  }
  // The sample request's grade: a published grade (kept by its name, as staff read it) or
  // "not sure yet"; a draft, unpublished or unknown grade is refused like an unknown market.
  let gradeName: string | null = null
  const grade = 'grade' in ENQUIRY_SCHEMAS[type].shape ? raw.grade : undefined
  if (typeof grade === 'string' && grade.trim() && !errors.grade) {
    const slug = grade.trim()
    gradeName =
      slug === GRADE_NOT_SURE
        ? GRADE_NOT_SURE_LABEL
        : ((await gradeChoices(locale)).find((choice) => choice.slug === slug)?.name ?? null)
    if (!gradeName) errors.grade = ['select']
  }
  // The job response's file: name and size as the browser checks them, then the content.
  let fileType: { extension: string; mimeType: string } | null = null
  if (type === 'job-response') {
    const problem =
      attachmentProblem(attachment) ??
      ((fileType = officeType(attachment!.name, attachment!.data, ATTACHMENT_EXTENSIONS))
        ? null
        : 'fileContent')
    if (problem) errors[ATTACHMENT_FIELD] = [problem]
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const job =
    type === 'job-response'
      ? await jobOf(payload, (parsed.data as Record<string, unknown>).job, locale)
      : null
  if (type === 'job-response' && !job) return { kind: 'invalid', errors: { form: ['invalidForm'] } }
  if (!captcha && !allowNoScript)
    return { kind: 'invalid', errors: { captcha: ['captchaRequired'] } }
  // A robot filled the invisible field: it is told "sent", and nothing is stored or mailed.
  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD] !== '')
    return { kind: 'ok', id: null }

  const limit = captcha ? RATE_LIMITS.enquiry : RATE_LIMITS.enquiryNoScript
  const state = await countHit(payload, limit, limitedAddress(address))
  if (state.hits > limit.limit) return { kind: 'throttled' }
  const now = Date.now()
  const fileHash =
    attachment && fileType
      ? crypto.createHash('sha256').update(attachment.data).digest('hex')
      : undefined
  const fingerprint = fingerprintOf(
    type,
    { ...(parsed.data as Record<string, unknown>), fileHash },
    now,
  )
  if (captcha) {
    const check = await verifyRobotCheck(payload, captcha, { address })
    // A spent token with the same content is a double click or a retry: once the first send
    // is stored (it may still be committing), this one is answered like it.
    if (check === 'used' && (await arrives(payload, fingerprint))) return { kind: 'ok', id: null }
    if (check !== 'ok') return { kind: 'invalid', errors: { captcha: ['captchaFailed'] } }
  }

  // The consents are stored as their own fields (when, and whether); the rest as submitted.
  const fields: Record<string, unknown> = { ...parsed.data }
  const information = fields.information === true
  delete fields.terms
  delete fields.information
  const name = [fields.firstName, fields.lastName].filter(Boolean).join(' ')
  if (job) Object.assign(fields, { jobReference: job.reference, jobTitle: job.title })
  if (gradeName) fields.grade = gradeName
  // The file is kept first (private storage), then the enquiry that points to it.
  let attachmentId: number | string | null = null
  if (attachment && fileType) {
    // Payload's upload check looks deeper (a PDF's trailer, the sniffed type): a file it
    // refuses is the sender's to fix, not a server error.
    const stored = await payload
      .create({
        collection: 'enquiry-attachments',
        overrideAccess: true,
        data: { originalName: attachment.name },
        file: {
          data: attachment.data,
          mimetype: fileType.mimeType,
          name: storedName(attachment.name, extensionOf(attachment.name)),
          size: attachment.size,
        },
      })
      .catch((error: unknown) => {
        if (error instanceof ValidationError) return null
        throw error
      })
    if (!stored) return { kind: 'invalid', errors: { [ATTACHMENT_FIELD]: ['fileContent'] } }
    attachmentId = stored.id
    fields.fileName = attachment.name
  }
  try {
    const created = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        type,
        status: 'new',
        name,
        company: typeof fields.company === 'string' ? fields.company : '',
        email: String(fields.email),
        fields,
        language: locale,
        termsAcceptedAt: new Date(now).toISOString(),
        informationConsent: information,
        address: truncateAddress(address),
        robotCheck: captcha ? 'passed' : 'no-script',
        fingerprint,
        attachment: attachmentId,
      },
    })
    return { kind: 'ok', id: created.id }
  } catch (error) {
    if (attachmentId !== null) {
      // Should this fail too (or the process stop before it), the retention purge deletes the
      // file an hour later: no enquiry points to it.
      await payload
        .delete({ collection: 'enquiry-attachments', id: attachmentId, overrideAccess: true })
        .catch((cleanup: unknown) =>
          payload.logger.error({
            err: cleanup,
            msg: `Application file ${attachmentId} not deleted after its enquiry failed; the retention purge will remove it`,
          }),
        )
    }
    const paths = refusedPaths(error)
    if (!paths) throw error
    // The same enquiry arrived a moment ago: it is stored, and its mails are on their way.
    if (paths.includes('fingerprint') && (await arrives(payload, fingerprint)))
      return { kind: 'ok', id: null }
    // The form's schema is meant to refuse whatever the collection refuses; should the two ever
    // disagree, the sender still gets a message (422), not a server error.
    payload.logger.warn({ msg: `Enquiry refused by the collection: ${paths.join(', ')}` })
    return {
      kind: 'invalid',
      errors: paths.includes('email') ? { email: ['emailInvalid'] } : { form: ['invalidForm'] },
    }
  }
}
