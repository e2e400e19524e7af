import 'server-only'

/** The quality an Accept header gives a media type: its most specific entry (type/sub, type/*, then *\/*). */
function qualityOf(entries: { type: string; q: number }[], mediaType: string): number {
  const [major] = mediaType.split('/')
  for (const pattern of [mediaType, `${major}/*`, '*/*']) {
    const entry = entries.find((e) => e.type === pattern)
    if (entry) return entry.q
  }
  return 0
}

/**
 * Whether a request prefers an HTML page to JSON: a browser's navigation names text/html first
 * (`text/html,…,*\/*;q=0.8`); fetch, curl and API clients send `*\/*`, `application/json` or no
 * Accept at all, and keep the JSON answers of SPEC §7. A tie goes to JSON.
 */
export function prefersHtml(request: Request): boolean {
  const header = request.headers.get('accept')
  if (!header) return false
  const entries = header.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    return { type, q: Number.isFinite(value) ? value : 0 }
  })
  return qualityOf(entries, 'text/html') > qualityOf(entries, 'application/json')
}
