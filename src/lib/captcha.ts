/**
 * The robot check's token (ADR 0011, SPEC §7): base64 of `{challenge, solution}`, as the ALTCHA
 * widget sends it in the form field `altcha`. Shared by the browser (which makes it) and the
 * server (which reads it).
 */
export const CAPTCHA_FIELD = 'altcha'
export const CAPTCHA_CHALLENGE_PATH = '/api/v1/captcha/challenge'

export type CaptchaToken = { challenge: Record<string, unknown>; solution: Record<string, unknown> }

export function makeCaptchaToken(token: CaptchaToken): string {
  return btoa(JSON.stringify(token))
}

export function parseCaptchaToken(token: unknown): CaptchaToken | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4000) return null
  try {
    const parsed = JSON.parse(atob(token)) as Partial<CaptchaToken>
    if (typeof parsed?.challenge !== 'object' || parsed.challenge === null) return null
    if (typeof parsed?.solution !== 'object' || parsed.solution === null) return null
    return parsed as CaptchaToken
  } catch {
    return null
  }
}
