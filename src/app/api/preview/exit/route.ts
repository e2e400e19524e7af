import { draftMode } from 'next/headers'

import { getEnv } from '@/env'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit: leaves draft mode and goes back to the page, now as visitors see it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  let location = '/'
  const referer = request.headers.get('referer')
  if (referer) {
    const from = new URL(referer)
    const own = [getEnv().serverURL, new URL(request.url).origin]
    if (own.includes(from.origin)) location = from.pathname
  }
  return new Response(null, {
    status: 307,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}
