import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from './env'
import { translator } from './i18n/messages'
import {
  ENTRY_VARY,
  entryLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  pathInLocale,
  switchedLocale,
} from './i18n/language-choice'
import { routing } from './i18n/routing'
import { gradeQueryPage } from './features/grades/grade-query.mjs'
import {
  findRedirect,
  locationHeader,
  type RedirectRule,
  type RedirectTable,
} from './features/redirects/redirects'
import { localeOfPath } from './i18n/locales'
import { NON_PAGE_PREFIXES, prefixPattern } from './lib/address-prefixes'
import { cacheControl, NO_STORE, PRIVATE } from './lib/cache-headers'
import { processBridge } from './lib/process-bridge.mjs'
import { securityHeaders } from './lib/security-headers'
import { isPageActionCall } from './lib/server-action'
import { readActionCall } from './lib/server-action-body'
import { malformedPathAnswer } from './server/http/malformed-path'

const intl = createMiddleware(routing)

// Paths that are not localized pages: the admin, every API (Payload's, the public /api/v1,
// health) and the Sanctum-style auth endpoints of SPEC §7 at the root.
const NOT_LOCALIZED = prefixPattern(NON_PAGE_PREFIXES)
const STATIC_FILE =
  /\.(ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|txt|xml|webmanifest|js|css|map|pdf)$/i

/**
 * The editors' redirects (ADR 0022), read by the server at start and after every change
 * (src/features/redirects/redirect-table.ts); the proxy is bundled apart from the app, so the
 * table comes on `globalThis`. Empty until the server has read it.
 */
function redirectTable(): RedirectTable {
  return processBridge().redirects ?? new Map()
}

/**
 * A page address (SPEC §2.1, ADR 0024): the language switch stores the choice and leads to the
 * page in that language; the entry address `/` leads to the chosen language; every other address
 * is the language it names. Only the first two answers depend on the visitor, and neither is
 * stored by a shared cache.
 */
function localizedAnswer(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  const chosen = switchedLocale(searchParams)
  if (chosen) {
    const response = NextResponse.redirect(
      new URL(pathInLocale(pathname, searchParams, chosen), request.url),
      303,
    )
    response.cookies.set(LOCALE_COOKIE, chosen, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: getEnv().isProduction,
    })
    response.headers.set('Cache-Control', PRIVATE)
    return response
  }
  if (pathname !== '/') return intl(request)
  const locale = entryLocale(
    request.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  )
  const response =
    locale === routing.defaultLocale
      ? intl(request)
      : NextResponse.redirect(new URL(pathInLocale('/', searchParams, locale), request.url), 307)
  if (locale !== routing.defaultLocale) response.headers.set('Cache-Control', PRIVATE)
  response.headers.set('Vary', ENTRY_VARY)
  return response
}

/**
 * A page POST Next.js would fail with 500 as a server action call is refused here, in the
 * language of the path: 400 for a body it could not decode or whose arguments fit no action of
 * the site (src/lib/server-action-body.ts, src/lib/server-action.ts), 403 for a cross-site one.
 */
function actionRefusal(pathname: string, status: 400 | 403): NextResponse {
  return plainRefusal(pathname, status, status === 400 ? 'invalidBody' : 'forbiddenOrigin')
}

/** One of the proxy's own refusals: a short text in the language of the path, never stored. */
function plainRefusal(
  pathname: string,
  status: number,
  message: 'invalidBody' | 'forbiddenOrigin' | 'tooManyRequests',
  headers: Record<string, string> = {},
): NextResponse {
  const locale = localeOfPath(pathname)
  return new NextResponse(translator(locale, 'api')(message), {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': locale,
      ...cacheControl(NO_STORE),
      ...headers,
    },
  })
}

/**
 * Next.js's check of a server action's origin (action-handler.js, against cross-site request
 * forgery), made here so that its refusal is a 403 with the security headers instead of a 500:
 * a POST Next.js may take for an action call (a `Next-Action` header, or a multipart body) whose
 * `Origin` names another host than the one asked for (`X-Forwarded-Host`, else `Host`), or is
 * `null`. Like Next.js, a POST without `Origin` passes (every browser sends one with a POST);
 * next.config.ts names no `serverActions.allowedOrigins`, which Next.js would also accept.
 */
function isCrossSiteActionCall(request: NextRequest): boolean {
  const type = request.headers.get('content-type') ?? ''
  const actionCall =
    (request.headers.has('next-action') && type !== 'application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  const origin = request.headers.get('origin')
  if (!actionCall || origin === null) return false
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ||
    request.headers.get('host') ||
    request.nextUrl.host
  try {
    return origin === 'null' || new URL(origin).host !== host
  } catch {
    return true
  }
}

/** Pages and the admin: the paths whose POSTs Next.js's action handler reads. */
const ACTION_PATH = /^\/(?!api(\/|$)|login(\/|$)|logout(\/|$)|forgot-password(\/|$)|sanctum(\/|$))/

export default function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { pathname } = request.nextUrl
  if (request.method === 'POST' && ACTION_PATH.test(pathname) && !STATIC_FILE.test(pathname)) {
    if (isCrossSiteActionCall(request)) return withSecurityHeaders(actionRefusal(pathname, 403))
  }
  if (request.method === 'POST' && !NOT_LOCALIZED.test(pathname) && !STATIC_FILE.test(pathname)) {
    return readActionCall(request).then((call) =>
      withSecurityHeaders(
        call.kind === 'undecodable' || (call.kind === 'call' && !isPageActionCall(call.args))
          ? actionRefusal(pathname, 400)
          : routed(request),
      ),
    )
  }
  if ((request.method === 'GET' || request.method === 'HEAD') && gradeQueryPage(pathname)) {
    const check = gradeQueryRenderCheck()
    if (check)
      return check(request.headers).then(({ allowed, retryAfterSeconds }) =>
        withSecurityHeaders(
          allowed ? routed(request) : tooManyRenders(pathname, retryAfterSeconds),
        ),
      )
  }
  const answer = routed(request)
  return isPassedToApiRoute(pathname, answer) ? answer : withSecurityHeaders(answer)
}

/**
 * The per-address limit of the grade finder's and the comparison's renders
 * (src/features/grades/render-limit.ts), set by the server at start; none in a build or a test
 * that did not start it.
 */
function gradeQueryRenderCheck() {
  return processBridge().gradeQueryRender
}

/** Too many renders of the finder or the comparison from one address: 429, in the path's language. */
function tooManyRenders(pathname: string, retryAfterSeconds: number): NextResponse {
  return plainRefusal(pathname, 429, 'tooManyRequests', {
    'Retry-After': String(retryAfterSeconds),
  })
}

function routed(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl
  const localized = !NOT_LOCALIZED.test(pathname) && !STATIC_FILE.test(pathname)
  const malformed = malformedPathAnswer(pathname)
  // Old addresses of files too (an old site's /catalogue.pdf), not only of pages.
  const redirect =
    !malformed && !NOT_LOCALIZED.test(pathname)
      ? findRedirect(redirectTable(), pathname, search)
      : null
  return malformed
    ? new NextResponse(malformed.body, { status: malformed.status, headers: malformed.headers })
    : redirect
      ? redirectAnswer(redirect, request)
      : localized
        ? localizedAnswer(request)
        : NextResponse.next()
}

/** An editor's redirect, its target as stored, not resolved again (see locationHeader). */
function redirectAnswer({ location, status }: RedirectRule, request: NextRequest): NextResponse {
  const headers = { Location: locationHeader(location, new URL(request.url).origin) }
  return new NextResponse(null, { status, headers })
}

/**
 * A request the proxy passes on to an API route (ADR 0029): Next.js writes the
 * proxy's headers first and drops a route's own header of the same name, so the page policy would
 * replace the one the SVG map and the file downloads set. The route's answer keeps its own;
 * the production server writes the security headers an answer lacks (src/lib/security-baseline.mjs),
 * and Payload's REST answers get the page set from src/payload/rest-guard.ts.
 */
function isPassedToApiRoute(pathname: string, response: NextResponse): boolean {
  return /^\/api(\/|$)/.test(pathname) && response.headers.get('x-middleware-next') === '1'
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  const env = getEnv()
  const headers = securityHeaders({
    production: env.isProduction,
    development: process.env.NODE_ENV === 'development',
    recaptcha: env.captcha.provider === 'recaptcha',
  })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: [
    '/((?!_next/static|_next/image|api/cms/).*)',
    // Admin uploads (documents up to 100 MB) skip the proxy: Next.js buffers a proxied body in
    // memory and cuts it at 10 MB. Payload's answers to them are JSON, with Payload's own checks.
    {
      source: '/api/cms/:path*',
      missing: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
}
