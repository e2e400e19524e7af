import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

/**
 * The staff login over HTTP (`POST /api/cms/users/login`, the admin's login form) goes through
 * the limits every login has (ADR 0017, src/server/accounts/staff-login.ts). Local API logins
 * are the server's own calls and are not counted.
 *
 * The module is imported when a login happens, not with the config: it is server-only (the rate
 * limits, the client address), and the CLI loads this config too.
 */
export const throttleStaffLogin: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' || req.payloadAPI !== 'REST') return args
  const { beforeStaffLogin } = await import('@/server/accounts/staff-login')
  await beforeStaffLogin(req, (args.data ?? {}) as { email?: unknown; password?: unknown })
  return args
}

export const rememberStaffDevice: CollectionAfterLoginHook = async ({ req }) => {
  if (req.payloadAPI !== 'REST') return
  const { afterStaffLogin } = await import('@/server/accounts/staff-login')
  await afterStaffLogin(req)
}
