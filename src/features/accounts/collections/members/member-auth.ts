import { APIError } from 'payload'

/** Local API calls of src/server/accounts pass this context; nothing else may sign members in. */
export const MEMBER_AUTH_CONTEXT = { memberAuth: true } as const

/** The login answers of SPEC §4/§8 that need a correct password first (src/server/accounts). */
export class MemberLoginRefused extends APIError {
  readonly memberLoginRefused = true
  constructor(public readonly reason: 'not-moderated' | 'denied' | 'expired') {
    super(`Member login refused: ${reason}`, 403)
  }
}

/**
 * By property, not `instanceof`: the bundler may give the Payload config and a route handler
 * their own copies of the class (and minify its name).
 */
export function isMemberLoginRefused(error: unknown): error is MemberLoginRefused {
  return (error as { memberLoginRefused?: unknown } | null)?.memberLoginRefused === true
}
