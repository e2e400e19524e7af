import 'server-only'

import { type MessageKey, translator } from '@/i18n/messages'
import { z } from 'zod'

import '@/lib/zod'

import type { Locale } from '@/i18n/routing'
import {
  ATTACHMENT_MAX_BYTES,
  ENQUIRY_TYPES,
  type EnquiryType,
} from '@/features/enquiries/enquiries'
import { type BodyRead, declaresMoreThan, readFormDataBody, readJsonBody } from '@/server/http/body'
import type { RouteCall } from '@/server/http/route'
import { RATE_LIMITS } from '@/server/rate-limits'

import { attachmentInput } from './input'
import type { EnquiryOutcome, IncomingFile } from './submit'

const MAX_BODY_BYTES = 32 * 1024
/** The job response: the file (≤ 2 MB, a file just over it still gets its field message). */
const MAX_MULTIPART_BYTES = ATTACHMENT_MAX_BYTES + 256 * 1024

/** `/api/v1/forms/{type}`: an unknown form is a 404. */
export const enquiryParamsSchema = z.object({ type: z.enum(ENQUIRY_TYPES) })

export type EnquiryBody = {
  field: (key: string) => unknown
  attachment: IncomingFile | null
}

/** The job response comes as multipart/form-data (it carries a file); the others as JSON. */
async function readEnquiryBody(
  request: Request,
  { type }: { type: EnquiryType },
): Promise<BodyRead> {
  const multipart = type === 'job-response'
  const contentType = request.headers.get('content-type') ?? ''
  const maxBytes = multipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES
  // Too large before the wrong kind: the declared length is refused first.
  if (declaresMoreThan(request, maxBytes)) return { ok: false, status: 413 }
  if (multipart !== contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, status: 400 }
  }
  if (multipart) {
    const parts = await readFormDataBody(request, { maxBytes })
    if (!parts.ok) return parts
    const form = parts.value
    const value: EnquiryBody = {
      field: (key) => form.get(key) ?? undefined,
      attachment: await attachmentInput(form),
    }
    return { ok: true, value }
  }
  const read = await readJsonBody(request, { maxBytes })
  if (!read.ok) return read
  const body = read.value
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400 }
  }
  const value: EnquiryBody = {
    field: (key) => (body as Record<string, unknown>)[key],
    attachment: null,
  }
  return { ok: true, value }
}

/** The body of `/api/v1/forms/{type}`: read here, its fields checked by the use case. */
export const enquiryBody = {
  read: readEnquiryBody,
  schema: z.custom<EnquiryBody>(),
}

/** An enquiry's outcome as the API answers it: 201, 422 with a message per field, or 429. */
export async function enquiryAnswer(
  outcome: EnquiryOutcome,
  type: EnquiryType,
  { locale, json }: Pick<RouteCall<unknown, unknown, unknown>, 'json'> & { locale: Locale },
): Promise<Response> {
  const t = translator(locale, 'account')
  switch (outcome.kind) {
    case 'ok': {
      const done = translator(locale, 'enquiry')
      return json({ message: done(type === 'job-response' ? 'jobDoneText' : 'doneText') }, 201)
    }
    case 'invalid':
      return json(
        {
          message: t('errors.summary'),
          errors: Object.fromEntries(
            Object.entries(outcome.errors).map(([field, keys]) => [
              field,
              // The schema's error codes, each with its message (the forms' unit tests check both
              // languages have every one).
              keys.map((key) => t(`errors.${key}` as MessageKey<'account'>)),
            ]),
          ),
        },
        422,
      )
    case 'throttled':
      return json({ message: t('errors.auth.throttle') }, 429, {
        'Retry-After': String(RATE_LIMITS.enquiry.windowMs / 1000),
      })
  }
}
