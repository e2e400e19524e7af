/**
 * The language choice's names, shared by the request proxy (src/i18n/language-choice.ts) and the
 * production server (server/cache-policy.ts), which adds ENTRY_VARY to the answer at `/` after
 * Next.js has written its own Vary (ADR 0024).
 */
export const LOCALE_COOKIE = 'i18n_redirected'
/** What the answer at the entry address `/` depends on. */
export const ENTRY_VARY = 'Cookie, Accept-Language'
