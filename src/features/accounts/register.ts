import 'server-only'

import { hasLocale } from 'next-intl'

import { routing, type Locale } from '@/i18n/routing'
import { type FieldErrors, fieldErrors, registrationSchema } from '@/features/accounts/accounts'
import { CAPTCHA_FIELD } from '@/lib/captcha'
import { verifyRobotCheck } from '@/server/captcha/robot-check'
import { getPage } from '@/features/content/pages'
import { limitedAddress } from '@/server/http/client-address'
import { getPayloadClient } from '@/server/payload'
import { countHit } from '@/server/rate-limit'
import { RATE_LIMITS } from '@/server/rate-limits'

import { registerMember } from '@/features/accounts/members'
import { marketChoices } from '@/features/markets/market-choices'

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
 * shows next. An address that already has an account gets the same 'done' as a new one, so the
 * form tells no one which addresses have accounts; its owner is told by mail. The robot check of
 * the enquiry forms guards it: a solved challenge in the field `altcha`, or, for the plain POST
 * of a browser without JavaScript (`allowNoScript`), none under the tighter no-script limit.
 */
export async function submitRegistration(
  form: FormData,
  address: string,
  { allowNoScript = false }: { allowNoScript?: boolean } = {},
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
  const captcha = form.get(CAPTCHA_FIELD)
  const token = typeof captcha === 'string' && captcha ? captcha : null
  if (!token && !allowNoScript)
    return { status: 'error', values, errors: { captcha: ['captchaRequired'] } }

  const payload = await getPayloadClient()
  if (token) {
    if ((await verifyRobotCheck(payload, token, { address })) !== 'ok')
      return { status: 'error', values, errors: { captcha: ['captchaFailed'] } }
  } else {
    const state = await countHit(payload, RATE_LIMITS.registerNoScript, limitedAddress(address))
    if (state.hits > RATE_LIMITS.registerNoScript.limit)
      return { status: 'error', values, errors: { form: ['auth.throttle'] } }
  }

  const terms = await getPage({ locale }, '/terms-conditions')
  const outcome = await registerMember(payload, parsed.data, {
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
