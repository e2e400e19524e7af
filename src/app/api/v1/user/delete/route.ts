import { translator } from '@/i18n/messages'
import { accountDeletionSchema } from '@/features/accounts/accounts'
import {
  accountCommand,
  clearedSessionCookie,
  personalAreaMember,
  tooManyTries,
  validationError,
} from '@/features/accounts/endpoint'
import { deleteMemberAccount } from '@/features/accounts/my-data'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/v1/user/delete {password}: "Delete my account", confirmed with the password. */
export const POST = apiRoute(
  accountCommand(accountDeletionSchema),
  async ({ request, body, locale, json }) => {
    const payload = await getPayloadClient()
    const signedIn = await personalAreaMember(payload, request, locale)
    if (!signedIn.ok) return signedIn.answer
    const outcome = await deleteMemberAccount(payload, signedIn.member, body.password)
    if (outcome.kind === 'throttled')
      return tooManyTries(locale, outcome.retryAfter, 'password', 'auth.throttle')
    if (outcome.kind === 'mismatch')
      return validationError(locale, { password: ['passwordIncorrect'] })
    const t = translator(locale, 'account.api')
    return json({ message: t('accountDeleted') }, 200, { 'Set-Cookie': clearedSessionCookie() })
  },
)
