import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

const dirs: string[] = []
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-env-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const SECRET = 'x'.repeat(40)

describe('parseEnv', () => {
  it('runs a demo with local defaults and nothing set', () => {
    const dir = dataDir()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.appEnv).toBe('demo')
    expect(env.isProduction).toBe(false)
    expect(env.seedDemo).toBe(true)
    expect(env.serverURL).toBe('http://localhost:3000')
    expect(env.database).toEqual({ dialect: 'sqlite', url: `file:${path.join(dir, 'site.db')}` })
    expect(env.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
  })

  it('points the local address at PORT', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), PORT: '3300' }).serverURL).toBe('http://localhost:3300')
    expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(EnvError)
  })

  it('keeps the generated local secret across restarts', () => {
    const dir = dataDir()
    expect(parseEnv({ DATA_DIR: dir }).payloadSecret).toBe(
      parseEnv({ DATA_DIR: dir }).payloadSecret,
    )
  })

  it('picks PostgreSQL for a postgres URL and SQLite for a file URL', () => {
    const dir = dataDir()
    expect(
      parseEnv({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h:5432/db' }).database.dialect,
    ).toBe('postgres')
    expect(parseEnv({ DATA_DIR: dir, DATABASE_URL: 'postgresql://u@h/db' }).database.dialect).toBe(
      'postgres',
    )
    expect(parseEnv({ DATA_DIR: dir, DATABASE_URL: `file:${dir}/x.db` }).database).toEqual({
      dialect: 'sqlite',
      url: `file:${dir}/x.db`,
    })
  })

  it('refuses a database URL it cannot use', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://h/db' })).toThrow(EnvError)
  })

  it('stops a production start without secrets, naming each missing setting', () => {
    let error: unknown
    try {
      parseEnv({ APP_ENV: 'production', DATA_DIR: dataDir() })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EnvError)
    const message = (error as EnvError).message
    expect(message).toContain('PAYLOAD_SECRET is required in production')
    expect(message).toContain('SERVER_URL is required in production')
    expect(message).toContain('SMTP_URL is required in production')
    expect(message).toContain('MAIL_FROM is required in production')
  })

  it('refuses a short secret, plain http and demo accounts in production', () => {
    const problems = (() => {
      try {
        parseEnv({
          APP_ENV: 'production',
          PAYLOAD_SECRET: 'short',
          SERVER_URL: 'http://www.example.com',
          SEED_DEMO: 'true',
          SMTP_URL: 'smtp://mail.example.com:587',
          MAIL_FROM: 'Web <web@example.com>',
          DATA_DIR: dataDir(),
        })
      } catch (e) {
        return (e as EnvError).problems
      }
      return []
    })()
    expect(problems).toHaveLength(3)
  })

  it('accepts a complete production configuration and never seeds demo accounts there', () => {
    const env = parseEnv({
      APP_ENV: 'production',
      PAYLOAD_SECRET: SECRET,
      SERVER_URL: 'https://www.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Web <web@example.com>',
      DATA_DIR: dataDir(),
    })
    expect(env.isProduction).toBe(true)
    expect(env.mail).toEqual({
      transport: 'smtp',
      url: 'smtp://user:pass@mail.example.com:587',
      from: 'Web <web@example.com>',
    })
    expect(env.seedDemo).toBe(false)
    expect(env.serverURL).toBe('https://www.example.com')
    expect(env.payloadSecret).toBe(SECRET)
  })

  it('lets `next build` run without secrets or a database', () => {
    const dir = dataDir()
    const env = parseEnv({
      APP_ENV: 'production',
      NEXT_PHASE: 'phase-production-build',
      DATA_DIR: dir,
    })
    expect(env.payloadSecret.length).toBeGreaterThanOrEqual(32)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('writes demo mail to files in the data folder unless an SMTP server is named', () => {
    const dir = dataDir()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.mail.transport).toBe('files')
    expect(env.mail).toMatchObject({ dir: `${dir}/mail` })
    expect(() => parseEnv({ DATA_DIR: dir, SMTP_URL: 'http://mail' })).toThrow(EnvError)
  })

  it('rejects an unknown APP_ENV', () => {
    expect(() => parseEnv({ APP_ENV: 'staging', DATA_DIR: dataDir() })).toThrow(EnvError)
  })

  describe('robot check (CAPTCHA_PROVIDER, RECAPTCHA_*)', () => {
    const production = {
      APP_ENV: 'production',
      PAYLOAD_SECRET: SECRET,
      SERVER_URL: 'https://www.example.com',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Web <web@example.com>',
    }
    const problemsOf = (source: Record<string, string>) => {
      try {
        parseEnv({ DATA_DIR: dataDir(), ...source })
      } catch (e) {
        return (e as EnvError).problems
      }
      return []
    }

    it('is ALTCHA unless reCAPTCHA is chosen; reCAPTCHA defaults to base v2, normal, 0.5', () => {
      const env = parseEnv({ DATA_DIR: dataDir() })
      expect(env.captcha).toEqual({
        provider: 'altcha',
        recaptcha: {
          siteKey: null,
          secretKey: null,
          version: 2,
          mode: 'base',
          projectId: null,
          apiKey: null,
          language: null,
          hideBadge: false,
          size: 'normal',
          minScore: 0.5,
          verifyOrigin: null,
        },
      })
    })

    it('reads every reCAPTCHA setting', () => {
      const env = parseEnv({
        DATA_DIR: dataDir(),
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERSION: '3',
        RECAPTCHA_MODE: 'enterprise',
        RECAPTCHA_PROJECT_ID: 'project',
        RECAPTCHA_API_KEY: 'api-key',
        RECAPTCHA_LANGUAGE: 'de-AT',
        RECAPTCHA_HIDE_BADGE: 'true',
        RECAPTCHA_SIZE: 'invisible',
        RECAPTCHA_MIN_SCORE: '0.7',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4999/ignored/path',
      })
      expect(env.captcha).toEqual({
        provider: 'recaptcha',
        recaptcha: {
          siteKey: 'site',
          secretKey: 'secret',
          version: 3,
          mode: 'enterprise',
          projectId: 'project',
          apiKey: 'api-key',
          language: 'de-AT',
          hideBadge: true,
          size: 'invisible',
          minScore: 0.7,
          verifyOrigin: 'http://127.0.0.1:4999',
        },
      })
    })

    it('keeps an unknown version for the widget to report; empty settings count as unset', () => {
      expect(
        parseEnv({ DATA_DIR: dataDir(), RECAPTCHA_VERSION: '4' }).captcha.recaptcha.version,
      ).toBeNull()
      expect(
        parseEnv({ DATA_DIR: dataDir(), RECAPTCHA_VERSION: 'v2' }).captcha.recaptcha.version,
      ).toBeNull()
      const blank = parseEnv({
        DATA_DIR: dataDir(),
        CAPTCHA_PROVIDER: '',
        RECAPTCHA_VERSION: '',
        RECAPTCHA_SITE_KEY: ' ',
        RECAPTCHA_MIN_SCORE: '',
      }).captcha
      expect(blank.provider).toBe('altcha')
      expect(blank.recaptcha).toMatchObject({ version: 2, siteKey: null, minScore: 0.5 })
    })

    it('refuses settings it cannot use', () => {
      expect(problemsOf({ CAPTCHA_PROVIDER: 'hcaptcha' })).toEqual([
        'CAPTCHA_PROVIDER: CAPTCHA_PROVIDER must be altcha or recaptcha',
      ])
      expect(problemsOf({ RECAPTCHA_MODE: 'pro' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_SIZE: 'large' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_HIDE_BADGE: 'yes' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_MIN_SCORE: '1.5' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_MIN_SCORE: 'high' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_LANGUAGE: 'de; x' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_VERIFY_URL: 'ftp://fake' })).toHaveLength(1)
      expect(problemsOf({ RECAPTCHA_MIN_SCORE: '0', RECAPTCHA_LANGUAGE: 'en' })).toEqual([])
    })

    it('stops a production start with reCAPTCHA but without the server credentials', () => {
      const base = problemsOf({ ...production, CAPTCHA_PROVIDER: 'recaptcha' })
      expect(base).toHaveLength(1)
      expect(base[0]).toContain('RECAPTCHA_SECRET_KEY is required in production')
      const enterprise = problemsOf({
        ...production,
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_MODE: 'enterprise',
        RECAPTCHA_PROJECT_ID: 'project',
      })
      expect(enterprise).toHaveLength(1)
      expect(enterprise[0]).toContain('RECAPTCHA_PROJECT_ID and RECAPTCHA_API_KEY are required')
      expect(
        problemsOf({
          ...production,
          CAPTCHA_PROVIDER: 'recaptcha',
          RECAPTCHA_VERIFY_URL: 'http://x',
        }),
      ).toContain('RECAPTCHA_VERIFY_URL must start with https:// in production.')
      // ALTCHA needs none of them.
      expect(problemsOf(production)).toEqual([])
    })

    it('starts in production without a site key (the widget says "no key provided")', () => {
      const env = parseEnv({
        ...production,
        DATA_DIR: dataDir(),
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SECRET_KEY: 'secret',
      })
      expect(env.captcha.provider).toBe('recaptcha')
      expect(env.captcha.recaptcha.siteKey).toBeNull()
    })
  })
  describe('storage and shared state of several instances', () => {
    it('keeps uploads on the local disk and no Redis unless configured', () => {
      const env = parseEnv({ DATA_DIR: dataDir() })
      expect(env.storage).toEqual({ kind: 'local' })
      expect(env.redis).toBeNull()
    })

    it('reads an S3-compatible bucket with path-style addressing and keys', () => {
      const env = parseEnv({
        DATA_DIR: dataDir(),
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'site-a:',
      })
      expect(env.storage).toEqual({
        kind: 's3',
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      })
      expect(env.redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'site-a:' })
    })

    it('names S3 settings given without a bucket, half a key pair and a wrong Redis URL', () => {
      const problems = (input: Record<string, string>) => {
        try {
          parseEnv({ DATA_DIR: dataDir(), ...input })
        } catch (e) {
          return (e as EnvError).problems
        }
        return []
      }
      expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
        'S3_ENDPOINT set without S3_BUCKET.',
      ])
      expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toEqual([
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
      ])
      expect(problems({ REDIS_URL: 'localhost:6379' })[0]).toContain(
        'REDIS_URL must start with redis:// or rediss://',
      )
    })
  })
})
