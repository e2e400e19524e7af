/**
 * Request limits shared by next.config.ts and the production server (server/main.ts). A server action (every page
 * POST: the forms without JavaScript, the register and job-response actions) may carry at most
 * this much; the job response's file (≤ 2 MB) must still reach it to get its "larger than 2 MB"
 * message. Next.js itself answers a larger action body with 500, so the server refuses it first.
 */
export const SERVER_ACTION_BODY_LIMIT = '8mb'
export const SERVER_ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024

/** The methods the site answers; anything else (TRACE, CONNECT, PROPFIND, …) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * The production server's bounds on slow and many clients (server/main.ts; docs/operators.md,
 * "Timeouts and connections"): the time to send a request's headers
 * (SERVER_HEADERS_TIMEOUT_SECONDS, 20 s),
 * the time to send a whole request with its body (SERVER_REQUEST_TIMEOUT_SECONDS, 120 s: an
 * upload of 100 MB needs about 7 Mbit/s; behind nginx the proxy buffers bodies first), and the
 * open connections one instance keeps (SERVER_MAX_CONNECTIONS, 1024; more are closed at once).
 */
export function serverLimits(env: Record<string, string | undefined> = process.env) {
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || value < 1 || value > max)
      throw new Error(`${name} must be a whole number from 1 to ${max}`)
    return value
  }
  const limits = {
    headersTimeoutMs: whole('SERVER_HEADERS_TIMEOUT_SECONDS', 20, 600) * 1000,
    requestTimeoutMs: whole('SERVER_REQUEST_TIMEOUT_SECONDS', 120, 3600) * 1000,
    maxConnections: whole('SERVER_MAX_CONNECTIONS', 1024, 1_000_000),
  }
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new Error('SERVER_HEADERS_TIMEOUT_SECONDS must not exceed SERVER_REQUEST_TIMEOUT_SECONDS')
  return limits
}
