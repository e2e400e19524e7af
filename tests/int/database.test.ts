import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { DEMO_MEMBERS, DEMO_STAFF } from '@/seed/demo-accounts'
import { loadDemoContent, loadDemoDocuments, loadDemoShell } from '@/seed/fixtures'
import { migrateDatabase, seedDemoContent } from '@/seed/prepare-database'

import { createTestDatabase, type TestDatabase } from '../setup/database'

let db: TestDatabase
let payload: Payload

beforeAll(async () => {
  db = await createTestDatabase('schema')
  payload = await db.start()
})

afterAll(async () => {
  await db?.drop()
})

describe(`database (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('uses the adapter the URL asks for', () => {
    expect(payload.db.name).toBe(db.dialect)
  })

  it('applies every committed migration to an empty database', async () => {
    await migrateDatabase(payload)
    const expected = (db.dialect === 'postgres' ? postgresMigrations : sqliteMigrations).map(
      (m) => m.name,
    )
    expect(expected.length).toBeGreaterThan(0)
    const applied = await payload.find({
      collection: 'payload-migrations',
      limit: 100,
      overrideAccess: true,
    })
    expect(applied.docs.map((d) => d.name).sort()).toEqual([...expected].sort())
    // The schema is usable: the tables of the collections exist and are empty.
    expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('migrating again is a no-op', async () => {
    await migrateDatabase(payload)
    const applied = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
    const expected = db.dialect === 'postgres' ? postgresMigrations : sqliteMigrations
    expect(applied.totalDocs).toBe(expected.length)
  })

  it('seeds demo content once, however often it runs', async () => {
    const DEMO_CONTENT = await loadDemoContent()
    const DEMO_DOCUMENTS = await loadDemoDocuments()
    const first = await seedDemoContent(payload)
    const countTree = (nodes: { children?: unknown[] }[]): number =>
      nodes.reduce(
        (sum, node) => sum + 1 + countTree((node.children ?? []) as { children?: unknown[] }[]),
        0,
      )
    expect(first).toEqual({
      staffCreated: DEMO_STAFF.length,
      membersCreated: DEMO_MEMBERS.length,
      pagesCreated: DEMO_CONTENT.pages.length,
      documentsCreated: DEMO_DOCUMENTS.length,
      shell: { navigation: true, settings: true, cookieText: true },
      content: {
        pages: DEMO_CONTENT.pages.length,
        'product-markets': countTree(DEMO_CONTENT.productMarkets),
        news: DEMO_CONTENT.news.length,
        'blog-posts': DEMO_CONTENT.blogPosts.length,
        jobs: DEMO_CONTENT.jobs.length,
        'gallery-photos': DEMO_CONTENT.gallery.length,
        'team-members': DEMO_CONTENT.team.length,
        'faq-entries': DEMO_CONTENT.faq.length,
        offices: DEMO_CONTENT.offices.length,
      },
    })

    const second = await seedDemoContent(payload)
    expect(second).toEqual({
      staffCreated: 0,
      membersCreated: 0,
      pagesCreated: 0,
      documentsCreated: 0,
      shell: { navigation: false, settings: false, cookieText: false },
      content: {},
    })

    const pages = await payload.count({ collection: 'pages', overrideAccess: true })
    expect(pages.totalDocs).toBe(DEMO_CONTENT.pages.length)
    // One media document per generated image, also for a database whose images the seed made
    // as WebP files before (`.webp`, now `.png`): they are not made a second time.
    const { navigationImages } = await loadDemoShell()
    const images = DEMO_CONTENT.images.length + navigationImages.length
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
      images,
    )
    const seeded = await payload.find({
      collection: 'media',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { filename: true },
    })
    for (const doc of seeded.docs)
      await payload.db.updateOne({
        collection: 'media',
        id: doc.id,
        data: { filename: doc.filename!.replace(/\.png$/, '.webp') },
      })
    await seedDemoContent(payload)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
      images,
    )
    const staff = await payload.count({ collection: 'users', overrideAccess: true })
    expect(staff.totalDocs).toBe(DEMO_STAFF.length)
    const members = await payload.find({
      collection: 'members',
      overrideAccess: true,
      sort: 'email',
    })
    expect(members.docs.map((m) => [m.email, m.status])).toEqual([
      ['member@eurotalc.example', 'approved'],
      ['pending@eurotalc.example', 'pending'],
    ])
  }, 180_000) // the whole demo site: 50 generated images, each with its renditions

  it('stores both languages of a seeded page', async () => {
    const find = (locale: 'en' | 'de') =>
      payload.find({
        collection: 'pages',
        where: { path: { equals: '/about-us' } },
        locale,
        overrideAccess: true,
      })
    expect((await find('en')).docs[0]?.title).toBe('About Us')
    expect((await find('de')).docs[0]?.title).toBe('Über uns')
  })

  it('lets the seeded admin log in with the printed password and refuses a wrong one', async () => {
    const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
    const result = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: admin.password },
    })
    expect(result.user?.roles).toContain('admin')
    expect(result.token).toBeTruthy()

    await expect(
      payload.login({
        collection: 'users',
        data: { email: admin.email, password: 'wrong-password' },
      }),
    ).rejects.toThrow()
  })

  it('keeps an editor change when seeding runs again', async () => {
    const page = (
      await payload.find({
        collection: 'pages',
        where: { path: { equals: '/faq' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Frequently asked questions' },
      overrideAccess: true,
    })
    await seedDemoContent(payload)
    const after = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      overrideAccess: true,
    })
    expect(after.title).toBe('Frequently asked questions')
  })

  it('keeps every row of a database with data when it upgrades it, and never gives a deleted id again', async () => {
    const upgrade = await createTestDatabase('upgrade')
    try {
      const site = await upgrade.start()
      const all = (upgrade.dialect === 'postgres'
        ? postgresMigrations
        : sqliteMigrations) as unknown as Migration[]
      const last = all.findIndex((m) => m.name.endsWith('_security_round_3'))
      expect(last).toBeGreaterThan(0)
      await site.db.migrate({ migrations: all.slice(0, last) })
      // Rows in a parent and its child table, written as the earlier schema had them: the
      // AUTOINCREMENT rebuild drops and recreates both (as generated, the child's rows went
      // with the parent's DROP through ON DELETE CASCADE).
      const drizzle = (
        site.db as unknown as { drizzle: Record<string, (q: unknown) => Promise<unknown>> }
      ).drizzle
      const query = async (text: string): Promise<Record<string, unknown>[]> =>
        upgrade.dialect === 'postgres'
          ? ((await drizzle.execute!(pgSql.raw(text))) as { rows: Record<string, unknown>[] }).rows
          : ((await drizzle.all!(sqliteSql.raw(text))) as Record<string, unknown>[])
      await query(`INSERT INTO users (email) VALUES ('first@example.com'), ('second@example.com')`)
      const [second] = await query(`SELECT id FROM users WHERE email = 'second@example.com'`)
      await query(
        `INSERT INTO users_roles ("order", parent_id, value) VALUES (1, ${Number(second!.id)}, 'editor')`,
      )
      await site.db.migrate({ migrations: all })
      expect(await query(`SELECT value FROM users_roles`)).toEqual([{ value: 'editor' }])
      expect((await query(`SELECT email FROM users ORDER BY id`)).map((r) => r.email)).toEqual([
        'first@example.com',
        'second@example.com',
      ])
      // The highest id deleted and a row added: it gets a new id, not the deleted one's.
      await query(`DELETE FROM users WHERE id = ${Number(second!.id)}`)
      await query(`INSERT INTO users (email) VALUES ('third@example.com')`)
      const [third] = await query(`SELECT id FROM users WHERE email = 'third@example.com'`)
      expect(Number(third!.id)).toBeGreaterThan(Number(second!.id))
    } finally {
      await upgrade.drop()
    }
  })
})
