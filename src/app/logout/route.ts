import { z } from 'zod'

import '@/lib/zod'

import { accountCommand, clearedSessionCookie } from '@/features/accounts/endpoint'
import { endSessions, memberOfRequest } from '@/features/accounts/members'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** POST /logout (SPEC §7): ends the session on the server and clears the cookie. */
export const POST = apiRoute(accountCommand(z.unknown()), async ({ request }) => {
  const payload = await getPayloadClient()
  const member = await memberOfRequest(payload, request.headers)
  if (member) await endSessions(payload, member.id, member.sid)
  return new Response(null, {
    status: 204,
    headers: { 'Set-Cookie': clearedSessionCookie(), ...cacheControl(NO_STORE) },
  })
})
