'use server'

import 'server-only'

import { headers } from 'next/headers'
import { hasLocale } from 'next-intl'

import { routing, type Locale } from '@/i18n/routing'
import type { FieldErrors } from '@/features/accounts/accounts'
import { isEnquiryType } from '@/features/enquiries/enquiries'
import { formAction } from '@/lib/server-action'
import { clientAddress } from '@/server/http/client-address'

import { attachmentInput, enquiryInput } from './input'
import { sendEnquiry } from './send'

export type EnquiryState = {
  status: 'idle' | 'error' | 'done'
  /** What the visitor typed, given back on an error so nothing is lost. */
  values: Record<string, string>
  errors: FieldErrors
}

/**
 * The enquiry forms' action (ADR 0011). Also the target of the plain POST a browser without
 * JavaScript sends: the page comes back with the messages and the typed values. Its arguments
 * are checked by shape first (src/lib/server-action.ts, ADR 0029).
 */
export async function enquiryAction(
  ...args: [previous: EnquiryState, form: FormData]
): Promise<EnquiryState> {
  return enquiry(...args)
}

const enquiry = formAction<EnquiryState>(async (_previous, form) => {
  const localeValue = String(form.get('locale') ?? '')
  const locale: Locale = hasLocale(routing.locales, localeValue)
    ? localeValue
    : routing.defaultLocale
  const type = String(form.get('formType') ?? '')
  if (!isEnquiryType(type))
    return { status: 'error', values: {}, errors: { form: ['invalidForm'] } }

  const field = (key: string) => form.get(key) ?? undefined
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(enquiryInput(type, field))) {
    values[key] = typeof value === 'boolean' ? (value ? 'on' : '') : String(value).slice(0, 5000)
  }
  const outcome = await sendEnquiry(type, {
    field,
    locale,
    address: clientAddress(await headers()),
    allowNoScript: true,
    attachment: type === 'job-response' ? await attachmentInput(form) : null,
  })
  switch (outcome.kind) {
    case 'ok':
      return { status: 'done', values: {}, errors: {} }
    case 'invalid':
      return { status: 'error', values, errors: outcome.errors }
    case 'throttled':
      return { status: 'error', values, errors: { form: ['auth.throttle'] } }
  }
})
