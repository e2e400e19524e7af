import { translator } from '@/i18n/messages'

import { forgotPasswordSchema } from '@/features/accounts/accounts'
import { accountCommand, tooManyTries } from '@/features/accounts/endpoint'
import { requestPasswordReset } from '@/features/accounts/members'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /forgot-password (SPEC §7): the same answer whether or not the address belongs to an
 * account, so nobody can probe addresses; `passwords.throttled` when asked again too soon.
 */
export const POST = apiRoute(
  accountCommand(forgotPasswordSchema),
  async ({ body, locale, address, json }) => {
    const outcome = await requestPasswordReset(await getPayloadClient(), {
      email: body.email,
      address,
    })
    if (outcome.kind === 'throttled') {
      return tooManyTries(locale, outcome.retryAfter, 'email', 'passwords.throttled')
    }
    const t = translator(locale, 'account.api')
    return json({ message: t('resetSent'), status: 'passwords.sent' })
  },
)
