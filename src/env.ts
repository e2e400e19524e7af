import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { ARCHIVE_DEFAULT_CAPS } from './lib/documents'

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
        'See the "Production configuration" table in README.md.',
    )
    this.name = 'EnvError'
  }
}

const DEFAULT_SQLITE_FILE = 'site.db'
const DEV_SECRET_FILE = '.payload-secret'

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
  // Without ZIP64 an archive stays below 4 GiB and 65,535 entries (src/server/documents/zip.ts).
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
  }
}

let cached: Env | undefined

/** The environment of this process, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
