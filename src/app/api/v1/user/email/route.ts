import { translator } from '@/i18n/messages'
import { emailChangeSchema } from '@/features/accounts/accounts'
import {
  accountCommand,
  personalAreaMember,
  tooManyTries,
  validationError,
} from '@/features/accounts/endpoint'
import { requestEmailChange } from '@/features/accounts/my-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/v1/user/email {email, password}: a confirmation link to the new address; 429 'Too many
 * tries' beyond the limits per member and per new address.
 */
export const POST = apiRoute(
  accountCommand(emailChangeSchema),
  async ({ request, body, locale, json }) => {
    const payload = await getPayloadClient()
    const signedIn = await personalAreaMember(payload, request, locale)
    if (!signedIn.ok) return signedIn.answer
    const outcome = await requestEmailChange(payload, signedIn.member, body)
    if (outcome.kind === 'same') return validationError(locale, { email: ['emailSame'] })
    if (outcome.kind === 'throttled')
      return tooManyTries(locale, outcome.retryAfter, 'password', 'auth.throttle')
    // Too many links asked for by this member, or to this address (ADR 0026).
    if (outcome.kind === 'tooMany')
      return tooManyTries(locale, outcome.retryAfter, 'email', 'auth.throttle')
    if (outcome.kind === 'mismatch')
      return validationError(locale, { password: ['passwordIncorrect'] })
    const t = translator(locale, 'account.api')
    return json({ message: t('emailChangeSent', { email: body.email }) })
  },
)
