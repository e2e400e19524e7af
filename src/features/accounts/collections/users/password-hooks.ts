import type { CollectionBeforeOperationHook, CollectionBeforeValidateHook } from 'payload'

import { enforcePasswordPolicy } from '@/features/accounts/password-policy'

/**
 * A staff password must pass the site's policy (ADR 0018) wherever it is set: the admin's
 * "Change password", the account view, create-first-user, REST `PATCH /api/cms/users/{id}` and the
 * local API all run this hook before Payload hashes the password (Payload itself checks only a
 * minimum of 3 characters).
 */
export const staffPasswordPolicy: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '') return data
  await enforcePasswordPolicy(req, {
    collection: 'users',
    audience: 'staff',
    password,
    email: (data as { email?: string }).email ?? (originalDoc as { email?: string })?.email,
  })
  return data
}

/**
 * The reset link of the admin's "Forgot password": Payload hashes that password before any
 * collection hook sees it, so the policy is checked before the operation. A token that matches
 * nobody is left to Payload's own refusal.
 */
export const staffResetPasswordPolicy: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const { password, token } = (args.data ?? {}) as { password?: unknown; token?: unknown }
  if (typeof password !== 'string' || typeof token !== 'string' || !token) return args
  const user = await req.payload.db.findOne<{ id: number; email: string }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
    req,
  })
  if (!user) return args
  await enforcePasswordPolicy(req, {
    collection: 'users',
    audience: 'staff',
    password,
    email: user.email,
  })
  return args
}
