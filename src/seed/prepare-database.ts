import type { Migration, Payload } from 'payload'

import type { Env } from '@/env'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { DEMO_STAFF } from './demo-accounts'
import { DEMO_PAGES } from './demo-pages'
import { seedDemoShell, type ShellSeedReport } from './demo-shell'

export type SeedReport = { staffCreated: number; pagesCreated: number; shell: ShellSeedReport }

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
  const report: SeedReport = {
    staffCreated: 0,
    pagesCreated: 0,
    shell: { navigation: false, settings: false, cookieText: false },
  }

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

  report.shell = await seedDemoShell(payload)
  return report
}

/**
 * What every start does before serving: pending migrations, then (demo configuration only) the
 * demo content, and the logins printed where the operator sees them.
 */
export async function prepareDatabase(payload: Payload, env: Env): Promise<void> {
  await migrateDatabase(payload)
  if (!env.seedDemo) {
    payload.logger.info('Demo content is off (production configuration): no demo accounts exist.')
    return
  }
  const report = await seedDemoContent(payload)
  const line = '─'.repeat(64)
  const rows = DEMO_STAFF.map(
    (s) => `  ${s.roles.join(', ').padEnd(10)} ${s.email.padEnd(28)} ${s.password}`,
  )
  console.log(
    [
      '',
      line,
      `Demo content: ${report.pagesCreated} pages and ${report.staffCreated} staff accounts created now.`,
      `Site:  ${env.serverURL}   (German: ${env.serverURL}/de)`,
      `Admin: ${env.serverURL}/admin`,
      ...rows,
      line,
      '',
    ].join('\n'),
  )
}
