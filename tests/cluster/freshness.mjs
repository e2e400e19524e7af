/**
 * ADR 0024: every write path × each kind of page that shows it, read through instance B and
 * through nginx with its page cache, fresh within the bound (CDN_MAX_AGE + CDN_STALE_WHILE_
 * REVALIDATE); the other language's pages untouched (still served from B's cache, unchanged).
 * Writes go through instance A: the admin's REST API as the admin sends it, and the scheduled
 * publish and unpublish through Payload's jobs, queued as the admin's "Schedule publish" queues
 * them (a `schedulePublish` job with the document and the scheduling user, due now) and run by
 * the instances' own timer. Used by tests/cluster/cluster-test.mjs; prints one row per write.
 */
import assert from 'node:assert/strict'

import pg from 'pg'

import { SERVER_ENTRY } from '../../scripts/lib.mjs'

import { until } from './topology.mjs'

/** A rich text of one paragraph, as the admin's editor stores it. */
export function lexicalText(words) {
  const node = { direction: 'ltr', format: '', indent: 0, version: 1 }
  const leaf = {
    type: 'text',
    text: words,
    detail: 0,
    format: 0,
    mode: 'normal',
    style: '',
    version: 1,
  }
  return {
    root: {
      ...node,
      type: 'root',
      children: [{ ...node, type: 'paragraph', textFormat: 0, children: [leaf] }],
    },
  }
}

/** Instance B sees a change once Redis has told it: well under a second here. */
const B_LIMIT_MS = 2000
/**
 * Through nginx's cache: the bound, plus up to a second of nginx's clock (it counts a copy's
 * lifetime in whole seconds) and the render of the fresh page.
 */
const CACHE_SLACK_MS = 2000

const read = async (url) => {
  const response = await fetch(url, { redirect: 'manual' })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/**
 * @param {{ cluster: any, cms: Function, cache: { url: string }, boundMs: number }} options
 */
export async function freshnessTable({ cluster, cms, cache, boundMs }) {
  const db = new pg.Client({ connectionString: cluster.databaseUrl })
  // The database is dropped when the cluster stops, also after a failed check.
  db.on('error', () => undefined)
  await db.connect()
  try {
    return await writePaths({ cluster, cms, cache, boundMs, db })
  } finally {
    await db.end().catch(() => undefined)
  }
}

async function writePaths({ cluster, cms, cache, boundMs, db }) {
  const [, B] = cluster.nodes
  const rows = []
  const adminId = (await db.query("SELECT id FROM users WHERE email = 'admin@eurotalc.example'"))
    .rows[0].id

  /**
   * One row: warms the pages (and the other language's), writes, then waits until every check
   * holds on B and through the cache; the other language's pages must still be B's cached copy.
   */
  async function row(name, options) {
    try {
      return await measuredRow(name, options)
    } catch (error) {
      // The table goes on: every row is reported, then the test fails with all that failed.
      const figures = { write: name, failed: error instanceof Error ? error.message : error }
      rows.push(figures)
      console.log(`  ✗ ${JSON.stringify(figures)}`)
      return figures
    }
  }

  async function measuredRow(name, { pages, write, fresh, untouched = [] }) {
    for (const path of [...pages, ...untouched]) {
      await read(`${B.url}${path}`)
      await read(`${B.url}${path}`)
      await read(`${cache.url}${path}`)
    }
    // The other language's pages cached on B before the write: a copy stored within the expiry
    // grace of an earlier write (EXPIRY_GRACE_MS) counts as older and is made again once.
    const before = new Map()
    for (const path of untouched) {
      await until(
        async () => (await read(`${B.url}${path}`)).headers.get('x-nextjs-cache') === 'HIT',
        {
          what: `${name}: ${path} cached on B before the write`,
          timeoutMs: 10_000,
        },
      )
      before.set(path, (await read(`${B.url}${path}`)).text)
    }
    const queued = Date.now()
    // A write may take effect later than it is made (a scheduled publish: when the job runs).
    const effective = await write()
    const started = typeof effective === 'number' ? effective : Date.now()
    const onB = []
    const throughCache = []
    for (const path of pages) {
      await until(async () => fresh(path, await read(`${B.url}${path}`)), {
        what: `${name}: ${path} on B`,
        timeoutMs: B_LIMIT_MS,
      })
      onB.push(Date.now() - started)
    }
    for (const path of pages) {
      await until(async () => fresh(path, await read(`${cache.url}${path}`)), {
        what: `${name}: ${path} through nginx's cache`,
        timeoutMs: boundMs + CACHE_SLACK_MS,
      })
      throughCache.push(Date.now() - started)
    }
    for (const path of untouched) {
      const now = await read(`${B.url}${path}`)
      assert.equal(now.headers.get('x-nextjs-cache'), 'HIT', `${name}: ${path} stays cached`)
      assert.equal(now.text, before.get(path), `${name}: ${path} unchanged`)
    }
    const figures = {
      write: name,
      pages: pages.join(' '),
      ...(typeof effective === 'number' ? { queuedToPublishedMs: effective - queued } : {}),
      onBMs: pages.length ? Math.max(...onB) : null,
      throughNginxMs: pages.length ? Math.max(...throughCache) : null,
      otherLanguageUntouched: untouched.join(' ') || '—',
    }
    rows.push(figures)
    console.log(`  ${JSON.stringify(figures)}`)
    return figures
  }

  /**
   * Queues a publish or unpublish due now, as the admin's schedule drawer does, and resolves
   * when an instance has run it (the job is deleted on completion): the time of the publish.
   */
  async function schedule(type, collection, id) {
    const input = {
      type,
      doc: { relationTo: collection, value: String(id) },
      user: { relationTo: 'users', value: adminId },
    }
    await db.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
       VALUES ($1, 'schedulePublish', 'default', now())`,
      [JSON.stringify(input)],
    )
    await until(
      async () =>
        (
          await db.query(
            "SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'schedulePublish'",
          )
        ).rows[0].n === 0,
      { what: `scheduled ${type}`, timeoutMs: 60_000 },
    )
    return Date.now()
  }

  const stamp = Date.now().toString(36)
  const slug = `fresh-${stamp}`
  const detail = `/news-events/company-news/${slug}`
  const list = '/news-events/company-news'
  const has = (words) => (_path, page) => page.status === 200 && page.text.includes(words)
  const lacks = (words) => (_path, page) => page.status === 200 && !page.text.includes(words)
  const gone = (_path, page) => page.status === 404

  const created = await cms(A(cluster), '/news?locale=en', {
    method: 'POST',
    json: {
      title: `Fresh news ${stamp}`,
      slug,
      category: 'company-news',
      excerpt: `Fresh ${stamp}.`,
      content: lexicalText(`Fresh news ${stamp}.`),
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  const id = created.doc.id
  await cms(A(cluster), `/news/${id}?locale=de`, {
    method: 'PATCH',
    json: {
      title: `Frische Nachricht ${stamp}`,
      excerpt: `Frisch ${stamp}.`,
      content: lexicalText(`Frische Nachricht ${stamp}.`),
      _status: 'published',
    },
  })

  await row('manual publish (English only)', {
    pages: [detail, list],
    untouched: [`/de${detail}`, `/de${list}`],
    write: () =>
      cms(A(cluster), `/news/${id}?locale=en`, {
        method: 'PATCH',
        json: { title: `Published by hand ${stamp}`, _status: 'published' },
      }),
    fresh: has(`Published by hand ${stamp}`),
  })

  await row('autosave (publishes nothing)', {
    pages: [],
    untouched: [detail, list, `/de${detail}`],
    write: async () => {
      await cms(A(cluster), `/news/${id}?locale=en&draft=true&autosave=true`, {
        method: 'PATCH',
        json: { title: `Still a draft ${stamp}` },
      })
    },
    fresh: () => true,
  })

  await row('scheduled publish (Payload jobs)', {
    pages: [detail, list],
    untouched: [`/de${detail}`],
    write: async () => {
      await cms(A(cluster), `/news/${id}?locale=en&draft=true`, {
        method: 'PATCH',
        json: { title: `Published on schedule ${stamp}`, _status: 'draft' },
      })
      return schedule('publish', 'news', id)
    },
    fresh: has(`Published on schedule ${stamp}`),
  })

  await row('scheduled unpublish (Payload jobs)', {
    pages: [detail, `/de${detail}`, list],
    write: () => schedule('unpublish', 'news', id),
    fresh: (path, page) =>
      path === list ? lacks(`on schedule ${stamp}`)(path, page) : gone(path, page),
  })

  await row('manual publish again', {
    pages: [detail, `/de${detail}`],
    write: () =>
      cms(A(cluster), `/news/${id}?locale=en`, { method: 'PATCH', json: { _status: 'published' } }),
    fresh: (path, page) => page.status === 200,
  })

  await row('delete', {
    pages: [detail, list],
    write: () => cms(A(cluster), `/news/${id}`, { method: 'DELETE' }),
    fresh: (path, page) =>
      path === list ? lacks(`on schedule ${stamp}`)(path, page) : gone(path, page),
  })

  // A global, in one language: the footer of every German page; English pages untouched.
  const settings = await cms(A(cluster), '/globals/site-settings?locale=de&depth=0')
  await row('global, German only (site settings: address)', {
    pages: ['/de', '/de/about-us'],
    untouched: ['/', '/about-us'],
    write: () =>
      cms(A(cluster), '/globals/site-settings?locale=de', {
        method: 'POST',
        json: { address: `${settings.address ?? ''} (Werk ${stamp})` },
      }),
    fresh: has(`Werk ${stamp}`),
  })

  await row('redirect', {
    pages: [`/old-${stamp}`],
    write: () =>
      cms(A(cluster), '/redirects', {
        method: 'POST',
        json: { from: `/old-${stamp}`, to: { type: 'custom', url: '/about-us' }, type: '301' },
      }),
    fresh: (_path, page) =>
      page.status === 301 && (page.headers.get('location') ?? '').endsWith('/about-us'),
  })

  // A grade: the market page that lists the grades serving it.
  const markets = await cms(
    A(cluster),
    '/product-markets?limit=1&depth=0&where[slug][equals]=paper',
  )
  const market = markets.docs[0]
  assert.ok(market, 'the paper market')
  await row('grade published (market page lists it)', {
    pages: ['/our-products/product-markets/paper', '/de/our-products/product-markets/paper'],
    write: () =>
      cms(A(cluster), '/grades?locale=en', {
        method: 'POST',
        json: {
          name: `EuroTalc F ${stamp}`,
          slug: `eurotalc-f-${stamp}`,
          markets: [market.id],
          description: `Fresh grade ${stamp}.`,
          _status: 'published',
        },
      }),
    fresh: has(`EuroTalc F ${stamp}`),
  })

  // A document revision: its family's page shows what changed.
  const revisions = await cms(
    A(cluster),
    '/documents?limit=1&depth=0&where[_status][equals]=published&where[family][exists]=true&sort=-revisionDate',
  )
  const revision = revisions.docs[0]
  assert.ok(revision, 'a published revision with a family')
  const family = await cms(A(cluster), `/document-families/${revision.family}?depth=0`)
  await row('document revision (family page)', {
    pages: [`/download/documents/${family.slug}`],
    write: () =>
      cms(A(cluster), `/documents/${revision.id}?locale=en`, {
        method: 'PATCH',
        json: { changeNote: `Corrected section ${stamp}.`, _status: 'published' },
      }),
    fresh: has(`Corrected section ${stamp}`),
  })

  // An image: its focal point moved, every page showing it follows.
  const home = await read(`${B.url}/`)
  const image = /\/api\/cms\/media\/file\/([^"?&]+?)(?:-\d+x\d+)?\.(?:webp|png|jpe?g|avif)/.exec(
    home.text,
  )
  assert.ok(image, 'the home page shows an image of the media library')
  const media = (await cms(A(cluster), '/media?limit=100&depth=0')).docs.find(
    (m) => m.filename.replace(/\.[^.]+$/, '') === image[1],
  )
  assert.ok(media, `the home page's image ${image[1]} in the media library`)
  {
    await row('image focal point moved', {
      pages: ['/', '/de'],
      write: () =>
        cms(A(cluster), `/media/${media.id}`, {
          method: 'PATCH',
          json: { focalX: 13, focalY: 87 },
        }),
      fresh: has('13% 87%'),
    })
  }

  const failed = rows.filter((r) => r.failed)
  if (failed.length)
    throw new Error(
      `${failed.length} of ${rows.length} write paths not fresh: ${failed.map((r) => `${r.write} (${r.failed})`).join('; ')}`,
    )
  return rows
}

const A = (cluster) => cluster.nodes[0].url

/**
 * The default installation (`npm start`: one instance, SQLite, no Redis): a scheduled publish run
 * by the instance's own timer reaches its cached pages. This is where the stale pages of ADR 0024
 * were seen: with no Redis to carry the expiry, only the module copy Next.js serves from counts.
 */
export async function singleInstanceScheduled({ dir }) {
  const { spawn } = await import('node:child_process')
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { createClient } = await import('@libsql/client')
  const { freePort } = await import('./topology.mjs')
  const root = path.resolve(new URL('../..', import.meta.url).pathname)
  const dataDir = path.join(dir, 'single')
  fs.mkdirSync(dataDir, { recursive: true })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env, NODE_ENV: 'production', APP_ENV: 'demo', DATA_DIR: dataDir }
  for (const name of ['REDIS_URL', 'DATABASE_URL', 'S3_BUCKET', 'SMTP_URL', 'SERVER_URL'])
    delete env[name]
  const log = fs.openSync(path.join(dir, 'single.log'), 'a')
  const child = spawn(process.execPath, [SERVER_ENTRY, String(port)], {
    cwd: root,
    env: { ...env, HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', log, log],
  })
  const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  try {
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`single instance exited: ${dir}/single.log`)
        return (await fetch(`${base}/api/health`)).status === 200
      },
      { what: 'single instance' },
    )
    const login = await fetch(`${base}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'admin@eurotalc.example', password: 'EuroTalc-Chief-2026' }),
    })
    const { token, user } = await login.json()
    const headers = {
      authorization: `JWT ${token}`,
      origin: base,
      'content-type': 'application/json',
    }
    const found = await (
      await fetch(`${base}/api/cms/news?limit=1&depth=0&where[category][equals]=company-news`, {
        headers,
      })
    ).json()
    const item = found.docs[0]
    const pages = [`/news-events/company-news/${item.slug}`, '/news-events/company-news']
    for (const page of pages) for (let i = 0; i < 2; i += 1) await read(`${base}${page}`)
    const title = `Scheduled on one instance ${Date.now().toString(36)}`
    const saved = await fetch(`${base}/api/cms/news/${item.id}?locale=en&draft=true`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'draft' }),
    })
    assert.equal(saved.status, 200, 'draft saved')
    const input = {
      type: 'publish',
      doc: { relationTo: 'news', value: String(item.id) },
      user: { relationTo: 'users', value: user.id },
    }
    const queued = Date.now()
    await db.execute({
      sql: "INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES (?, 'schedulePublish', 'default', ?)",
      args: [JSON.stringify(input), new Date().toISOString()],
    })
    await until(
      async () =>
        Number(
          (
            await db.execute(
              "SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'schedulePublish'",
            )
          ).rows[0].n,
        ) === 0,
      { what: 'the scheduled publish on the single instance', timeoutMs: 60_000 },
    )
    const published = Date.now()
    const visible = []
    for (const page of pages) {
      await until(async () => (await read(`${base}${page}`)).text.includes(title), {
        what: `scheduled publish on the single instance: ${page}`,
        timeoutMs: B_LIMIT_MS,
      })
      visible.push(Date.now() - published)
    }
    return { queuedToPublishedMs: published - queued, visibleMs: Math.max(...visible) }
  } finally {
    db.close()
    if (child.exitCode === null)
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
  }
}
