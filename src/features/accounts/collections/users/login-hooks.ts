import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  Config,
} from 'payload'

/**
 * The staff login over HTTP (`POST /api/cms/users/login`, the admin's login form) goes through
 * the limits every login has (ADR 0017, src/features/accounts/staff-login.ts). Local API logins
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
  const { beforeStaffLogin } = await import('@/features/accounts/staff-login')
  await beforeStaffLogin(req, (args.data ?? {}) as { email?: unknown; password?: unknown })
  return args
}

export const rememberStaffDevice: CollectionAfterLoginHook = async ({ req }) => {
  if (req.payloadAPI !== 'REST') return
  const { afterStaffLogin } = await import('@/features/accounts/staff-login')
  await afterStaffLogin(req)
}

/**
 * A wrong staff password (or an unknown e-mail) is Payload's AuthenticationError, which Payload
 * logs at `error` with its whole stack (payload/dist/utilities/logError.js) unless the config's
 * `loggingLevels` names it: an operator's log filled with stacks for every mistyped password
 * (ADR 0029). It is no fault of the server. Payload does not log it (these levels, set in the
 * config); `logFailedStaffLogin` writes one warning line instead, without a stack, an address or
 * what was typed. Only the login throws this error.
 */
export const STAFF_LOGIN_LOGGING_LEVELS: NonNullable<Config['loggingLevels']> = {
  AuthenticationError: false,
}

/** The warning line of a refused staff login over HTTP (the admin's form, REST). */
export const logFailedStaffLogin: CollectionAfterErrorHook = ({ error, req }) => {
  if (error?.name !== 'AuthenticationError') return
  req.payload.logger.warn({ msg: 'staff login failed: wrong e-mail or password', status: 401 })
}
