/**
 * A path that is not valid percent-encoded UTF-8 ('/a%ZZ', '/%', '/%C0%AF') names nothing; Next.js's
 * routing fails on it with 500, so it is answered 400 first. Plain JavaScript: src/proxy.ts and
 * server/main.ts both check it.
 *
 * @param {string} pathname the path as sent, still percent-encoded
 */
export function isMalformedPath(pathname) {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * Whether a request names a malformed path, itself or, for the image optimizer (`/_next/image`),
 * as the local image it asks for: Next.js fetches that one internally, past the proxy.
 *
 * @param {string} url the request's path and query, as sent
 */
export function namesMalformedPath(url) {
  const [pathname = '/', query = ''] = url.split('?', 2)
  if (isMalformedPath(pathname)) return true
  if (pathname !== '/_next/image') return false
  const source = new URLSearchParams(query).get('url') ?? ''
  return source.startsWith('/') && isMalformedPath(source.split('?', 1)[0] ?? '')
}
