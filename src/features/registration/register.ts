import 'server-only'

import { hasLocale } from 'next-intl'

import { routing, type Locale } from '@/i18n/routing'
import { type FieldErrors, fieldErrors, registrationSchema } from '@/lib/accounts'
import { getPage } from '@/server/content/pages'
import { getPayloadClient } from '@/server/payload'

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
 * A registration form as sent (SPEC §3, §5), from the client at `address`: the state the form
 * shows next. An address that already has an account gets the same 'done' as a new one (issue
 * 21); its owner is told by mail.
 */
export async function submitRegistration(form: FormData, address: string): Promise<RegisterState> {
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
    address,
    consentVersion: `terms-conditions@${terms?.updatedAt ?? 'unpublished'}`,
  })
  switch (outcome.kind) {
    case 'ok':
      return { status: 'done', values: {}, errors: {} }
    case 'throttled':
      return { status: 'error', values, errors: { form: ['auth.throttle'] } }
  }
}
