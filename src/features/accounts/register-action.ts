'use server'

import 'server-only'

import { headers } from 'next/headers'

import { formAction } from '@/lib/server-action'
import { clientAddress } from '@/server/http/client-address'

import { type RegisterState, submitRegistration } from './register'

export type { RegisterState } from './register'

/**
 * The registration form's action (SPEC §3, §5). Also the target of the plain POST a browser
 * without JavaScript sends: the page comes back with the messages and the typed values. Next.js
 * calls the action from JavaScript with a `Next-Action` header; the form's plain POST has none
 * and may come without the robot check (a tighter limit instead). Its arguments are
 * checked by shape first (src/lib/server-action.ts, ADR 0029).
 */
export async function registerAction(
  ...args: [previous: RegisterState, form: FormData]
): Promise<RegisterState> {
  return register(...args)
}

const register = formAction<RegisterState>(async (_previous, form) => {
  const request = await headers()
  return submitRegistration(form, clientAddress(request), {
    allowNoScript: !request.has('next-action'),
  })
})
