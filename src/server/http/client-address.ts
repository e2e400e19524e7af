import 'server-only'

/**
 * The client's address, as the server resolved it from the socket and TRUSTED_PROXY_HOPS
 * (scripts/server.mjs pins it into X-Forwarded-For, replacing whatever the client sent; the app
 * does not boot in production without that server, see `assertClientAddressesPinned`). Outside
 * that server (tests calling route handlers, `next dev`) the header is taken as it comes.
 */
export function clientAddress(headers: Headers): string {
  const pinned = (headers.get('x-forwarded-for') ?? '').split(',')[0]!.trim()
  return pinned || 'unknown'
}

/**
 * Stops a production start that bypassed scripts/server.mjs (`next start`): there every
 * per-address limit would count whatever address the client chose to claim.
 */
export function assertClientAddressesPinned(): void {
  const pinned = (globalThis as Record<symbol, unknown>)[
    Symbol.for('talc-site.client-address-pinned')
  ]
  if (process.env.NODE_ENV === 'production' && pinned !== true)
    throw new Error(
      'Start the site with `npm start` (or `node scripts/server.mjs`), not `next start`: only that ' +
        'server takes the client address from the socket, so that per-address limits hold.',
    )
}
