/**
 * The cluster checks (ADR 0020, ADR 0024, ADR 0025) against two production instances
 * behind nginx, on PostgreSQL, Redis and an S3-protocol server, all on loopback: processes
 * (`npm run test:cluster`, tests/cluster/cluster-test.mjs) or containers of the image (`npm run
 * test:container`, tests/container/container-test.mjs).
 *
 * Checks, each printed with its figures:
 * 1. a publish through instance A shows on B within 2 s, in that language only; an unpublish too;
 * 2. a document and an image uploaded through A download through B; a private file has no
 *    public object URL;
 * 3. a member's session from A works on B; a per-account-and-address login limit counts the
 *    failures made on both;
 * 4. mixed traffic through nginx while A, then B, is stopped and started again: no failed request,
 *    no lost enquiry, every mail sent exactly once;
 * 5. a news item published on A is found by the search on B within 1 s;
 * 6. every write path × the pages that show it, fresh on B and through nginx's page cache within
 *    CDN_MAX_AGE + CDN_STALE_WHILE_REVALIDATE (2 + 2 s in this run), the other language untouched
 *    (tests/cluster/freshness.mjs, ADR 0024);
 * 7. the language choice through that cache, its cookie rules and bypasses, and the server bound
 *    to each kind of HOSTNAME (tests/cluster/caches-in-front.mjs, ADR 0024).
 *
 * What s3rver does not cover of S3: ACLs and bucket policies (it answers unsigned reads of any
 * object, so "not publicly readable" is checked as: objects written private, and no address the
 * site hands out points at the bucket), full V4 signatures, versioning, encryption.
 *
 * CLUSTER_TRAFFIC_SECONDS (default 60) sets the length of the traffic phase.
 */
import assert from 'node:assert/strict'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import sharp from 'sharp'

import { binding, cacheRules, languageThroughCache, serverLimits } from './caches-in-front.mjs'
import { freshnessTable, lexicalText, singleInstanceScheduled } from './freshness.mjs'
import { until } from './topology.mjs'

const TRAFFIC_MS = Math.max(20, Number(process.env.CLUSTER_TRAFFIC_SECONDS) || 60) * 1000
const ADMIN = { email: 'admin@eurotalc.example', password: 'EuroTalc-Chief-2026' }
const MEMBER = { email: 'member@eurotalc.example', password: 'EuroTalc-Customer-2026' }
const PENDING = { email: 'pending@eurotalc.example', password: 'EuroTalc-Waiting-2026' }

const results = []
function report(name, figures) {
  results.push({ name, ...figures })
  console.log(`✓ ${name}${figures ? ` ${JSON.stringify(figures)}` : ''}`)
}

/** A visitor: keeps cookies, sends the XSRF header like the site's client, names its address. */
class Client {
  constructor(address, origin) {
    this.address = address
    this.origin = origin
    this.cookies = new Map()
  }

  async request(
    base,
    path,
    { method = 'GET', json, body, headers = {}, redirect = 'manual' } = {},
  ) {
    const all = {
      'x-forwarded-for': this.address,
      origin: this.origin,
      'accept-language': 'en',
      ...headers,
    }
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && method !== 'GET') all['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (json !== undefined) all['content-type'] = 'application/json'
    const response = await fetch(`${base}${path}`, {
      method,
      headers: all,
      body: json !== undefined ? JSON.stringify(json) : body,
      redirect,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      if (/Max-Age=0/i.test(line)) this.cookies.delete(pair.slice(0, at))
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  async login(base, { email, password }) {
    await this.request(base, '/sanctum/csrf-cookie')
    return this.request(base, '/login', { method: 'POST', json: { email, password } })
  }
}

async function staffToken(base, origin) {
  const response = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '192.0.2.250' },
    body: JSON.stringify(ADMIN),
  })
  assert.equal(response.status, 200, 'staff login')
  return (await response.json()).token
}

async function solvedCaptcha(base) {
  const url = `${base}/api/v1/captcha/challenge`
  const challenge = await fetch(url)
    .then((response) => response.json())
    .catch((error) => {
      throw new Error(`robot-check challenge from ${url}`, { cause: error })
    })
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge, solution }))
}

const text = async (response) => (response.ok ? response.text() : '')

// A short lifetime in caches in front, so that their bound (the sum) is seconds, not a minute.
export const CDN_MAX_AGE = 2
export const CDN_STALE = 2

/**
 * The checks above against a started topology (tests/cluster/topology.mjs): instances run as
 * processes (npm run test:cluster) or as containers of the image (npm run test:container).
 * `restarts` says how each instance is stopped during the traffic: SIGTERM (an orchestrator's
 * stop) or SIGKILL (no grace: requests under way on it may fail, but no accepted enquiry may be
 * lost and no mail sent twice). `singleInstance` runs the one-instance SQLite check (processes).
 * @param {{ cluster: any, cache: any, restarts?: Array<'SIGTERM' | 'SIGKILL'>, singleInstance?: boolean }} options
 */
export async function clusterChecks({
  cluster,
  cache,
  restarts: restartSignals = ['SIGTERM', 'SIGTERM'],
  singleInstance = true,
}) {
  const [A, B] = cluster.nodes
  const origin = cluster.nginx.url
  const token = await staffToken(A.url, origin)
  const auth = { authorization: `JWT ${token}`, origin }
  const cms = async (base, path, { method = 'GET', json, body } = {}) => {
    const response = await fetch(`${base}/api/cms${path}`, {
      method,
      headers: { ...auth, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : body,
    })
    const answer = await response.json().catch(() => null)
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(answer)}`)
    return answer
  }

  // ── 1. Publish and unpublish reach the other instance ───────────────────────────────────────
  {
    const created = await cms(A.url, '/pages?locale=en', {
      method: 'POST',
      json: { title: 'Cluster page', path: '/cluster-page', _status: 'published' },
    })
    const id = created.doc.id
    await cms(A.url, `/pages/${id}?locale=de`, {
      method: 'PATCH',
      json: { title: 'Cluster-Seite', _status: 'published' },
    })
    const visible = async (base, path, words) =>
      (await text(await fetch(`${base}${path}`))).includes(words)
    await until(() => visible(B.url, '/cluster-page', 'Cluster page'), { what: 'page on B' })
    await until(() => visible(B.url, '/de/cluster-page', 'Cluster-Seite'), { what: 'page on B' })
    const times = []
    for (let round = 1; round <= 5; round += 1) {
      const title = `Cluster page, version ${round}`
      const started = Date.now()
      await cms(A.url, `/pages/${id}?locale=en`, { method: 'PATCH', json: { title } })
      await until(() => visible(B.url, '/cluster-page', title), {
        what: 'publish on B',
        timeoutMs: 2000,
      })
      times.push(Date.now() - started)
      // That language only: the German page still has its own title.
      const german = await text(await fetch(`${B.url}/de/cluster-page`))
      assert.ok(
        german.includes('Cluster-Seite') && !german.includes(title),
        'German page unchanged',
      )
    }
    const started = Date.now()
    await cms(A.url, `/pages/${id}?locale=en`, { method: 'PATCH', json: { _status: 'draft' } })
    await until(async () => (await fetch(`${B.url}/cluster-page`)).status === 404, {
      what: 'unpublish on B',
      timeoutMs: 2000,
    })
    const unpublishMs = Date.now() - started
    // Published again: the traffic below reads it.
    await cms(A.url, `/pages/${id}?locale=en`, { method: 'PATCH', json: { _status: 'published' } })
    await until(async () => (await fetch(`${B.url}/cluster-page`)).status === 200, {
      what: 'republish on B',
      timeoutMs: 2000,
    })
    report('publish on A shows on B in that language only; unpublish too', {
      publishMs: times,
      unpublishMs,
    })
  }

  // ── 2. Uploads through A download through B; private files have no object URL ─────────────
  {
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer()
    const imageForm = new FormData()
    imageForm.set('_payload', JSON.stringify({ alt: 'Cluster image' }))
    imageForm.set('file', new Blob([image], { type: 'image/png' }), 'cluster-image.png')
    const media = (await cms(A.url, '/media?locale=en', { method: 'POST', body: imageForm })).doc
    const fromB = await fetch(`${B.url}/api/cms/media/file/${media.filename}`)
    assert.equal(fromB.status, 200, 'image through B')
    assert.ok(Buffer.from(await fromB.arrayBuffer()).equals(image), 'image bytes through B')

    const seeded = (await cms(A.url, '/documents?limit=1&depth=0')).docs[0]
    // A real PDF: a seeded document's file, fetched through A, uploaded again under a new name.
    const seededFile = await fetch(`${A.url}/api/v1/documents/${seeded.id}/download`, {
      headers: auth,
    })
    assert.equal(seededFile.status, 200, 'a seeded document through A')
    const pdf = Buffer.from(await seededFile.arrayBuffer())
    const documentForm = new FormData()
    documentForm.set(
      '_payload',
      JSON.stringify({
        title: 'Cluster safety data sheet',
        category: seeded.category,
        language: seeded.language,
        markets: seeded.markets,
        revisionDate: seeded.revisionDate,
        _status: 'published',
      }),
    )
    documentForm.set('file', new Blob([pdf], { type: 'application/pdf' }), 'cluster-sds.pdf')
    const document = (
      await cms(A.url, '/documents?locale=en', { method: 'POST', body: documentForm })
    ).doc
    const download = await fetch(`${B.url}/api/v1/documents/${document.id}/download`, {
      headers: auth,
    })
    assert.equal(download.status, 200, 'document through B')
    assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf), 'document bytes through B')
    const anonymous = await fetch(`${B.url}/api/cms/documents/file/${document.filename}`)
    assert.equal(anonymous.status, 403, 'a private file is refused to visitors')
    const keys = await cluster.s3.keys()
    assert.ok(keys.includes(`documents/${document.filename}`), 'the document is in the bucket')
    assert.ok(keys.includes(`media/${media.filename}`), 'the image is in the bucket')
    for (const url of [document.url, media.url])
      assert.ok(
        url.startsWith(origin) && !url.includes(cluster.s3.endpoint),
        `site address: ${url}`,
      )
    report('uploads through A download through B; private files only through the access check')
  }

  // ── 3. Sessions and limits across instances ────────────────────────────────────────────────
  {
    const member = new Client('198.51.100.20', origin)
    assert.equal((await member.login(A.url, MEMBER)).status, 200, 'member login on A')
    const me = await member.request(B.url, '/api/v1/user')
    assert.equal(me.status, 200, 'member session on B')
    assert.equal((await me.json()).email, MEMBER.email)

    const guesser = new Client('198.51.100.21', origin)
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const base = attempt % 2 === 0 ? A.url : B.url
      statuses.push(
        (await guesser.login(base, { ...PENDING, password: 'Wrong-Password-2026' })).status,
      )
    }
    // Five failures from one address for one account (ADR 0017), made on both instances.
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429], `login statuses ${statuses}`)
    report('a session from A works on B; the login limit counts tries on both', { statuses })
  }

  // ── 5. Search (before the traffic, which restarts the instances) ──────────────────────────
  {
    const word = `Quarzfrei${Date.now().toString(36)}`
    const started = Date.now()
    await cms(A.url, '/news?locale=en', {
      method: 'POST',
      json: {
        title: `Cluster news ${word}`,
        slug: `cluster-news-${Date.now()}`,
        category: 'company-news',
        excerpt: `News published on instance A: ${word}.`,
        content: lexicalText(`Found on instance B: ${word}.`),
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    await until(
      async () => {
        const answer = await (await fetch(`${B.url}/api/v1/search?query=${word}&locale=en`)).json()
        return JSON.stringify(answer).includes(word)
      },
      { what: 'search on B', timeoutMs: 1000 + (Date.now() - started) },
    )
    report('published on A, found by the search on B', { ms: Date.now() - started })
  }

  // ── 6. Every write reaches every cached copy, in its language only ────────────────────────
  {
    const boundMs = (CDN_MAX_AGE + CDN_STALE) * 1000
    console.log(`  write paths (bound through nginx's cache ${boundMs} ms):`)
    const rows = await freshnessTable({ cluster, cms, cache, boundMs })
    report('every write path fresh on B and through the cache; other language untouched', {
      rows: rows.length,
    })
  }

  if (singleInstance)
    report(
      'one instance without Redis (npm start): a scheduled publish reaches its cached pages',
      await singleInstanceScheduled({ dir: cluster.dir }),
    )

  // ── 7. Caches in front and binding ─────────────────────────────────────────────────────────
  report('language choice through the cache', await languageThroughCache({ cache }))
  report('no cookie-setting answer stored; sessions and tokens bypass', {
    bypass: await cacheRules({ cache, dir: cluster.dir }),
  })
  report('every HOSTNAME serves both languages; absolute-form stays here', {
    hostnames: await binding({ cluster }),
  })
  report('slow and surplus clients are let go', await serverLimits({ cluster }))

  // ── 4. Traffic while the instances restart ─────────────────────────────────────────────────
  {
    const pages = [
      '/',
      '/de',
      '/cluster-page',
      '/de/cluster-page',
      '/api/v1/search?query=talc',
      '/api/health',
    ]
    // One enquiry before, to learn how many mails one enquiry makes.
    let sequence = 0
    const sent = []
    async function enquire() {
      sequence += 1
      const email = `cluster-${sequence}-${Date.now()}@example.com`
      const client = new Client(
        `198.18.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`,
        origin,
      )
      // The robot check's challenge is a request too: one under way when an instance is killed
      // may fail like any other, and is counted like the form's own answer (status 0), not thrown.
      let altcha
      try {
        altcha = await solvedCaptcha(cluster.nginx.url)
      } catch (error) {
        console.log(`  challenge failed (${error.cause?.message ?? error.message})`)
        return 0
      }
      const body = {
        firstName: 'Cluster',
        lastName: `Test ${sequence}`,
        company: 'Cluster GmbH',
        jobTitle: 'Buyer',
        email,
        phone: '+49 30 123456',
        country: 'DE',
        terms: true,
        information: true,
        query: `Enquiry number ${sequence}`,
        altcha,
      }
      const response = await client
        .request(cluster.nginx.url, '/api/v1/forms/contact-us', { method: 'POST', json: body })
        .catch((error) => ({ status: 0, error }))
      sent.push({ email, status: response.status })
      return response.status
    }
    assert.ok([200, 201].includes(await enquire()), 'first enquiry')
    await until(
      async () =>
        cluster.smtp.messages.filter(
          (m) => m.text.includes(sent[0].email) || m.to.includes(sent[0].email),
        ).length >= 1,
      { what: 'first enquiry mails' },
    )
    // All of that enquiry's mails: wait until the outbox is empty.
    const outboxEmpty = async () => {
      const { default: pg } = await import('pg')
      const db = new pg.Client({ connectionString: cluster.databaseUrl })
      await db.connect()
      try {
        const { rows } = await db.query('SELECT count(*)::int AS n FROM payload_jobs')
        return rows[0].n === 0
      } finally {
        await db.end()
      }
    }
    await until(outboxEmpty, { what: 'outbox empty' })
    const mailsOf = (email) =>
      cluster.smtp.messages.filter((m) => m.to.includes(email) || m.text.includes(email))
    const perEnquiry = mailsOf(sent[0].email).length

    const counts = { requests: 0, failed: 0, inFlightAtKill: 0, byStatus: {} }
    const failures = []
    const end = Date.now() + TRAFFIC_MS
    /** When an instance was being killed (SIGKILL): requests under way then may fail. */
    const kills = []
    /** Counts a failure, unless it was under way when an instance was killed. */
    const fail = (startedAt, what) => {
      const endedAt = Date.now()
      if (kills.some(({ from, to }) => startedAt <= to && endedAt >= from)) {
        counts.inFlightAtKill += 1
        return
      }
      counts.failed += 1
      failures.push(what)
    }
    async function reader(index) {
      let i = index
      while (Date.now() < end) {
        const path = pages[i++ % pages.length]
        const startedAt = Date.now()
        let status = 0
        let error = ''
        try {
          const response = await fetch(`${cluster.nginx.url}${path}`, {
            headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
          })
          await response.arrayBuffer()
          status = response.status
        } catch (caught) {
          error = caught.message
        }
        counts.requests += 1
        counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1
        if (status !== 200) fail(startedAt, `${path}: ${status || error}`)
      }
    }
    async function writer() {
      while (Date.now() < end) {
        const startedAt = Date.now()
        const status = await enquire()
        counts.requests += 1
        counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1
        // A clear 503 the form shows is allowed; anything else is a failure.
        if (![200, 201, 503].includes(status)) fail(startedAt, `enquiry: ${status}`)
      }
    }
    const restarts = []
    async function restarter() {
      for (const [index, node] of [A, B].entries()) {
        await new Promise((resolve) => setTimeout(resolve, TRAFFIC_MS / 6))
        const signal = restartSignals[index] ?? 'SIGTERM'
        const started = Date.now()
        // The instance dies somewhere between `docker kill` and the moment it has exited: a
        // request under way at any time in between may fail with it.
        const kill = { from: started, to: Infinity }
        if (signal === 'SIGKILL') kills.push(kill)
        await node.stop(signal)
        kill.to = Date.now()
        const stoppedMs = Date.now() - started
        await node.start()
        restarts.push({ instance: node.name, signal, stoppedMs, backMs: Date.now() - started })
      }
    }
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => reader(i)),
      writer(),
      writer(),
      restarter(),
    ])
    assert.equal(restarts.length, 2, 'both instances restarted during the traffic')

    try {
      await until(outboxEmpty, { what: 'outbox empty after traffic' })
    } catch (error) {
      // What is still queued, and why: CI keeps only what a failed run prints.
      const { default: pg } = await import('pg')
      const db = new pg.Client({ connectionString: cluster.databaseUrl })
      await db.connect()
      try {
        const { rows } = await db.query(
          `SELECT id, queue, task_slug, processing, completed_at, has_error, total_tried, wait_until, updated_at,
             created_at, left(error::text, 300) AS error, now() AS now FROM payload_jobs ORDER BY id`,
        )
        throw new Error(`${error.message}; jobs left: ${JSON.stringify(rows)}`, { cause: error })
      } finally {
        await db.end()
      }
    }
    const { default: pg } = await import('pg')
    const db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    const stored = new Set(
      (await db.query("SELECT email FROM enquiries WHERE email LIKE 'cluster-%'")).rows.map(
        (r) => r.email,
      ),
    )
    await db.end()
    const accepted = sent.filter((s) => [200, 201].includes(s.status))
    const lost = accepted.filter((s) => !stored.has(s.email))
    // A mail sent again after a kill (the mail server took it just before the process died)
    // carries the same Message-ID (src/server/mail/transport.ts), and is the same message to
    // mail systems: counted once, and reported. Without a kill there is none.
    const mailCounts = accepted.map((s) => new Set(mailsOf(s.email).map((m) => m.messageId)).size)
    const resentSameId = accepted
      .map((s, i) => mailsOf(s.email).length - mailCounts[i])
      .reduce((a, b) => a + b, 0)
    const wrongMail = accepted.filter((s, i) => mailCounts[i] !== perEnquiry)
    const figures = {
      seconds: TRAFFIC_MS / 1000,
      requests: counts.requests,
      failedRequests: counts.failed,
      failedInFlightAtKill: counts.inFlightAtKill,
      byStatus: counts.byStatus,
      enquiriesAccepted: accepted.length,
      enquiriesRefused503: sent.filter((s) => s.status === 503).length,
      lostEnquiries: lost.length,
      mailsPerEnquiry: perEnquiry,
      mailsSent: mailCounts.reduce((a, b) => a + b, 0),
      enquiriesWithWrongMailCount: wrongMail.length,
      resentWithSameMessageId: resentSameId,
      restarts,
    }
    if (kills.length === 0) assert.equal(resentSameId, 0, 'mails sent again without a kill')
    assert.equal(counts.failed, 0, `failed requests: ${failures.slice(0, 10).join('; ')}`)
    assert.equal(lost.length, 0, 'lost enquiries')
    assert.equal(
      wrongMail.length,
      0,
      `mails not sent exactly once: ${wrongMail.map((w) => w.email).slice(0, 5)}`,
    )
    assert.ok(perEnquiry >= 1, 'an enquiry sends mail')
    report(`traffic through nginx while A, then B, restart (${restartSignals.join(', ')})`, figures)
  }
  return results
}
