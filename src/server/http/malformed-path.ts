import { translator } from '@/i18n/messages'

/** A path that is not valid percent-encoded UTF-8 ('/a%ZZ', '/%', '/%C0%AF') names nothing. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * The answer to a malformed path (issue 21, finding 9): 400 with a short text in the language of
 * the path's prefix, where Next.js's routing would fail with 500. Null for any other path.
 */
export function malformedPathAnswer(pathname: string): Response | null {
  if (!isMalformedPath(pathname)) return null
  const locale = /^\/de(\/|$)/i.test(pathname) ? 'de' : 'en'
  return new Response(translator(locale, 'api')('badAddress'), {
    status: 400,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': 'no-store',
    },
  })
}
