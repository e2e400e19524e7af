/**
 * Which address a request came from, decided once, where the socket is still known (the Node
 * server in server/main.ts), and pinned into the request for the app to read.
 *
 * The chain is every X-Forwarded-For entry followed by the socket's peer. Each trusted proxy in
 * front appends the address it saw, so with `hops` trusted proxies the client is the entry
 * `hops` places left of the socket; everything further left is what the client itself claimed.
 * With no trusted proxy (hops 0, the default) the socket's peer is the client, whatever the
 * headers say.
 */

/** `::ffff:127.0.0.1` is 127.0.0.1: the same client whether it came over IPv4 or IPv6. */
export function normalizeAddress(address: string | undefined | null): string {
  const trimmed = String(address ?? '').trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return (mapped?.[1] ?? trimmed).toLowerCase()
}

/**
 * The client's address, or 'unknown' when the socket has none.
 * @param socketAddress the TCP peer (req.socket.remoteAddress)
 * @param forwardedFor the X-Forwarded-For header as received
 * @param hops trusted proxies in front (TRUSTED_PROXY_HOPS)
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const peer = normalizeAddress(socketAddress) || 'unknown'
  if (!hops) return peer
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = header.split(',').map(normalizeAddress).filter(Boolean).concat(peer)
  // Fewer entries than trusted hops: the request skipped a proxy; the leftmost is the best known.
  return chain[Math.max(0, chain.length - 1 - hops)] ?? peer
}

/** TRUSTED_PROXY_HOPS as src/env.ts accepts it (it refuses anything else at boot). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  return value && /^\d{1,2}$/.test(value) ? Number(value) : 0
}
