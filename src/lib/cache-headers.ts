/**
 * The Cache-Control values the app writes itself, declared once (a test keeps every other file of
 * src/ from spelling one). Pages are Next.js's: the production server rewrites what it chose for
 * a shared cache (server/cache-policy.ts). Isomorphic and without imports, so that the request
 * proxy and the production server can use it too.
 */

/** Kept by no cache: API answers, redirects, refusals, anything that must show the latest write. */
export const NO_STORE = 'no-store'

/** For the one who asked only, and kept by no cache either: files and exports behind a login. */
export const PRIVATE = 'private, no-store'

/**
 * The same for everyone: kept a minute by browsers and shared caches, then served for five more
 * while it is fetched again.
 */
export const PUBLIC_MINUTE = 'public, max-age=60, stale-while-revalidate=300'

export type CachePolicy = typeof NO_STORE | typeof PRIVATE | typeof PUBLIC_MINUTE

/**
 * A page in a shared cache in front (a CDN, nginx): browsers ask again every time, the cache keeps
 * it `maxAge` seconds and serves it `stale` more while it asks (the production server's policy,
 * server/cache-policy.ts, ADR 0020).
 */
export function sharedLifetime({ maxAge, stale }: { maxAge: number; stale: number }): string {
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`
}

/** The header as a headers object: `{ ...cacheControl(NO_STORE), 'Content-Language': locale }`. */
export function cacheControl<P extends CachePolicy>(policy: P): { 'Cache-Control': P } {
  return { 'Cache-Control': policy }
}

/** Sets the header on Headers, a Response or a NextResponse (replacing any), and returns it. */
export function setCacheControl<T extends Headers | { headers: Headers }>(
  target: T,
  policy: CachePolicy,
): T {
  const given: Headers | { headers: Headers } = target
  const headers = given instanceof Headers ? given : given.headers
  headers.set('Cache-Control', policy)
  return target
}
