/**
 * The admin language an editor chose, kept with their account: a new browser showed the admin
 * in English again. Payload keeps the choice only in the browser's `payload-lng` cookie, which
 * its account page's selector sets; another browser, a private window or cleared cookies fell
 * back to the browser's Accept-Language. The choice is stored as one of the user's admin
 * preferences (Payload's own `payload-preferences`, no field of their own), saved when they
 * switch language (./admin-language-memory.tsx) and set as the cookie again at every login.
 */

import type { CollectionAfterLoginHook } from 'payload'

import { ADMIN_LANGUAGE_PREFERENCE } from './admin-language-preference'

/** As long as Payload's own language cookie lasts (@payloadcms/next, layouts/Root). */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * After a staff login over HTTP (the admin's login form): the language cookie of the stored
 * choice, so that the admin opens in it from the first page on.
 */
export function restoreAdminLanguage({
  secureCookies,
}: {
  secureCookies: boolean
}): CollectionAfterLoginHook {
  return async ({ req, user }) => {
    if (req.payloadAPI !== 'REST') return
    const { docs } = await req.payload.find({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: ADMIN_LANGUAGE_PREFERENCE } },
          { 'user.value': { equals: user.id } },
          { 'user.relationTo': { equals: user.collection ?? 'users' } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const language = docs[0]?.value
    const { config } = req.payload
    if (typeof language !== 'string' || !(language in (config.i18n.supportedLanguages ?? {})))
      return
    const cookie = [
      `${config.cookiePrefix || 'payload'}-lng=${language}`,
      'Path=/',
      `Max-Age=${COOKIE_MAX_AGE}`,
      'SameSite=Lax',
      ...(secureCookies ? ['Secure'] : []),
    ].join('; ')
    req.responseHeaders ??= new Headers()
    req.responseHeaders.append('Set-Cookie', cookie)
  }
}
