/**
 * What ADR 0024 promises, checked from outside (used by tests/cluster/cluster-test.mjs):
 * - the language choice through nginx with its page cache on: an English visit to / first, then
 *   a German browser without a cookie, and one whose cookie says German, still land on /de; no
 *   answer from the cache sets the language cookie;
 * - the template never stores an answer that sets a cookie (a stand-in upstream that sets two),
 *   and bypasses the cache for a session cookie however it is spaced and for an Authorization
 *   header; Payload's API answers are private;
 * - the server bound to 127.0.0.1, ::1, 0.0.0.0, a host name, or nothing, serves both languages
 *   without a redirect loop; an absolute-form request line is never sent to another host.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { freePort, startNginx, until } from './topology.mjs'

const get = (url, headers = {}) => fetch(url, { headers, redirect: 'manual' })

/**
 * Whether nginx answered with a stored copy of the page. In this run a page lives
 * CDN_MAX_AGE = 2 s, so a copy that an earlier check stored can run out between two requests:
 * nginx then says EXPIRED, which it says only when it holds a copy for that key. An answer that
 * is never stored reads MISS (or BYPASS) every time.
 * @param {Response} answer
 */
const fromStoredCopy = (answer) =>
  ['HIT', 'STALE', 'UPDATING', 'REVALIDATED', 'EXPIRED'].includes(
    answer.headers.get('x-cache-status') ?? '',
  )

/** @param {{ cache: { url: string } }} options */
export async function languageThroughCache({ cache }) {
  const english = { 'accept-language': 'en-US,en;q=0.9' }
  const first = await get(`${cache.url}/`, english)
  assert.equal(first.status, 200, 'English home')
  const again = await get(`${cache.url}/`, english)
  assert.ok(
    fromStoredCopy(again),
    `the English home is cached (${again.headers.get('x-cache-status')})`,
  )

  const german = await get(`${cache.url}/`, { 'accept-language': 'de-DE,de;q=0.9' })
  assert.equal(german.status, 307, 'a German browser without cookie is sent on')
  assert.equal(german.headers.get('location'), '/de', 'to /de on this site')
  assert.equal(german.headers.get('set-cookie'), null, 'detection stores no choice')

  const chosen = await get(`${cache.url}/`, { ...english, cookie: 'i18n_redirected=de' })
  assert.equal(chosen.status, 307, 'the cookie de wins over an English browser')
  assert.equal(chosen.headers.get('location'), '/de', 'to /de on this site')

  const keptEnglish = await get(`${cache.url}/`, {
    'accept-language': 'de-DE',
    cookie: 'i18n_redirected=en',
  })
  assert.equal(keptEnglish.status, 200, 'the cookie en wins over a German browser')
  assert.match(await keptEnglish.text(), /<html[^>]*lang="en"/)

  for (const pathname of ['/', '/about-us', '/de/about-us', '/de']) {
    for (const headers of [english, { cookie: 'i18n_redirected=de' }]) {
      await get(`${cache.url}${pathname}`, headers)
      const answer = await get(`${cache.url}${pathname}`, headers)
      assert.equal(
        answer.headers.get('set-cookie'),
        null,
        `${pathname} (${answer.headers.get('x-cache-status')}) sets no cookie`,
      )
    }
  }
  const hit = await get(`${cache.url}/about-us`, { cookie: 'i18n_redirected=de' })
  assert.ok(
    fromStoredCopy(hit),
    `anonymous pages stay cached (${hit.headers.get('x-cache-status')})`,
  )
  return { germanAtRoot: german.status, cookieDeAtRoot: chosen.status, cookieEnAtRoot: 200 }
}

/** @param {{ cache: { url: string }, dir: string }} options */
export async function cacheRules({ cache, dir }) {
  // A stand-in upstream: a public answer that sets the language cookie, then a session.
  let served = 0
  const standIn = http.createServer((_request, response) => {
    served += 1
    response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=30')
    response.setHeader('Set-Cookie', [
      'i18n_redirected=en; Path=/',
      'member_session=secret; Path=/',
    ])
    response.end('stand-in')
  })
  const port = await freePort()
  await new Promise((resolve) => standIn.listen(port, '127.0.0.1', resolve))
  const nginxDir = path.join(dir, 'nginx-stand-in')
  const proxy = await startNginx(nginxDir, { upstreams: [`127.0.0.1:${port}`], cache: true })
  try {
    const first = await get(`${proxy.url}/page`)
    const second = await get(`${proxy.url}/page`)
    assert.notEqual(
      second.headers.get('x-cache-status'),
      'HIT',
      'a cookie-setting answer is not stored',
    )
    assert.equal(served, 2, 'both requests reached the upstream')
    const stored = fs.readdirSync(path.join(nginxDir, 'cache'), { recursive: true })
    assert.equal(
      stored.filter((f) => !fs.statSync(path.join(nginxDir, 'cache', String(f))).isDirectory())
        .length,
      0,
      'nothing in the cache folder',
    )
    assert.ok(first.headers.get('set-cookie'), 'the upstream answer itself passes')
  } finally {
    await proxy.stop()
    standIn.close()
  }

  // Sessions and tokens pass by the site's cache.
  await get(`${cache.url}/about-us`)
  const byPass = {}
  for (const [name, headers] of [
    ['member_session=x', { cookie: 'member_session=x' }],
    ['member_session =x', { cookie: 'i18n_redirected=en; member_session =x' }],
    ['payload-token=x', { cookie: 'payload-token=x' }],
    ['Authorization: JWT x', { authorization: 'JWT x' }],
  ]) {
    const answer = await get(`${cache.url}/about-us`, headers)
    byPass[name] = answer.headers.get('x-cache-status')
    assert.equal(byPass[name], 'BYPASS', `${name} bypasses the cache`)
  }
  const me = await get(`${cache.url}/api/cms/users/me`)
  assert.equal(me.headers.get('cache-control'), 'private, no-store', "Payload's API is private")
  return byPass
}

/** The raw answer head to one request line, sent as written. */
function rawHead(host, port, line) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () =>
      socket.write(
        `${line}\r\nHost: ${host.includes(':') ? `[${host}]` : host}:${port}\r\nConnection: close\r\n\r\n`,
      ),
    )
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0]))
    socket.on('error', reject)
  })
}

/** @param {{ cluster: any }} options */
export async function binding({ cluster }) {
  const results = {}
  for (const hostname of ['127.0.0.1', '::1', '0.0.0.0', 'localhost', '']) {
    const label = hostname || '(unset)'
    const node = await cluster.extraInstance(`bind-${hostname || 'unset'}`.replace(/[:.]/g, '_'), {
      HOSTNAME: hostname,
    })
    try {
      const statuses = []
      for (const pathname of [
        '/',
        '/de',
        '/about-us/company-profile',
        '/de/about-us/company-profile',
        '/news-events/company-news/new-rail-loading-station',
        '/de/news-events/company-news/new-rail-loading-station',
      ]) {
        const answer = await get(`${node.url}${pathname}`, { 'accept-language': 'en' })
        statuses.push(answer.status)
        assert.equal(
          answer.status,
          200,
          `${label}: ${pathname} answers ${answer.status} ${answer.headers.get('location') ?? ''}`,
        )
      }
      const { hostname: host, port } = new URL(node.url)
      const head = await rawHead(
        host.replace(/^\[|\]$/g, ''),
        Number(port),
        'GET http://evil.example/about-us HTTP/1.1',
      )
      assert.match(
        head,
        /^HTTP\/1\.1 200 /,
        `${label}: absolute-form read as the path: ${head.split('\r\n')[0]}`,
      )
      assert.doesNotMatch(
        head,
        /^location:.*evil\.example/im,
        `${label}: no redirect to another host`,
      )
      results[label] = { statuses, absoluteForm: head.split('\r\n')[0] }
    } finally {
      await node.stop()
    }
  }
  return results
}

/** A request on its own connection: its status, or 0 when the server closed it unanswered. */
function requestOn(port, text) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)
      if (status) resolve({ status: Number(status[1]), socket })
    })
    socket.on('close', () => resolve({ status: 0, socket }))
    socket.on('error', () => undefined)
  })
}

/** @param {{ cluster: any }} options */
export async function serverLimits({ cluster }) {
  const node = await cluster.extraInstance('limits', {
    HOSTNAME: '127.0.0.1',
    SERVER_HEADERS_TIMEOUT_SECONDS: '1',
    SERVER_MAX_CONNECTIONS: '8',
  })
  const { port } = new URL(node.url)
  const open = []
  try {
    // Kept-alive connections, each answered, until the server closes one unanswered.
    let refusedAt = 0
    for (let i = 1; i <= 12 && !refusedAt; i += 1) {
      const answer = await requestOn(
        Number(port),
        `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`,
      )
      open.push(answer.socket)
      if (answer.status === 0) refusedAt = i
    }
    assert.ok(refusedAt > 0 && refusedAt <= 9, `connection ${refusedAt} refused (bound 8)`)
    for (const socket of open) socket.destroy()
    // A client that never finishes its headers is answered 408 and let go.
    await until(async () => (await fetch(`${node.url}/api/health`)).status === 200, {
      what: 'the limits instance after the bound',
    })
    const slow = await requestOn(Number(port), `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
    slow.socket.destroy()
    assert.equal(slow.status, 408, 'unfinished headers: 408')
    return { connectionRefusedAt: refusedAt, unfinishedHeaders: slow.status }
  } finally {
    for (const socket of open) socket.destroy()
    await node.stop()
  }
}
