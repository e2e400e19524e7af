import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { DEMO_STAFF } from './demo-accounts'
import { DEMO_PAGES } from './demo-pages'

export type SeedReport = { staffCreated: number; pagesCreated: number }

/** Applies the committed migrations of the configured dialect that have not run yet. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // The generated migration modules type their arguments per dialect; migrate() takes the union.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Demo content and accounts. Idempotent: what exists already (by e-mail or path) is left as it
 * is, so an editor's changes survive a restart and seeding twice leaves one copy.
 */
export async function seedDemoContent(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { staffCreated: 0, pagesCreated: 0 }

  for (const staff of DEMO_STAFF) {
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: staff.email } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'users', data: staff, overrideAccess: true })
    report.staffCreated += 1
  }

  for (const page of DEMO_PAGES) {
    const existing = await payload.count({
      collection: 'pages',
      where: { path: { equals: page.path } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const created = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { path: page.path, title: page.title.en, summary: page.summary.en },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'de',
      data: { title: page.title.de, summary: page.summary.de },
      overrideAccess: true,
    })
    report.pagesCreated += 1
  }
  return report
}
