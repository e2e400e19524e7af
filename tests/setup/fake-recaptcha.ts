import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A FAKE of Google's reCAPTCHA verification, for tests only: a real HTTP server on loopback that
 * answers the two calls the site makes, in Google's formats, so `src/server/captcha/recaptcha.ts`
 * runs unchanged against it (RECAPTCHA_VERIFY_URL = `origin`):
 *
 * - `POST /recaptcha/api/siteverify` (form body: secret, response, remoteip) → `{success,
 *   challenge_ts, hostname, score?, action?, 'error-codes'?}`
 * - `POST /v1/projects/{project}/assessments?key={apiKey}` (JSON `{event: {token, siteKey,
 *   expectedAction}}`) → `{tokenProperties: {valid, invalidReason, action}, riskAnalysis: {score}}`
 *
 * It knows the tokens `issue()` made; like Google it answers each token once (the second time:
 * `timeout-or-duplicate`, or `DUPE` for Enterprise). `setBehaviour` makes it fail like an outage
 * (503) or hang (no answer), to test time-outs.
 */
export const FAKE_SECRET = 'fake-recaptcha-secret'
export const FAKE_SITE_KEY = 'fake-recaptcha-site-key'
export const FAKE_PROJECT = 'fake-project'
export const FAKE_API_KEY = 'fake-api-key'

type Issued = { score?: number; action?: string; used: boolean }

export type FakeRequest = {
  path: string
  query: Record<string, string>
  /** The form fields (siteverify) or the parsed JSON (assessments). */
  body: Record<string, unknown>
}

export type FakeRecaptcha = {
  /** Put into RECAPTCHA_VERIFY_URL: the fake stands in for Google's hosts. */
  origin: string
  /** A token Google would accept once; v3/Enterprise tokens carry a score and an action. */
  issue(properties?: { score?: number; action?: string }): string
  /** Every call the site made, oldest first. */
  requests: FakeRequest[]
  setBehaviour(behaviour: 'answer' | 'fail' | 'hang'): void
  close(): Promise<void>
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const tokens = new Map<string, Issued>()
  const requests: FakeRequest[] = []
  let behaviour: 'answer' | 'fail' | 'hang' = 'answer'

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const text = await readBody(request)
      const isSiteverify = url.pathname === '/recaptcha/api/siteverify'
      const assessment = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(url.pathname)
      let body: Record<string, unknown> = {}
      try {
        body = isSiteverify
          ? Object.fromEntries(new URLSearchParams(text))
          : (JSON.parse(text || '{}') as Record<string, unknown>)
      } catch {
        return json(response, 400, { error: { code: 400, message: 'Invalid JSON payload' } })
      }
      requests.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
      })
      if (behaviour === 'hang') return // never answers; close() ends the connection
      if (behaviour === 'fail') return json(response, 503, { error: 'unavailable' })
      if (request.method !== 'POST') return json(response, 405, { error: 'method' })

      if (isSiteverify) {
        if (!body.secret) return json(response, 200, fail('missing-input-secret'))
        if (body.secret !== FAKE_SECRET) return json(response, 200, fail('invalid-input-secret'))
        if (!body.response) return json(response, 200, fail('missing-input-response'))
        const issued = tokens.get(String(body.response))
        if (!issued) return json(response, 200, fail('invalid-input-response'))
        if (issued.used) return json(response, 200, fail('timeout-or-duplicate'))
        issued.used = true
        return json(response, 200, {
          success: true,
          challenge_ts: new Date().toISOString(),
          hostname: 'localhost',
          ...(issued.score !== undefined ? { score: issued.score } : {}),
          ...(issued.action !== undefined ? { action: issued.action } : {}),
        })
      }

      if (assessment) {
        if (url.searchParams.get('key') !== FAKE_API_KEY)
          return json(response, 403, {
            error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' },
          })
        if (decodeURIComponent(assessment[1]!) !== FAKE_PROJECT)
          return json(response, 403, { error: { code: 403, status: 'PERMISSION_DENIED' } })
        const event = (body.event ?? {}) as Record<string, unknown>
        const issued = tokens.get(String(event.token ?? ''))
        const invalid = (reason: string) =>
          json(response, 200, {
            name: `projects/${FAKE_PROJECT}/assessments/${crypto.randomUUID()}`,
            event,
            tokenProperties: { valid: false, invalidReason: reason, action: '' },
            riskAnalysis: { score: 0, reasons: [] },
          })
        if (!issued || event.siteKey !== FAKE_SITE_KEY) return invalid('MALFORMED')
        if (issued.used) return invalid('DUPE')
        issued.used = true
        return json(response, 200, {
          name: `projects/${FAKE_PROJECT}/assessments/${crypto.randomUUID()}`,
          event,
          tokenProperties: {
            valid: true,
            invalidReason: 'INVALID_REASON_UNSPECIFIED',
            action: issued.action ?? '',
            hostname: 'localhost',
            createTime: new Date().toISOString(),
          },
          riskAnalysis: { score: issued.score ?? 0.9, reasons: [] },
        })
      }
      return json(response, 404, { error: 'not found' })
    })().catch((error: unknown) => {
      response.destroy(error as Error)
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    issue(properties = {}) {
      const token = `fake-token-${crypto.randomBytes(24).toString('base64url')}`
      tokens.set(token, { ...properties, used: false })
      return token
    },
    requests,
    setBehaviour(value) {
      behaviour = value
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function fail(code: string) {
  return { success: false, 'error-codes': [code] }
}
