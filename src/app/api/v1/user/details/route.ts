import { translator } from '@/i18n/messages'
import { memberDetailsSchema } from '@/features/accounts/accounts'
import { accountCommand, personalAreaMember, validationError } from '@/features/accounts/endpoint'
import { updateMemberDetails } from '@/features/accounts/my-data'
import { marketChoices } from '@/features/markets/market-choices'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /api/v1/user/details: the personal area's "Your details" form. */
export const POST = apiRoute(
  accountCommand(memberDetailsSchema),
  async ({ request, body, locale, json }) => {
    const payload = await getPayloadClient()
    const signedIn = await personalAreaMember(payload, request, locale)
    if (!signedIn.ok) return signedIn.answer
    const { member } = signedIn
    // One of the site's markets, or the one the member has (chosen in the other language).
    if (body.market !== member.market && !(await marketChoices(locale)).includes(body.market))
      return validationError(locale, { market: ['select'] })
    const user = await updateMemberDetails(payload, member, body)
    const t = translator(locale, 'account.api')
    return json({ message: t('detailsSaved'), user })
  },
)
