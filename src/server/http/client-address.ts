import 'server-only'

import net from 'node:net'

import { processBridge } from '@/lib/process-bridge.mjs'

/**
 * The client's address, as the server resolved it from the socket and TRUSTED_PROXY_HOPS
 * (server/main.ts pins it into X-Forwarded-For, replacing whatever the client sent; the app
 * does not boot in production without that server, see `assertClientAddressesPinned`). Outside
 * that server (tests calling route handlers, `next dev`) the header is taken as it comes.
 */
export function clientAddress(headers: Headers): string {
  const pinned = (headers.get('x-forwarded-for') ?? '').split(',')[0]!.trim()
  return pinned || 'unknown'
}

/**
 * Stops a production start that bypassed server/main.ts (`next start`): there every
 * per-address limit would count whatever address the client chose to claim.
 */
export function assertClientAddressesPinned(): void {
  if (process.env.NODE_ENV === 'production' && processBridge().clientAddressPinned !== true)
    throw new Error(
      'Start the site with `npm start` (or `npm run serve`), not `next start`: only that ' +
        'server takes the client address from the socket, so that per-address limits hold.',
    )
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded), or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  if (!net.isIPv6(address) || address.includes('.')) return null
  const [head = '', tail = ''] = address.split('::')
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : [])
  const [left, right] = [part(head), part(tail)]
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/** The first `groups` groups of an IPv6 address followed by '::' (its network). */
function ipv6Prefix(groups: number[], count: number): string {
  return `${groups
    .slice(0, count)
    .map((group) => group.toString(16))
    .join(':')}::`
}

/** An address shortened for storage and logs: /24 for IPv4, /48 for IPv6. */
export function truncateAddress(address: string): string {
  if (net.isIPv4(address)) return address.replace(/\.\d+$/, '.0')
  const groups = ipv6Groups(address)
  return groups ? ipv6Prefix(groups, 3) : address
}

/**
 * What a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 one (one
 * subscriber's prefix: rotating addresses inside it must not escape the limit).
 */
export function limitedAddress(address: string): string {
  const groups = ipv6Groups(address)
  return groups ? ipv6Prefix(groups, 4) : address
}
