import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from './env'
import {
  ENTRY_VARY,
  entryLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  pathInLocale,
  switchedLocale,
} from './i18n/language-choice'
import { routing } from './i18n/routing'
import { findRedirect, type RedirectTable } from './lib/redirects'
import { securityHeaders } from './lib/security-headers'
import { malformedPathAnswer } from './server/http/malformed-path'

const intl = createMiddleware(routing)

// Paths that are not localized pages: the admin, every API (Payload's, the public /api/v1,
// health) and the Sanctum-style auth endpoints of SPEC §7 at the root.
const NOT_LOCALIZED = /^\/(admin|api|login|logout|forgot-password|sanctum)(\/|$)/
const STATIC_FILE =
  /\.(ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|txt|xml|webmanifest|js|css|map|pdf)$/i

/**
 * The editors' redirects (issue 25), read by the server at start and after every change
 * (src/server/redirects/redirect-table.ts); the proxy is bundled apart from the app, so the
 * table comes on `globalThis`. Empty until the server has read it.
 */
function redirectTable(): RedirectTable {
  return (
    ((globalThis as Record<symbol, unknown>)[Symbol.for('talc.redirects')] as RedirectTable) ??
    new Map()
  )
}

const PRIVATE = 'private, no-store'

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

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const localized = !NOT_LOCALIZED.test(pathname) && !STATIC_FILE.test(pathname)
  const malformed = malformedPathAnswer(pathname)
  // Old addresses of files too (an old site's /catalogue.pdf), not only of pages.
  const redirect =
    !malformed && !NOT_LOCALIZED.test(pathname)
      ? findRedirect(redirectTable(), pathname, search)
      : null
  const response = malformed
    ? new NextResponse(malformed.body, { status: malformed.status, headers: malformed.headers })
    : redirect
      ? NextResponse.redirect(new URL(redirect.location, request.url), redirect.status)
      : localized
        ? localizedAnswer(request)
        : NextResponse.next()

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
