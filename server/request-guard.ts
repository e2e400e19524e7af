/**
 * Requests refused before Next.js sees them (ADR 0029), each with a short text in the
 * page's language (messages/*.json, `api`), where Next.js would fail with 500: a method the site
 * never answers (TRACE, CONNECT, PROPFIND, …) gets 405 with Allow; a path that is not valid
 * percent-encoding 400, also as the image `/_next/image` is asked to fetch and on the paths the
 * proxy skips; a POST to a page (a server action: the forms without JavaScript, registration,
 * job response) larger than SERVER_ACTION_BODY_LIMIT 413, and one without a declared length 411
 * (browsers always declare it). The API routes read their bodies themselves. A write with a body
 * to Payload's REST API (`/api/cms/*`) that carries no credentials at all is 401 before its body
 * is read (ADR 0029): Payload would read a 100 MB upload whole, then refuse it. The
 * security headers of these answers, as of every other, are written by server/main.ts.
 */
import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'

import { API_PREFIX, AUTH_PREFIXES, prefixPattern } from '../src/lib/address-prefixes'
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales'
import { NO_STORE } from '../src/lib/cache-headers'
import { namesMalformedPath } from '../src/lib/malformed-path.mjs'
import { secureAnswer } from '../src/lib/security-baseline.mjs'
import { answerMetrics, METRICS_PATH, type Metrics } from './metrics'
import { ALLOWED_METHODS, SERVER_ACTION_BODY_LIMIT_BYTES } from './request-limits'

const root = path.resolve(new URL('..', import.meta.url).pathname)
type Locale = (typeof LOCALES)[number]
type ApiText = 'methodNotAllowed' | 'badAddress' | 'unauthenticated' | 'lengthRequired' | 'tooLarge'
/** The `api` texts of each language, read from the message files the app uses. */
const texts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')).api,
  ]),
) as Record<Locale, Record<ApiText, string>>

export type Refusal = { status: number; body: string; headers: Record<string, string> }

/** Paths whose POST is not a server action: every API and the root auth endpoints (SPEC §7). */
const NOT_ACTIONS = prefixPattern([API_PREFIX, ...AUTH_PREFIXES])

/** The language a path names (its first segment), else the default. */
function localeOf(url: string): Locale {
  const first = url.split(/[/?#]/)[1] ?? ''
  return LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE
}

function answer(
  status: number,
  locale: Locale,
  key: ApiText,
  extra: Record<string, string> = {},
): Refusal {
  return {
    status,
    body: texts[locale][key],
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': NO_STORE,
      ...extra,
    },
  }
}

/** Payload's REST API, and its operations a visitor without a session may call. */
const CMS = /^\/api\/cms\//
const CMS_AUTH_OPERATION =
  /^\/api\/cms\/[^/?]+\/(login|logout|refresh-token|first-register|forgot-password|reset-password|unlock|verify)(\/|\?|$)/
/** Payload reads a POST with this header as the method it names (a GET with its query as body). */
const METHOD_OVERRIDE = ['x-payload-http-method-override', 'x-http-method-override']

/**
 * Whether a request carries any of the credentials Payload accepts: its session cookie
 * (`payload-token`, cookie prefix `payload`), or an Authorization header (`JWT …`, `Bearer …`,
 * an API key `<collection> API-Key …`). Whether they are valid is Payload's to check.
 */
function hasCredentials(headers: http.IncomingHttpHeaders): boolean {
  if (headers.authorization?.trim()) return true
  return /(^|;)\s*payload-token=[^;\s]/.test(headers.cookie ?? '')
}

/**
 * A write to Payload's REST API with a body and no credentials: nothing Payload would accept
 * (every collection and global is written by staff or a member's session), but the auth
 * operations (login, first user, forgotten password …) and a query sent as a body.
 */
function isAnonymousCmsWrite(request: http.IncomingMessage, url: string): boolean {
  if (!['POST', 'PUT', 'PATCH'].includes(request.method ?? '')) return false
  if (!CMS.test(url) || CMS_AUTH_OPERATION.test(url)) return false
  const length = request.headers['content-length']
  const body = request.headers['transfer-encoding'] !== undefined || Number(length ?? 0) > 0
  if (!body || hasCredentials(request.headers)) return false
  return !METHOD_OVERRIDE.some((name) => request.headers[name] !== undefined)
}

/**
 * The language of an API answer, as the API routes take it (src/server/http/api.ts):
 * `?locale=`, else the first Accept-Language entry, else English.
 */
function apiLocaleOf(request: http.IncomingMessage, url: string): Locale {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('locale')
  const asked = query || String(request.headers['accept-language'] ?? '').split(',')[0]
  const language = asked?.trim().toLowerCase().split(/[-_]/)[0]
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE
}

/**
 * The request target as a path of this site: an absolute-form target (RFC 9112 §3.2.2) becomes
 * its path and query, whatever host it names; a target that is neither (`*`, garbage) is left as
 * it is, for `refusal` to answer 400.
 */
export function originForm(target = '/'): string {
  if (target.startsWith('/')) return target
  if (!/^https?:\/\//i.test(target)) return target
  try {
    const url = new URL(target)
    return `${url.pathname}${url.search}`
  } catch {
    return target
  }
}

/** The answer to a request refused here, or null when it goes on. */
export function refusal(request: http.IncomingMessage): Refusal | null {
  const url = request.url ?? '/'
  const locale = localeOf(url)
  if (!ALLOWED_METHODS.includes(request.method ?? '')) {
    return answer(405, locale, 'methodNotAllowed', { Allow: ALLOWED_METHODS.join(', ') })
  }
  if (!url.startsWith('/') || namesMalformedPath(url)) return answer(400, locale, 'badAddress')
  if (isAnonymousCmsWrite(request, url)) {
    const language = apiLocaleOf(request, url)
    const body = JSON.stringify({ message: texts[language].unauthenticated })
    return {
      status: 401,
      body,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'Content-Language': language,
        'Cache-Control': NO_STORE,
        // The body is not read: the connection is closed after the answer (Node would otherwise
        // read what the client still sends, to keep the connection).
        Connection: 'close',
      },
    }
  }
  if (request.method === 'POST' && !NOT_ACTIONS.test(url)) {
    const declared = request.headers['content-length']
    if (declared === undefined && request.headers['transfer-encoding']) {
      return answer(411, locale, 'lengthRequired')
    }
    if (Number(declared ?? 0) > SERVER_ACTION_BODY_LIMIT_BYTES) {
      return answer(413, locale, 'tooLarge')
    }
  }
  return null
}

/**
 * The production server's first step with every request (server/main.ts), before Next.js:
 * the security headers are set to be written on whatever answers it (ADR 0029), an
 * absolute-form target becomes a path, the metrics endpoint and the refusals above are answered
 * here; the request is counted for the metrics. Returns whether it was answered.
 */
export function answeredBeforeNext(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  {
    defaults,
    metrics,
    token,
  }: { defaults: Readonly<Record<string, string>>; metrics: Metrics | null; token: string | null },
): boolean {
  secureAnswer(response, defaults)
  // An absolute-form request line (`GET http://other.example/x HTTP/1.1`) is read as its path on
  // this site, whose host is the Host header's: Next.js would otherwise redirect to the other
  // host. Any other form that is not a path (`GET *`) is refused below as a bad address.
  request.url = originForm(request.url)
  metrics?.observe(request, response)
  if ((request.url ?? '').split('?')[0] === METRICS_PATH) {
    answerMetrics(request, response, metrics, token).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
    return true
  }
  // Methods the site has no use for, and page POSTs larger than a server action may be, are
  // answered here: Next.js would otherwise fail them with 500.
  const refused = refusal(request)
  if (refused) {
    response.writeHead(refused.status, refused.headers)
    // Node discards the body nobody reads; the connection stays usable (but after a refused
    // upload, whose answer says `Connection: close`).
    response.end(request.method === 'HEAD' ? undefined : refused.body)
    return true
  }
  return false
}

/**
 * A request that asks `Expect: 100-continue` (curl does for a body over 1 MB) is told to send its
 * body only when it will not be refused (Node would otherwise answer 100 Continue to every one).
 */
export function continueUnlessRefused(server: http.Server): void {
  server.on('checkContinue', (request: http.IncomingMessage, response: http.ServerResponse) => {
    request.url = originForm(request.url)
    if (!refusal(request)) response.writeContinue()
    server.emit('request', request, response)
  })
}
