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

import type http from 'node:http'

import { isCanonicalGradeQuery } from '../src/features/grades/grade-query.mjs'
import { NO_STORE, PRIVATE, sharedLifetime } from '../src/lib/cache-headers'
import { ENTRY_VARY } from '../src/lib/language-cookie.mjs'

export const DEFAULT_CDN_MAX_AGE = 30
export const DEFAULT_CDN_STALE = 30

type Env = Record<string, string | undefined>
type HeaderValue = string | number | readonly string[] | undefined
export type CachePolicy = { maxAge: number; stale: number }
/** writeHead's arguments after the status: [message], [headers]. */
type HeadRest = unknown[]
type WriteHead = (status: number, ...rest: HeadRest) => http.ServerResponse

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback
  if (!/^\d{1,7}$/.test(value.trim())) throw new Error(`${name} must be a whole number of seconds`)
  return Number(value)
}

/** The policy from CDN_MAX_AGE and CDN_STALE_WHILE_REVALIDATE. */
export function cachePolicy(env: Env = process.env): CachePolicy {
  return {
    maxAge: seconds(env.CDN_MAX_AGE, DEFAULT_CDN_MAX_AGE, 'CDN_MAX_AGE'),
    stale: seconds(env.CDN_STALE_WHILE_REVALIDATE, DEFAULT_CDN_STALE, 'CDN_STALE_WHILE_REVALIDATE'),
  }
}

/**
 * The Cache-Control to send for the one Next.js chose: shared-cacheable answers (with s-maxage)
 * get the policy's bounded lifetime; every other value is returned unchanged.
 */
export function sharedCacheControl<V extends HeaderValue>(
  value: V,
  policy: CachePolicy,
): V | string {
  if (value === undefined) return value
  const text = Array.isArray(value) ? value.join(', ') : String(value)
  const directives = text
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.some((d) => d.startsWith('s-maxage='))) return value
  if (directives.some((d) => d === 'private' || d === NO_STORE || d === 'no-cache')) return value
  return sharedLifetime(policy)
}

/** A Vary value with the names of `extra` added (each once, whatever its case). */
export function withVary(current: HeaderValue, extra: string): string {
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
 * shared cache. Its image files are the exception, public like the pages that show them.
 */
export function isPrivateApi(url = ''): boolean {
  return /^\/api\/cms(\/|\?|$)/.test(url) && !/^\/api\/cms\/media\/file\//.test(url)
}

/** Next.js's draft-mode cookie: a previewing editor's answer shows drafts (src/server/preview.ts). */
const DRAFT_COOKIE = /(^|;)\s*__prerender_bypass=/

/**
 * The grade finder and the comparison (ADR 0029) are rendered per request (their query is
 * the page), so Next.js marks them `private, no-store`; they hold no personal data. At their
 * canonical address (src/features/grades/grade-query.mjs: known parameters only, valid, each once, in order)
 * a plain 200 for a visitor without draft mode is public like a cached page, with the policy's
 * bounds, and the full address is its key. Every other spelling is redirected by the page, or
 * rendered with a note on what was dropped, and stays private: the keys are bounded.
 */
function isPublicGradeQuery(response: http.ServerResponse, url: string | undefined): boolean {
  const request = response.req
  if (!url || !request || (request.method !== 'GET' && request.method !== 'HEAD')) return false
  if (!isCanonicalGradeQuery(url)) return false
  if (DRAFT_COOKIE.test(String(request.headers.cookie ?? ''))) return false
  return true
}

/**
 * The Cache-Control of a finder or comparison answer at its canonical address: public for a plain
 * 200 that sets no cookie; anything else as the page set it.
 */
function gradeQueryCacheControl(
  response: http.ServerResponse,
  status: number,
  policy: CachePolicy,
): string | undefined {
  if (status !== 200 || response.getHeader('set-cookie') !== undefined) return undefined
  return sharedLifetime(policy)
}

/**
 * Applies the policy to every Cache-Control a response sets, however it is set (setHeader or
 * writeHead), before the head leaves. An answer of Payload's REST API is always `private,
 * no-store`, whatever it sets. `url` is the request's target.
 */
export function applyCachePolicy(
  response: http.ServerResponse,
  policy: CachePolicy,
  url?: string,
): void {
  // writeHead's overloads, (status, [message], [headers]), as one signature.
  const head = response as unknown as { writeHead: WriteHead }
  if (isPrivateApi(url)) {
    const setHeader = response.setHeader.bind(response)
    response.setHeader = (name, value) =>
      setHeader(name, name.toLowerCase() === 'cache-control' ? PRIVATE : value)
    const writeHead = head.writeHead.bind(response)
    head.writeHead = (status, ...rest) => {
      for (const part of headObjects(rest))
        for (const key of Object.keys(part))
          if (key.toLowerCase() === 'cache-control') delete part[key]
      setHeader('cache-control', PRIVATE)
      return writeHead(status, ...rest)
    }
    return
  }
  // The entry address answers by the visitor's language choice (ADR 0024): say so after Next.js
  // has written its own Vary, so that a cache keeps each variant apart.
  if (/^\/(\?|$)/.test(url ?? '')) {
    const writeHeadFirst = head.writeHead.bind(response)
    head.writeHead = (status, ...rest) => {
      response.setHeader('vary', withVary(response.getHeader('vary'), ENTRY_VARY))
      for (const part of headObjects(rest))
        for (const key of Object.keys(part))
          if (key.toLowerCase() === 'vary') part[key] = withVary(part[key], ENTRY_VARY)
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
  const writeHead = head.writeHead.bind(response)
  head.writeHead = (status, ...rest) => {
    const current = response.getHeader('cache-control')
    if (current !== undefined)
      setHeader('cache-control', sharedCacheControl(current, policy) ?? current)
    const cookieInHead = headObjects(rest).some((part) =>
      Object.keys(part).some((key) => key.toLowerCase() === 'set-cookie'),
    )
    const publicValue =
      gradeQuery && !cookieInHead ? gradeQueryCacheControl(response, status, policy) : undefined
    for (const part of headObjects(rest))
      for (const key of Object.keys(part))
        if (key.toLowerCase() === 'cache-control')
          part[key] = publicValue ?? sharedCacheControl(part[key], policy)
    if (publicValue) setHeader('cache-control', publicValue)
    return writeHead(status, ...rest)
  }
}

/** The header objects among writeHead's arguments (not its message, not a flat list). */
function headObjects(rest: HeadRest): http.OutgoingHttpHeaders[] {
  return rest.filter(
    (part): part is http.OutgoingHttpHeaders =>
      Boolean(part) && typeof part === 'object' && !Array.isArray(part),
  )
}
