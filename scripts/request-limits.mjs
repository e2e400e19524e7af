/**
 * Request limits shared by next.config.ts and scripts/server.mjs. A server action (every page
 * POST: the forms without JavaScript, the register and job-response actions) may carry at most
 * this much; the job response's file (≤ 2 MB) must still reach it to get its "larger than 2 MB"
 * message. Next.js itself answers a larger action body with 500, so the server refuses it first.
 */
export const SERVER_ACTION_BODY_LIMIT = '8mb'
export const SERVER_ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024

/** The methods the site answers; anything else (TRACE, CONNECT, PROPFIND, …) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
