import { translator } from '@/i18n/messages'

import { resetPasswordSchema } from '@/lib/accounts'
import { accountEndpoint, json, validationError } from '@/server/accounts/endpoint'
import { resetMemberPassword } from '@/server/accounts/members'

export const dynamic = 'force-dynamic'

/** POST /api/v1/reset-password: the link of the reset e-mail sets a new password. */
export const POST = accountEndpoint(resetPasswordSchema, async ({ body, locale, payload }) => {
  const outcome = await resetMemberPassword(payload, { token: body.token, password: body.password })
  if (outcome.kind === 'invalid') return validationError(locale, { token: ['passwords.token'] })
  const t = translator(locale, 'account.api')
  return json({ message: t('passwordReset'), status: 'passwords.reset' })
})
