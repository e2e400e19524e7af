import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import './lib/zod'

import {
  RECAPTCHA_DEFAULT_MIN_SCORE,
  RECAPTCHA_DEFAULT_VERSION,
  RECAPTCHA_MODES,
  RECAPTCHA_SIZES,
  type RecaptchaMode,
  type RecaptchaSize,
  type RecaptchaVersion,
} from './lib/recaptcha'

/**
 * One archive holds at most this many files and megabytes unless ARCHIVE_MAX_FILES and
 * ARCHIVE_MAX_MB say otherwise (the download endpoint's caps).
 */
const ARCHIVE_DEFAULT_CAPS = { maxFiles: 50, maxMegabytes: 1024 }

/**
 * The environment, parsed and checked once. Everything that reads configuration goes through
 * `getEnv()`, so a wrong setting stops the start with one clear message instead of failing later.
 *
 * APP_ENV=demo (the default) is the one-command start: local defaults, demo content and accounts.
 * APP_ENV=production refuses to start without real secrets and never seeds demo accounts.
 */

export type DatabaseConfig =
  { dialect: 'sqlite'; url: string } | { dialect: 'postgres'; url: string }

export type Env = {
  appEnv: 'demo' | 'production'
  isProduction: boolean
  database: DatabaseConfig
  payloadSecret: string
  serverURL: string
  seedDemo: boolean
  dataDir: string
  mail: MailConfig
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: none). */
  trustedProxyHops: number
  /** Caps of one ZIP archive of the download area (ARCHIVE_MAX_FILES, ARCHIVE_MAX_MB). */
  archiveCaps: { maxFiles: number; maxBytes: number }
  /** The forms' robot check (CAPTCHA_PROVIDER, RECAPTCHA_*): ALTCHA unless reCAPTCHA is chosen. */
  captcha: CaptchaConfig
  /** Where uploads live: DATA_DIR on this machine, or an S3-compatible bucket (S3_*). */
  storage: StorageConfig
  /** Shared state of several instances (REDIS_URL): page cache, locks; null for one instance. */
  redis: { url: string; prefix: string } | null
}

/**
 * Uploads on the local disk (`DATA_DIR`), or in one S3-compatible bucket through Payload's
 * official adapter, each collection under its own key prefix (media/, documents/, attachments/).
 */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3'
      bucket: string
      region: string
      endpoint: string | null
      forcePathStyle: boolean
      credentials: { accessKeyId: string; secretAccessKey: string } | null
    }

export type CaptchaConfig = { provider: 'altcha' | 'recaptcha'; recaptcha: RecaptchaConfig }

/**
 * Google reCAPTCHA's settings (read even while ALTCHA is the provider, so a typo shows at once).
 * A missing site key or an unknown version does not stop the start: the forms' widget shows the
 * SPEC §8 error ("no key provided", "no version provided") and the server accepts no token.
 */
export type RecaptchaConfig = {
  siteKey: string | null
  secretKey: string | null
  version: RecaptchaVersion | null
  mode: RecaptchaMode
  /** Enterprise: the Google Cloud project and an API key allowed to create assessments. */
  projectId: string | null
  apiKey: string | null
  /** Google's `hl`; null: the page's language. */
  language: string | null
  hideBadge: boolean
  size: RecaptchaSize
  /** v3 and Enterprise: the lowest score (0.0 robot … 1.0 person) that passes. */
  minScore: number
  /** For tests only: an origin that replaces Google's in the verification address. */
  verifyOrigin: string | null
}

/**
 * Where e-mail goes: an SMTP server (SMTP_URL), or, in the demo configuration without one, `.eml`
 * files in `<DATA_DIR>/mail` so a local install can read what the site sent.
 */
export type MailConfig =
  | { transport: 'smtp'; url: string; from: string }
  | { transport: 'files'; dir: string; from: string }

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See the "Configuration" section of docs/operators.md.',
    )
    this.name = 'EnvError'
  }
}

const DEFAULT_SQLITE_FILE = 'site.db'
const DEV_SECRET_FILE = '.payload-secret'

/** An empty variable counts as not set (compose files pass `NAME=` for unset values). */
const optional = <T extends z.ZodType>(type: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    type.optional(),
  )

const schema = z.object({
  APP_ENV: z.enum(['demo', 'production']).default('demo'),
  DATABASE_URL: z.string().trim().optional(),
  PAYLOAD_SECRET: z.string().optional(),
  SERVER_URL: z.string().trim().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  DATA_DIR: z.string().trim().optional(),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'PORT must be a port number')
    .optional(),
  NEXT_PHASE: z.string().optional(),
  SMTP_URL: z.string().trim().optional(),
  MAIL_FROM: z.string().trim().optional(),
  TRUSTED_PROXY_HOPS: z
    .string()
    .regex(/^\d{1,2}$/, 'TRUSTED_PROXY_HOPS must be a small whole number')
    .optional(),
  // Without ZIP64 an archive stays below 4 GiB and 65,535 entries (src/features/documents/zip.ts).
  ARCHIVE_MAX_FILES: z.coerce
    .number({ message: 'ARCHIVE_MAX_FILES must be a whole number' })
    .int('ARCHIVE_MAX_FILES must be a whole number')
    .min(1, 'ARCHIVE_MAX_FILES must be at least 1')
    .max(1000, 'ARCHIVE_MAX_FILES must be at most 1000')
    .optional(),
  ARCHIVE_MAX_MB: z.coerce
    .number({ message: 'ARCHIVE_MAX_MB must be a whole number' })
    .int('ARCHIVE_MAX_MB must be a whole number')
    .min(1, 'ARCHIVE_MAX_MB must be at least 1')
    .max(3072, 'ARCHIVE_MAX_MB must be at most 3072')
    .optional(),
  CAPTCHA_PROVIDER: optional(
    z.enum(['altcha', 'recaptcha'], { message: 'CAPTCHA_PROVIDER must be altcha or recaptcha' }),
  ),
  S3_BUCKET: optional(z.string().trim()),
  S3_REGION: optional(z.string().trim()),
  S3_ENDPOINT: optional(z.url({ message: 'S3_ENDPOINT must be a URL (https://…)' })),
  S3_FORCE_PATH_STYLE: optional(
    z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://'),
  ),
  REDIS_KEY_PREFIX: optional(z.string().trim()),
  RECAPTCHA_SITE_KEY: optional(z.string().trim()),
  RECAPTCHA_SECRET_KEY: optional(z.string().trim()),
  // Checked below: an unknown version is shown by the widget (SPEC §8), not refused here.
  RECAPTCHA_VERSION: optional(z.string().trim()),
  RECAPTCHA_MODE: optional(
    z.enum(RECAPTCHA_MODES, { message: 'RECAPTCHA_MODE must be base or enterprise' }),
  ),
  RECAPTCHA_PROJECT_ID: optional(z.string().trim()),
  RECAPTCHA_API_KEY: optional(z.string().trim()),
  RECAPTCHA_LANGUAGE: optional(
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
        'RECAPTCHA_LANGUAGE must be a language code like de or en-GB',
      ),
  ),
  RECAPTCHA_HIDE_BADGE: optional(
    z.enum(['true', 'false'], { message: 'RECAPTCHA_HIDE_BADGE must be true or false' }),
  ),
  RECAPTCHA_SIZE: optional(
    z.enum(RECAPTCHA_SIZES, { message: 'RECAPTCHA_SIZE must be normal, compact or invisible' }),
  ),
  RECAPTCHA_MIN_SCORE: optional(
    z.coerce
      .number({ message: 'RECAPTCHA_MIN_SCORE must be a number from 0 to 1' })
      .min(0, 'RECAPTCHA_MIN_SCORE must be a number from 0 to 1')
      .max(1, 'RECAPTCHA_MIN_SCORE must be a number from 0 to 1'),
  ),
  RECAPTCHA_VERIFY_URL: optional(z.string().trim()),
})

type Source = Record<string, string | undefined>

function parseDatabase(
  url: string | undefined,
  dataDir: string,
  problems: string[],
): DatabaseConfig {
  if (!url) return { dialect: 'sqlite', url: `file:${path.join(dataDir, DEFAULT_SQLITE_FILE)}` }
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url }
  if (url.startsWith('file:')) return { dialect: 'sqlite', url }
  problems.push(
    'DATABASE_URL must be a postgres:// (or postgresql://) URL, or file:<path> for SQLite.',
  )
  return { dialect: 'sqlite', url: `file:${path.join(dataDir, DEFAULT_SQLITE_FILE)}` }
}

function parseServerURL(
  value: string | undefined,
  production: boolean,
  port: string,
  problems: string[],
): string {
  const local = `http://localhost:${port}`
  if (!value) {
    if (production)
      problems.push('SERVER_URL is required in production (e.g. https://www.example.com).')
    return local
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push(`SERVER_URL is not a URL: "${value}".`)
    return local
  }
  if (production && url.protocol !== 'https:') {
    problems.push('SERVER_URL must start with https:// in production (cookies are Secure there).')
  }
  return url.origin
}

function parseMail(
  smtpUrl: string | undefined,
  from: string | undefined,
  production: boolean,
  dataDir: string,
  problems: string[],
): MailConfig {
  const sender = from || 'EuroTalc <no-reply@eurotalc.example>'
  if (production && !from)
    problems.push('MAIL_FROM is required in production (e.g. "EuroTalc <web@example.com>").')
  if (smtpUrl) {
    if (!/^smtps?:\/\//i.test(smtpUrl))
      problems.push('SMTP_URL must start with smtp:// or smtps://.')
    return { transport: 'smtp', url: smtpUrl, from: sender }
  }
  if (production)
    problems.push(
      'SMTP_URL is required in production (e.g. smtp://user:password@mail.example.com:587).',
    )
  return { transport: 'files', dir: path.join(dataDir, 'mail'), from: sender }
}

type Input = z.infer<typeof schema>

function parseCaptcha(input: Input, production: boolean, problems: string[]): CaptchaConfig {
  const provider = input.CAPTCHA_PROVIDER ?? 'altcha'
  const mode = input.RECAPTCHA_MODE ?? 'base'
  const versionText = input.RECAPTCHA_VERSION
  const version: RecaptchaVersion | null =
    versionText === undefined
      ? RECAPTCHA_DEFAULT_VERSION
      : versionText === '2' || versionText === '3'
        ? (Number(versionText) as RecaptchaVersion)
        : null
  let verifyOrigin: string | null = null
  if (input.RECAPTCHA_VERIFY_URL) {
    try {
      const url = new URL(input.RECAPTCHA_VERIFY_URL)
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http')
      if (production && url.protocol !== 'https:')
        problems.push('RECAPTCHA_VERIFY_URL must start with https:// in production.')
      verifyOrigin = url.origin
    } catch {
      problems.push(`RECAPTCHA_VERIFY_URL is not an http(s) URL: "${input.RECAPTCHA_VERIFY_URL}".`)
    }
  }
  const recaptcha: RecaptchaConfig = {
    siteKey: input.RECAPTCHA_SITE_KEY ?? null,
    secretKey: input.RECAPTCHA_SECRET_KEY ?? null,
    version,
    mode,
    projectId: input.RECAPTCHA_PROJECT_ID ?? null,
    apiKey: input.RECAPTCHA_API_KEY ?? null,
    language: input.RECAPTCHA_LANGUAGE ?? null,
    hideBadge: input.RECAPTCHA_HIDE_BADGE === 'true',
    size: input.RECAPTCHA_SIZE ?? 'normal',
    minScore: input.RECAPTCHA_MIN_SCORE ?? RECAPTCHA_DEFAULT_MIN_SCORE,
    verifyOrigin,
  }
  // Without the server's credentials no token can ever pass: every form would refuse everyone.
  if (production && provider === 'recaptcha') {
    if (mode === 'base' && !recaptcha.secretKey)
      problems.push(
        'RECAPTCHA_SECRET_KEY is required in production when CAPTCHA_PROVIDER=recaptcha: without it no form can be sent.',
      )
    if (mode === 'enterprise' && (!recaptcha.projectId || !recaptcha.apiKey))
      problems.push(
        'RECAPTCHA_PROJECT_ID and RECAPTCHA_API_KEY are required in production when CAPTCHA_PROVIDER=recaptcha and RECAPTCHA_MODE=enterprise: without them no form can be sent.',
      )
  }
  return { provider, recaptcha }
}

/** A random secret kept in the data folder, so sessions survive restarts of a local install. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, DEV_SECRET_FILE)
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not there yet: created below
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function parseEnv(source: Source = process.env): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    )
  }
  const input = parsed.data
  const problems: string[] = []
  const isProduction = input.APP_ENV === 'production'
  // `next build` loads the config to collect routes; it must not need secrets or a database.
  const isBuild = input.NEXT_PHASE === 'phase-production-build'
  const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), input.DATA_DIR || 'data')

  const database = parseDatabase(input.DATABASE_URL, dataDir, problems)
  const serverURL = parseServerURL(
    input.SERVER_URL,
    isProduction && !isBuild,
    input.PORT ?? '3000',
    problems,
  )

  let payloadSecret = input.PAYLOAD_SECRET ?? ''
  if (isBuild && !payloadSecret) {
    payloadSecret = 'build-time-placeholder-never-used-to-sign-anything'
  } else if (isProduction) {
    if (!payloadSecret) problems.push('PAYLOAD_SECRET is required in production.')
    else if (payloadSecret.length < 32)
      problems.push('PAYLOAD_SECRET must be at least 32 characters long.')
  } else if (!payloadSecret) {
    payloadSecret = localSecret(dataDir)
  }

  if (isProduction && input.SEED_DEMO === 'true') {
    problems.push(
      'SEED_DEMO=true is not allowed in production: demo accounts must not exist there.',
    )
  }
  const seedDemo = !isProduction && input.SEED_DEMO !== 'false'

  const mail = parseMail(
    input.SMTP_URL,
    input.MAIL_FROM,
    isProduction && !isBuild,
    dataDir,
    problems,
  )

  const captcha = parseCaptcha(input, isProduction && !isBuild, problems)
  const storage = parseStorage(input, problems)

  if (problems.length > 0) throw new EnvError(problems)

  if (database.dialect === 'sqlite' && !isBuild) {
    const file = database.url.replace(/^file:/, '')
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  }

  return {
    appEnv: input.APP_ENV,
    isProduction,
    database,
    payloadSecret,
    serverURL,
    seedDemo,
    dataDir,
    mail,
    trustedProxyHops: Number(input.TRUSTED_PROXY_HOPS ?? 0),
    archiveCaps: {
      maxFiles: input.ARCHIVE_MAX_FILES ?? ARCHIVE_DEFAULT_CAPS.maxFiles,
      maxBytes: (input.ARCHIVE_MAX_MB ?? ARCHIVE_DEFAULT_CAPS.maxMegabytes) * 1024 * 1024,
    },
    captcha,
    storage,
    redis: input.REDIS_URL
      ? { url: input.REDIS_URL, prefix: input.REDIS_KEY_PREFIX ?? DEFAULT_REDIS_PREFIX }
      : null,
  }
}

/** Keys of this site in a shared Redis start with this unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_REDIS_PREFIX = 'talc:'

function parseStorage(input: z.output<typeof schema>, problems: string[]): StorageConfig {
  const named = [
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const
  if (!input.S3_BUCKET) {
    const stray = named.filter((name) => input[name] !== undefined)
    if (stray.length > 0) problems.push(`${stray.join(', ')} set without S3_BUCKET.`)
    return { kind: 'local' }
  }
  const keyId = input.S3_ACCESS_KEY_ID
  const secret = input.S3_SECRET_ACCESS_KEY
  if (Boolean(keyId) !== Boolean(secret))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.')
  return {
    kind: 's3',
    bucket: input.S3_BUCKET,
    region: input.S3_REGION ?? 'us-east-1',
    endpoint: input.S3_ENDPOINT ?? null,
    forcePathStyle: input.S3_FORCE_PATH_STYLE === 'true',
    // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
  }
}

let cached: Env | undefined

/** The environment of this process, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
