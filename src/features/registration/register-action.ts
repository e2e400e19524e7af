'use server'

import 'server-only'

import { headers } from 'next/headers'
import { hasLocale } from 'next-intl'

import { routing, type Locale } from '@/i18n/routing'
import { type FieldErrors, fieldErrors, registrationSchema } from '@/lib/accounts'
import { getPage } from '@/server/content/pages'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/http/client-address'

import { registerMember } from '@/server/accounts/members'
import { marketChoices } from '@/server/content/market-choices'

export type RegisterState = {
  status: 'idle' | 'error' | 'done'
  /** What the visitor typed, given back on an error so nothing is lost. */
  values: Record<string, string>
  errors: FieldErrors
}

const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'email',
  'phone',
  'city',
  'country',
  'market',
] as const

/**
 * The registration form's action (SPEC §3, §5). Also the target of the plain POST a browser
 * without JavaScript sends: the page comes back with the messages and the typed values.
 */
export async function registerAction(
  _previous: RegisterState,
  form: FormData,
): Promise<RegisterState> {
  const localeValue = String(form.get('locale') ?? '')
  const locale: Locale = hasLocale(routing.locales, localeValue)
    ? localeValue
    : routing.defaultLocale
  const values: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = form.get(field)
    values[field] = typeof value === 'string' ? value.slice(0, 300) : ''
  }
  values.terms = form.get('terms') ? 'on' : ''
  values.information = form.get('information') ? 'on' : ''

  const parsed = registrationSchema.safeParse({
    ...values,
    terms: values.terms === 'on',
    information: values.information === 'on',
  })
  if (!parsed.success) return { status: 'error', values, errors: fieldErrors(parsed.error) }
  if (!(await marketChoices(locale)).includes(parsed.data.market)) {
    return { status: 'error', values, errors: { market: ['select'] } }
  }

  const terms = await getPage({ locale }, '/terms-conditions')
  const outcome = await registerMember(await getPayloadClient(), parsed.data, {
    locale,
    address: clientAddress(await headers()),
    consentVersion: `terms-conditions@${terms?.updatedAt ?? 'unpublished'}`,
  })
  switch (outcome.kind) {
    case 'ok':
      return { status: 'done', values: {}, errors: {} }
    case 'taken':
      return { status: 'error', values, errors: { email: ['emailUnique'] } }
    case 'throttled':
      return { status: 'error', values, errors: { form: ['auth.throttle'] } }
  }
}
