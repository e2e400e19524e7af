import 'server-only'

import {
  ATTACHMENT_FIELD,
  ENQUIRY_SCHEMAS,
  type EnquiryType,
  HONEYPOT_FIELD,
} from '@/features/enquiries/enquiries'

import type { IncomingFile } from './submit'

/**
 * A form's values from a request (JSON body or form data), before the schema: only the form's
 * own fields and the honeypot, texts as strings (cut at 10,000 characters), checkboxes as
 * booleans. Anything else the request carries is ignored.
 */
export function enquiryInput(
  type: EnquiryType,
  value: (key: string) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of [...Object.keys(ENQUIRY_SCHEMAS[type].shape), HONEYPOT_FIELD]) {
    const v = value(key)
    if (key === 'terms' || key === 'information')
      out[key] = v === true || v === 'on' || v === 'true'
    else if (typeof v === 'string') out[key] = v.slice(0, 10_000)
    else if (typeof v === 'number') out[key] = String(v)
  }
  return out
}

/** The job response's file from form data: null when none was chosen. */
export async function attachmentInput(form: FormData): Promise<IncomingFile | null> {
  const file = form.get(ATTACHMENT_FIELD)
  if (!file || typeof file === 'string') return null
  // A form sent without a chosen file carries an empty part without a name.
  if (file.name === '' && file.size === 0) return null
  return { name: file.name, size: file.size, data: Buffer.from(await file.arrayBuffer()) }
}
