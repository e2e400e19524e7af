import { getEnv } from '@/env'
import { cacheControl, NO_STORE } from '@/lib/cache-headers'
import { setDraftMode } from '@/server/preview'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit: leaves draft mode and goes back to the page, now as visitors see it. */
export async function GET(request: Request) {
  await setDraftMode(false)
  return new Response(null, {
    status: 307,
    headers: { Location: backTo(request), ...cacheControl(NO_STORE) },
  })
}

/** The page the editor came from, when it is on this site; else the home page. */
function backTo(request: Request): string {
  const referer = URL.parse(request.headers.get('referer') ?? '')
  const own = [getEnv().serverURL, new URL(request.url).origin]
  if (!referer || !own.includes(referer.origin)) return '/'
  // One leading slash: '//host' would leave the site.
  return `/${referer.pathname.replace(/^\/+/, '')}`
}
