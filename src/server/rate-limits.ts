/**
 * Every rate limit of the site, in one table: an operator reads each limit here (its stored
 * name, count, window, what it counts by and where it is used) instead of in the files that apply
 * it, and docs/operators.md points here. The code refers to the entries (`RATE_LIMITS.enquiry`)
 * and declares no limit of its own (src/server/rate-limits.test.ts). Counted with `countHit` and
 * friends (src/server/rate-limit.ts) in the `rate-limits` collection, each in a fixed window.
 *
 * `name` is the prefix of the stored counters' keys and the `limit` label of
 * `site_rate_limit_refusals_total`: renaming one forgets its current counts.
 */

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** What `countHit` needs: the counters' name, the hits allowed in a window, the window. */
export type RateLimit = { name: string; limit: number; windowMs: number }

/** A limit with what it counts by and where it applies, for the reader. */
export type RateLimitEntry = RateLimit & {
  /** What is counted by (the key passed to `countHit`). */
  key: string
  /** The requests it applies to, and the file that counts. */
  usedBy: string
}

const CLIENT = 'client address (IPv6 by /64)'

export const RATE_LIMITS = {
  /**
   * A visitor decides once or twice; an office behind one address may send a few dozen an hour.
   * Beyond that the records are refused (without a limit, 25 in 0.4 s were all stored).
   */
  consent: {
    name: 'consent-ip',
    limit: 20,
    windowMs: 10 * MINUTE,
    key: CLIENT,
    usedBy: 'POST /api/v1/consents (src/server/shell.ts)',
  },
  /**
   * A page checks a token or two; a script hammering it (each call may ask Google, or spend a
   * solution) is stopped.
   */
  captchaVerify: {
    name: 'captcha-verify',
    limit: 30,
    windowMs: 10 * MINUTE,
    key: CLIENT,
    usedBy: 'POST /api/v1/captcha/verify (src/app/api/v1/captcha/verify/route.ts)',
  },
  /**
   * Each ALTCHA solution counts once: the first use wins. The window is twice a challenge's
   * lifetime (LIFETIME_MS in src/server/captcha/altcha.ts), so a solution is remembered while it
   * can still verify.
   */
  altcha: {
    name: 'altcha',
    limit: 1,
    windowMs: 20 * MINUTE,
    key: 'robot-check challenge nonce',
    usedBy:
      'every ALTCHA token checked: forms, registration, POST /api/v1/captcha/verify (src/server/captcha/altcha.ts)',
  },
  /**
   * How many missing addresses one client may add to the 404 list a day (ADR 0026), so a client
   * trying made-up paths does not crowd out real misses. Also caps a client's paths per batch.
   */
  missingPathClient: {
    name: 'missing-path-client',
    limit: 100,
    windowMs: DAY,
    key: 'keyed hash of the client address (IPv6 by /64)',
    usedBy: '404 answers, for the 404 list (src/features/redirects/missing-paths.ts)',
  },
  /** No limit: whether a client was counted for a path today (its first hit raises "clients"). */
  missingPathSeen: {
    name: 'missing-path-seen',
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: DAY,
    key: 'keyed hash of the client address (IPv6 by /64) and the path',
    usedBy: '404 answers, for the 404 list (src/features/redirects/missing-paths.ts)',
  },
  /** A person sends a few enquiries an hour; a script sends hundreds. */
  enquiry: {
    name: 'enquiry',
    limit: 10,
    windowMs: HOUR,
    key: CLIENT,
    usedBy: 'POST /api/v1/forms/* and the enquiry forms (src/features/enquiries/submit.ts)',
  },
  /** Without JavaScript the robot check cannot run: such enquiries get a tighter limit. */
  enquiryNoScript: {
    name: 'enquiry-no-script',
    limit: 3,
    windowMs: HOUR,
    key: CLIENT,
    usedBy: 'enquiry forms sent without JavaScript (src/features/enquiries/submit.ts)',
  },
  /**
   * Logins of staff and customers (ADR 0017), each in a window of 15 minutes; an attempt over
   * any of them is answered 429. One account from one client address (SPEC: 5 failed logins per
   * e-mail and address).
   */
  loginEmailIp: {
    name: 'login-email-ip',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: 'audience, e-mail address and client address (IPv6 by /64)',
    usedBy: 'POST /login, POST /api/cms/users/login (src/features/accounts/login-throttle.ts)',
  },
  /** One client address, whatever the accounts (spraying one password over many e-mails). */
  loginIp: {
    name: 'login-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    key: 'audience and client address (IPv6 by /64)',
    usedBy: 'POST /login, POST /api/cms/users/login (src/features/accounts/login-throttle.ts)',
  },
  /**
   * One account from anywhere, counting only attempts WITHOUT this account's device cookie: many
   * addresses guessing slow down, but a browser the owner signed in with before is not refused.
   */
  loginEmail: {
    name: 'login-email',
    limit: 20,
    windowMs: 15 * MINUTE,
    key: 'audience and e-mail address (attempts without its device cookie)',
    usedBy: 'POST /login, POST /api/cms/users/login (src/features/accounts/login-throttle.ts)',
  },
  /** One device cookie (a stolen one guesses no faster than the owner types). */
  loginDevice: {
    name: 'login-device',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: 'audience and device cookie',
    usedBy: 'POST /login, POST /api/cms/users/login (src/features/accounts/login-throttle.ts)',
  },
  forgotEmail: {
    name: 'forgot-email',
    limit: 1,
    windowMs: MINUTE,
    key: 'e-mail address',
    usedBy: 'POST /forgot-password (src/features/accounts/members.ts)',
  },
  forgotIp: {
    name: 'forgot-ip',
    limit: 10,
    windowMs: 15 * MINUTE,
    key: CLIENT,
    usedBy: 'POST /forgot-password (src/features/accounts/members.ts)',
  },
  register: {
    name: 'register-ip',
    limit: 10,
    windowMs: HOUR,
    key: CLIENT,
    usedBy: 'the registration form (src/features/accounts/members.ts)',
  },
  /** A registration with an address that has an account mails its owner, once an hour at most. */
  registerExistingMail: {
    name: 'register-existing-mail',
    limit: 1,
    windowMs: HOUR,
    key: 'e-mail address of the existing account',
    usedBy: 'the registration form: the mail to the owner (src/features/accounts/members.ts)',
  },
  /**
   * Without JavaScript the robot check cannot run: such registrations get a tighter limit per
   * address, as the enquiry forms'.
   */
  registerNoScript: {
    name: 'register-no-script',
    limit: 3,
    windowMs: HOUR,
    key: CLIENT,
    usedBy: 'the registration form sent without JavaScript (src/features/accounts/register.ts)',
  },
  /**
   * Wrong tries of a signed-in member's own password (a password change, an e-mail change, an
   * account deletion), so a stolen session cannot guess it; a right password takes its hit back.
   */
  passwordChange: {
    name: 'password-change',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: 'member id',
    usedBy:
      'POST /api/v1/user/password, /api/v1/user/email, /api/v1/user/delete (src/features/accounts/members.ts)',
  },
  /** Per member: a person changes their address once, perhaps after a typo; a script sends many. */
  emailChangeMember: {
    name: 'email-change-member',
    limit: 3,
    windowMs: HOUR,
    key: 'member id',
    usedBy: 'POST /api/v1/user/email (src/features/accounts/my-data.ts)',
  },
  /** Per new address, whoever asks: no mailbox gets more than a few of these links a day. */
  emailChangeAddress: {
    name: 'email-change-address',
    limit: 3,
    windowMs: DAY,
    key: 'new e-mail address',
    usedBy: 'POST /api/v1/user/email (src/features/accounts/my-data.ts)',
  },
  /**
   * The grade finder and the comparison render on every request that reaches the app, and one
   * render costs about five pages; a person using the finder changes a filter a few times a
   * minute.
   */
  gradeQueryRender: {
    name: 'grade-query-render',
    limit: 120,
    windowMs: MINUTE,
    key: CLIENT,
    usedBy:
      'GET of the grade finder and the comparison, in the request proxy (src/features/grades/render-limit.ts)',
  },
} as const satisfies Record<string, RateLimitEntry>
