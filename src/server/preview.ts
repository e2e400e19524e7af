import 'server-only'

import { cookies, draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { cache } from 'react'

import { hasRole } from '@/access/has-role'
import { STAFF_ROLES } from '@/access/staff-roles'
import { getEnv } from '@/env'
import { type Locale, routing } from '@/i18n/routing'
import type { User } from '@/payload-types'

import type { ContentContext } from './content-context'
import { getPayloadClient } from './payload'

/** Next.js's draft-mode cookie (`draftMode().enable()` names it so). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Draft mode on or off for this browser, its cookie with the flags of the site's other session
 * cookies (ARCHITECTURE.md, security baseline): HttpOnly, SameSite=Lax, Secure in production.
 * Next.js writes it `SameSite=None` (for a CMS that shows previews in a frame on another site,
 * which this one does not: its preview is on its own origin), so any site could send requests
 * carrying it; it is written again over Next.js's, which the route's
 * cookies allow (the same name replaces it).
 */
export async function setDraftMode(enabled: boolean): Promise<void> {
  const draft = await draftMode()
  if (enabled) draft.enable()
  else draft.disable()
  const jar = await cookies()
  jar.set(DRAFT_MODE_COOKIE, enabled ? (jar.get(DRAFT_MODE_COOKIE)?.value ?? '') : '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().isProduction,
    path: '/',
    ...(enabled ? {} : { expires: new Date(0) }),
  })
}

/** The signed-in member of staff of this request (admin session cookie), or null. */
export async function staffUser(requestHeaders: Headers): Promise<User | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && user.collection === 'users' && hasRole(user, ...STAFF_ROLES)
    ? (user as User)
    : null
}

/**
 * How this request reads content. Visitors: published and cached, the same HTML for everyone.
 * In draft mode (switched on by /api/preview for signed-in staff) the drafts are read, with the
 * staff member's own access: a draft-mode cookie without a staff session shows nothing more.
 * One object per request and language, so React's per-request memoisation applies.
 */
export const contentContext = cache(async (locale: Locale): Promise<ContentContext> => {
  // '/favicon.ico' and the like reach [locale] as a "locale": the layout answers 404, and the
  // page must not query the CMS with it meanwhile.
  if (!hasLocale(routing.locales, locale)) notFound()
  const { isEnabled } = await draftMode()
  if (!isEnabled) return { locale }
  const user = await staffUser(await headers())
  return user ? { locale, draft: true, user } : { locale }
})
