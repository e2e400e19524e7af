import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  addressKey,
  boundConnections,
  connectionLimits,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
} from './connection-limit'

/**
 * A server configured as server/main.ts configures its own (the total bound, Node's
 * connection checks every second, the per-address bounds of connection-limit.mjs), answering
 * every request with 200. On loopback only: Linux routes all of 127/8 to lo, so 127.0.0.2 is a
 * second client on the same machine.
 */
async function start(limits: { perAddress: number; firstRequestMs: number }, total = 256) {
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (_request, response) =>
    response.end('served'),
  )
  server.maxConnections = total
  const bound = boundConnections(server, limits)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { server, bound, port: (server.address() as net.AddressInfo).port }
}
const servers: http.Server[] = []
const sockets: net.Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A GET from `localAddress`: its status, or the error that ended it. */
function get(port: number, localAddress: string) {
  return new Promise<number | string>((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/', localAddress, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/**
 * `count` sockets from `localAddress` that send nothing. Resolves once every one has connected
 * and `closedExpected` of them have been closed by the server (events only, no timers).
 */
function idleSockets(port: number, localAddress: string, count: number, closedExpected: number) {
  const settled = new Set<net.Socket>()
  const open = new Set<net.Socket>()
  let closed = 0
  return new Promise<{ open: Set<net.Socket> }>((resolve) => {
    const check = () => {
      if (settled.size === count && closed >= closedExpected) resolve({ open })
    }
    for (let i = 0; i < count; i += 1) {
      const socket = net.connect({ host: '127.0.0.1', port, localAddress })
      sockets.push(socket)
      open.add(socket)
      socket.on('error', () => undefined)
      socket.once('connect', () => {
        settled.add(socket)
        check()
      })
      socket.once('close', () => {
        settled.add(socket)
        open.delete(socket)
        closed += 1
        check()
      })
    }
  })
}

describe('per-address connection bound (ADR 0029)', () => {
  it('one address holding idle connections leaves the slots of the others', async () => {
    const { port, bound, server } = await start({ perAddress: 32, firstRequestMs: 60_000 })
    // Every connection the server has taken in or dropped at the total bound.
    let arrived = 0
    const allArrived = new Promise<void>((resolve) => {
      const seen = () => (++arrived === 300 ? resolve() : undefined)
      server.on('connection', seen)
      server.on('drop', seen)
    })
    // 300 idle connections from one address, more than the total bound of 256.
    const flooding = idleSockets(port, '127.0.0.1', 300, 300 - 32)
    await allArrived

    // A second address is still served; one more from the first is not.
    expect(await get(port, '127.0.0.2')).toBe(200)
    const flood = await flooding
    expect(flood.open.size).toBe(32)
    expect(bound.open.get('127.0.0.1')).toBe(32)
    expect(await get(port, '127.0.0.1')).not.toBe(200)
    expect(flood.open.size).toBe(32)
    const count = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    )
    expect(count).toBe(32)

    // Slots come back as the idle sockets go.
    const gone = [...flood.open].map((s) => new Promise((resolve) => s.once('close', resolve)))
    for (const socket of flood.open) socket.destroy()
    await Promise.all(gone)
    await new Promise<void>((resolve) => {
      const check = () => (bound.open.has('127.0.0.1') ? setImmediate(check) : resolve())
      check()
    })
    expect(await get(port, '127.0.0.1')).toBe(200)
  })

  it('answers 408 to a connection that sends no request, and keeps one that did', async () => {
    const { port } = await start({ perAddress: 8, firstRequestMs: 300 })
    const idle = net.connect({ host: '127.0.0.1', port })
    const busy = net.connect({ host: '127.0.0.1', port })
    sockets.push(idle, busy)
    idle.on('error', () => undefined)
    let idleHeard = ''
    idle.on('data', (chunk) => (idleHeard += chunk))
    const idleClosed = new Promise((resolve) => idle.once('close', resolve))
    let busyClosed = false
    busy.once('close', () => (busyClosed = true))
    const answers: string[] = []
    const answered = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (answers.join('').split('served').length > n ? resolve() : undefined)
        busy.on('data', (chunk) => {
          answers.push(String(chunk))
          check()
        })
        check()
      })
    const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'
    await new Promise((resolve) => busy.once('connect', resolve))
    busy.write(request)
    await answered(1)
    await idleClosed
    // The idle one was closed at its first-request deadline; the one that asked lives on.
    expect(busyClosed).toBe(false)
    expect(idleHeard).toMatch(/^HTTP\/1\.1 408 /)
    busy.write(request)
    await answered(2)
    expect(answers.join('')).toMatch(/^HTTP\/1\.1 200/)
  })

  it('reads its bound from the environment, the total behind a trusted proxy', () => {
    const server = { hops: 0, maxConnections: 1024, headersTimeoutMs: 20_000 }
    expect(connectionLimits({}, server)).toEqual({
      perAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      firstRequestMs: 10_000,
    })
    expect(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS).toBe(64)
    expect(connectionLimits({ SERVER_MAX_CONNECTIONS_PER_ADDRESS: '16' }, server).perAddress).toBe(
      16,
    )
    // Behind nginx every connection is the proxy's: the total bound, unless set explicitly.
    expect(connectionLimits({}, { ...server, hops: 1 }).perAddress).toBe(1024)
    expect(
      connectionLimits({ SERVER_MAX_CONNECTIONS_PER_ADDRESS: '200' }, { ...server, hops: 2 })
        .perAddress,
    ).toBe(200)
    // Never above the total; the first request never waits longer than any request's headers.
    expect(
      connectionLimits({ SERVER_MAX_CONNECTIONS_PER_ADDRESS: '5000' }, server).perAddress,
    ).toBe(1024)
    // A headers timeout as short closes first requests itself (with its 408).
    expect(connectionLimits({}, { ...server, headersTimeoutMs: 10_000 }).firstRequestMs).toBe(0)
    expect(connectionLimits({}, { ...server, headersTimeoutMs: 1000 }).firstRequestMs).toBe(0)
    for (const bad of ['0', 'many', '-3', '1.5'])
      expect(() => connectionLimits({ SERVER_MAX_CONNECTIONS_PER_ADDRESS: bad }, server)).toThrow(
        /SERVER_MAX_CONNECTIONS_PER_ADDRESS must be a whole number/,
      )
  })

  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1')
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8::')).toBe('2001:db8:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64')
    expect(addressKey(undefined)).toBe('unknown')
  })
})
