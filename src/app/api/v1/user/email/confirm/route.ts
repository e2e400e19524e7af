import { translator } from '@/i18n/messages'
import { emailConfirmSchema } from '@/features/accounts/accounts'
import { accountCommand, validationError } from '@/features/accounts/endpoint'
import { confirmEmailChange } from '@/features/accounts/my-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/v1/user/email/confirm {token}: the link from the mail (opened in the personal area,
 * with or without a session: the token is the proof).
 */
export const POST = apiRoute(accountCommand(emailConfirmSchema), async ({ body, locale, json }) => {
  const outcome = await confirmEmailChange(await getPayloadClient(), body.token)
  if (outcome.kind === 'invalid') return validationError(locale, { token: ['emailTokenInvalid'] })
  const t = translator(locale, 'account.api')
  return json({ message: t('emailChanged', { email: outcome.email }), email: outcome.email })
})
