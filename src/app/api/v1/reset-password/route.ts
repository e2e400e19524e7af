import { translator } from '@/i18n/messages'

import { resetPasswordSchema } from '@/features/accounts/accounts'
import { accountCommand, validationError } from '@/features/accounts/endpoint'
import { resetMemberPassword } from '@/features/accounts/members'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/v1/reset-password: the link of the reset e-mail sets a new password. */
export const POST = apiRoute(
  accountCommand(resetPasswordSchema),
  async ({ body, locale, json }) => {
    const outcome = await resetMemberPassword(await getPayloadClient(), body)
    if (outcome.kind === 'invalid') return validationError(locale, { token: ['passwords.token'] })
    if (outcome.kind === 'weak') return validationError(locale, { password: [outcome.problem] })
    const t = translator(locale, 'account.api')
    return json({ message: t('passwordReset'), status: 'passwords.reset' })
  },
)
