/**
 * Requests refused before Next.js sees them (issue 21, finding 9), each with a short text in the
 * page's language (messages/*.json, `api`), where Next.js would fail with 500: a method the site
 * never answers (TRACE, CONNECT, PROPFIND, …) gets 405 with Allow; a path that is not valid
 * percent-encoding 400, also as the image `/_next/image` is asked to fetch and on the paths the
 * proxy skips; a POST to a page (a server action: the forms without JavaScript, registration,
 * job response) larger than SERVER_ACTION_BODY_LIMIT 413, and one without a declared length 411
 * (browsers always declare it). The API routes read their bodies themselves.
 */
import fs from 'node:fs'
import path from 'node:path'

import { namesMalformedPath } from '../src/lib/malformed-path.mjs'
import { BASELINE_HEADERS } from '../src/lib/security-baseline.mjs'
import { ALLOWED_METHODS, SERVER_ACTION_BODY_LIMIT_BYTES } from './request-limits.mjs'

const root = path.resolve(new URL('..', import.meta.url).pathname)
const texts = Object.fromEntries(
  ['en', 'de'].map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')).api,
  ]),
)

/** Paths whose POST is not a server action: every API and the root auth endpoints (SPEC §7). */
const NOT_ACTIONS = /^\/(api|login|logout|forgot-password|sanctum)(\/|$)/

function localeOf(url) {
  return /^\/de(\/|$)/.test(url) ? 'de' : 'en'
}

function answer(status, locale, key, extra = {}) {
  return {
    status,
    body: texts[locale][key],
    headers: {
      ...BASELINE_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': 'no-store',
      ...extra,
    },
  }
}

/**
 * The request target as a path of this site: an absolute-form target (RFC 9112 §3.2.2) becomes
 * its path and query, whatever host it names; a target that is neither (`*`, garbage) is left as
 * it is, for `refusal` to answer 400.
 * @param {string | undefined} target
 */
export function originForm(target = '/') {
  if (target.startsWith('/')) return target
  if (!/^https?:\/\//i.test(target)) return target
  try {
    const url = new URL(target)
    return `${url.pathname}${url.search}`
  } catch {
    return target
  }
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @returns {{ status: number, body: string, headers: Record<string, string> } | null}
 */
export function refusal(request) {
  const url = request.url ?? '/'
  const locale = localeOf(url)
  if (!ALLOWED_METHODS.includes(request.method ?? '')) {
    return answer(405, locale, 'methodNotAllowed', { Allow: ALLOWED_METHODS.join(', ') })
  }
  if (!url.startsWith('/') || namesMalformedPath(url)) return answer(400, locale, 'badAddress')
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
