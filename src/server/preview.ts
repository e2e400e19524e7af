import 'server-only'

import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { cache } from 'react'

import { hasRole } from '@/access/has-role'
import { STAFF_ROLES } from '@/access/staff-roles'
import { type Locale, routing } from '@/i18n/routing'
import type { User } from '@/payload-types'

import type { ContentContext } from './content/context'
import { getPayloadClient } from './payload'

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
