import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { newXsrfToken, xsrfCookieHeader } from '@/server/http/xsrf'

export const dynamic = 'force-dynamic'

/** SPEC §7: called before login and forgot-password; sets the readable XSRF-TOKEN cookie. */
export function GET() {
  return new Response(null, {
    status: 204,
    headers: { 'Set-Cookie': xsrfCookieHeader(newXsrfToken()), ...cacheControl(NO_STORE) },
  })
}
