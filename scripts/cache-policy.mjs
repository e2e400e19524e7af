/**
 * How long a shared cache (a CDN, nginx's proxy_cache) may keep a public page (ADR 0020).
 *
 * Next.js marks a cached page `s-maxage=31536000` (a year): it drops its own copy on a publish,
 * but a cache in front cannot know. Every answer that a shared cache may store is given instead
 *
 *   Cache-Control: public, max-age=0, s-maxage=<CDN_MAX_AGE>, stale-while-revalidate=<CDN_STALE>
 *
 * so a standards-following cache serves a page at most CDN_MAX_AGE + CDN_STALE seconds after a
 * publish (defaults 30 + 30: one minute), browsers always ask again, and the app is asked at most
 * once per CDN_MAX_AGE per page and cache. Answers Next.js marks private or no-store (a session's
 * pages and API answers, drafts, errors) are left exactly as they are.
 */

import { isCanonicalGradeQuery } from '../src/lib/grade-query.mjs'
import { ENTRY_VARY } from '../src/lib/language-cookie.mjs'

export const DEFAULT_CDN_MAX_AGE = 30
export const DEFAULT_CDN_STALE = 30

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function seconds(value, fallback, name) {
  if (value === undefined || value.trim() === '') return fallback
  if (!/^\d{1,7}$/.test(value.trim())) throw new Error(`${name} must be a whole number of seconds`)
  return Number(value)
}

/**
 * The policy from CDN_MAX_AGE and CDN_STALE_WHILE_REVALIDATE.
 * @param {Record<string, string | undefined>} env
 */
export function cachePolicy(env = process.env) {
  return {
    maxAge: seconds(env.CDN_MAX_AGE, DEFAULT_CDN_MAX_AGE, 'CDN_MAX_AGE'),
    stale: seconds(env.CDN_STALE_WHILE_REVALIDATE, DEFAULT_CDN_STALE, 'CDN_STALE_WHILE_REVALIDATE'),
  }
}

/**
 * The Cache-Control to send for the one Next.js chose: shared-cacheable answers (with s-maxage)
 * get the policy's bounded lifetime; every other value is returned unchanged.
 * @param {string | number | readonly string[] | undefined} value
 * @param {{ maxAge: number, stale: number }} policy
 */
export function sharedCacheControl(value, policy) {
  if (value === undefined) return value
  const text = Array.isArray(value) ? value.join(', ') : String(value)
  const directives = text
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.some((d) => d.startsWith('s-maxage='))) return value
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return value
  return `public, max-age=0, s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.stale}`
}

/**
 * A Vary value with the names of `extra` added (each once, whatever its case).
 * @param {string | number | readonly string[] | undefined} current @param {string} extra
 */
export function withVary(current, extra) {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of extra.split(',').map((n) => n.trim()))
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name)
  return names.join(', ')
}

/**
 * Payload's REST API (`/api/cms`) answers for whoever asks, by their token or cookie: never for a
 * shared cache (issue 34). Its image files are the exception, public like the pages that show them.
 * @param {string | undefined} url
 */
export function isPrivateApi(url = '') {
  return /^\/api\/cms(\/|\?|$)/.test(url) && !/^\/api\/cms\/media\/file\//.test(url)
}

const PRIVATE = 'private, no-store'

/** Next.js's draft-mode cookie: a previewing editor's answer shows drafts (src/server/preview.ts). */
const DRAFT_COOKIE = /(^|;)\s*__prerender_bypass=/

/**
 * The grade finder and the comparison (ADR 0029) are rendered per request (their query is
 * the page), so Next.js marks them `private, no-store`; they hold no personal data. At their
 * canonical address (src/lib/grade-query.mjs: known parameters only, valid, each once, in order)
 * a plain 200 for a visitor without draft mode is public like a cached page, with the policy's
 * bounds, and the full address is its key. Every other spelling is redirected by the page, or
 * rendered with a note on what was dropped, and stays private: the keys are bounded.
 * @param {import('node:http').ServerResponse} response @param {string | undefined} url
 */
function isPublicGradeQuery(response, url) {
  const request = response.req
  if (!url || !request || (request.method !== 'GET' && request.method !== 'HEAD')) return false
  if (!isCanonicalGradeQuery(url)) return false
  if (DRAFT_COOKIE.test(String(request.headers.cookie ?? ''))) return false
  return true
}

/**
 * The Cache-Control of a finder or comparison answer at its canonical address: public for a plain
 * 200 that sets no cookie; anything else as the page set it.
 * @param {import('node:http').ServerResponse} response @param {number} status
 * @param {{ maxAge: number, stale: number }} policy
 */
function gradeQueryCacheControl(response, status, policy) {
  if (status !== 200 || response.getHeader('set-cookie') !== undefined) return undefined
  return `public, max-age=0, s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.stale}`
}

/**
 * Applies the policy to every Cache-Control a response sets, however it is set (setHeader or
 * writeHead), before the head leaves. An answer of Payload's REST API is always `private,
 * no-store`, whatever it sets.
 * @param {import('node:http').ServerResponse} response
 * @param {{ maxAge: number, stale: number }} policy
 * @param {string} [url] the request's target
 */
export function applyCachePolicy(response, policy, url) {
  if (isPrivateApi(url)) {
    const setHeader = response.setHeader.bind(response)
    response.setHeader = (name, value) =>
      setHeader(name, name.toLowerCase() === 'cache-control' ? PRIVATE : value)
    const writeHead = response.writeHead.bind(response)
    // @ts-expect-error -- writeHead's overloads: (status, [message], [headers])
    response.writeHead = (status, ...rest) => {
      for (const part of rest) {
        if (part && typeof part === 'object' && !Array.isArray(part)) {
          for (const key of Object.keys(part))
            if (key.toLowerCase() === 'cache-control') delete part[key]
        }
      }
      setHeader('cache-control', PRIVATE)
      return writeHead(status, ...rest)
    }
    return
  }
  // The entry address answers by the visitor's language choice (ADR 0024): say so after Next.js
  // has written its own Vary, so that a cache keeps each variant apart.
  if (/^\/(\?|$)/.test(url ?? '')) {
    const writeHeadFirst = response.writeHead.bind(response)
    // @ts-expect-error -- writeHead's overloads: (status, [message], [headers])
    response.writeHead = (status, ...rest) => {
      response.setHeader('vary', withVary(response.getHeader('vary'), ENTRY_VARY))
      for (const part of rest) {
        if (part && typeof part === 'object' && !Array.isArray(part)) {
          for (const key of Object.keys(part))
            if (key.toLowerCase() === 'vary') part[key] = withVary(part[key], ENTRY_VARY)
        }
      }
      return writeHeadFirst(status, ...rest)
    }
  }
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) =>
    setHeader(
      name,
      name.toLowerCase() === 'cache-control' ? sharedCacheControl(value, policy) : value,
    )
  const gradeQuery = isPublicGradeQuery(response, url)
  const writeHead = response.writeHead.bind(response)
  // @ts-expect-error -- writeHead's overloads: (status, [message], [headers])
  response.writeHead = (status, ...rest) => {
    const current = response.getHeader('cache-control')
    if (current !== undefined) setHeader('cache-control', sharedCacheControl(current, policy))
    const cookieInHead = rest.some(
      (part) =>
        part &&
        typeof part === 'object' &&
        !Array.isArray(part) &&
        Object.keys(part).some((key) => key.toLowerCase() === 'set-cookie'),
    )
    const publicValue =
      gradeQuery && !cookieInHead ? gradeQueryCacheControl(response, status, policy) : undefined
    for (const part of rest) {
      if (part && typeof part === 'object' && !Array.isArray(part)) {
        for (const key of Object.keys(part)) {
          if (key.toLowerCase() === 'cache-control')
            part[key] = publicValue ?? sharedCacheControl(part[key], policy)
        }
      }
    }
    if (publicValue) setHeader('cache-control', publicValue)
    return writeHead(status, ...rest)
  }
}
