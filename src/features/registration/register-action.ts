'use server'

import 'server-only'

import { headers } from 'next/headers'

import { clientAddress } from '@/server/http/client-address'

import { type RegisterState, submitRegistration } from './register'

export type { RegisterState } from './register'

/**
 * The registration form's action (SPEC §3, §5). Also the target of the plain POST a browser
 * without JavaScript sends: the page comes back with the messages and the typed values.
 */
export async function registerAction(
  _previous: RegisterState,
  form: FormData,
): Promise<RegisterState> {
  return submitRegistration(form, clientAddress(await headers()))
}
