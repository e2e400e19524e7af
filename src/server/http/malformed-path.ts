import { localeOfPath } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { isMalformedPath } from '@/lib/malformed-path.mjs'

/**
 * The answer to a malformed path: 400 with a short text in the language of
 * the path's prefix, where Next.js's routing would fail with 500. Null for any other path.
 * server/main.ts answers the same before Next.js, also for the paths the proxy skips.
 */
export function malformedPathAnswer(pathname: string): Response | null {
  if (!isMalformedPath(pathname)) return null
  const locale = localeOfPath(pathname)
  return new Response(translator(locale, 'api')('badAddress'), {
    status: 400,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': locale,
      ...cacheControl(NO_STORE),
    },
  })
}
