import type { Migration, Payload } from 'payload'

import type { Env } from '@/env'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { prepareSearchIndex } from '@/features/search/index-rows'

import { DEMO_MEMBERS, DEMO_STAFF } from './demo-accounts'
import { type ContentSeedReport, seedDemoWebsite } from './demo-content'
import { seedDemoDocuments } from './demo-documents'
import { seedDemoShell, type ShellSeedReport } from './demo-shell'

export type SeedReport = {
  staffCreated: number
  membersCreated: number
  pagesCreated: number
  documentsCreated: number
  shell: ShellSeedReport
  content: ContentSeedReport
}

/** Applies the committed migrations of the configured dialect that have not run yet. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // The generated migration modules type their arguments per dialect; migrate() takes the union.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Demo content and accounts. Idempotent: what exists already (by e-mail, path, slug or name) is left as it
 * is, so an editor's changes survive a restart and seeding twice leaves one copy.
 */
export async function seedDemoContent(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = {
    staffCreated: 0,
    membersCreated: 0,
    pagesCreated: 0,
    documentsCreated: 0,
    shell: { navigation: false, settings: false, cookieText: false },
    content: {},
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

  for (const member of DEMO_MEMBERS) {
    const existing = await payload.count({
      collection: 'members',
      where: { email: { equals: member.email } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'members',
      data: {
        ...member,
        termsAcceptedAt: new Date().toISOString(),
        informationConsent: false,
        consentVersion: 'demo',
      },
      overrideAccess: true,
    })
    report.membersCreated += 1
  }

  // Loaded here, not imported at the top: the texts are read from src/seed/content at seed time
  // and stay out of the server bundle, and a production start never reads them.
  const { loadDemoContent, loadDemoDocuments, loadDemoGrades, loadDemoShell } =
    await import('./fixtures')
  report.shell = await seedDemoShell(payload, await loadDemoShell())
  const [documents, grades] = await Promise.all([loadDemoDocuments(), loadDemoGrades()])
  // The library between the product markets (which its grades and documents name) and the pages
  // (whose certificates link its document families).
  report.content = await seedDemoWebsite(payload, await loadDemoContent(), {
    beforePages: async () => {
      report.documentsCreated = await seedDemoDocuments(payload, documents, grades)
    },
  })
  report.pagesCreated = report.content.pages ?? 0
  return report
}

/** Runs one phase of the start and prints how long it took, so that the wait is never silent. */
async function phase<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  console.log(`${label}…`)
  const result = await work()
  console.log(`✓ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/**
 * What every start does before serving: pending migrations, then (demo configuration only) the
 * demo content, and the logins printed where the operator sees them.
 */
export async function prepareDatabase(payload: Payload, env: Env): Promise<void> {
  await phase('Database migrations', () => migrateDatabase(payload))
  if (!env.seedDemo) {
    payload.logger.info('Demo content is off (production configuration): no demo accounts exist.')
    // Never throws (search is not needed to serve the site); repairs the rows in the background.
    await phase('Search index', () => prepareSearchIndex(payload))
    return
  }
  const report = await phase('Demo content', () => seedDemoContent(payload))
  // After the seed (whose saves index themselves): waits only for an empty or outdated index,
  // else repairs what differs in the background. Never throws: an error is logged.
  await phase('Search index', () => prepareSearchIndex(payload))
  const line = '─'.repeat(64)
  const rows = [
    ...DEMO_STAFF.map(
      (s) => `  ${s.roles.join(', ').padEnd(10)} ${s.email.padEnd(28)} ${s.password}`,
    ),
    ...DEMO_MEMBERS.map(
      (m) =>
        `  ${(m.status === 'approved' ? 'customer' : 'pending').padEnd(10)} ${m.email.padEnd(28)} ${m.password}`,
    ),
  ]
  console.log(
    [
      '',
      line,
      `Demo content: ${report.pagesCreated} pages, ${report.documentsCreated} documents and ${report.staffCreated} staff accounts created now.`,
      `Site:  ${env.serverURL}   (German: ${env.serverURL}/de)`,
      `Admin: ${env.serverURL}/admin   (customers log in on the site; 'pending' awaits approval)`,
      env.mail.transport === 'files'
        ? `Mail:  written to ${env.mail.dir} (set SMTP_URL to send it)`
        : `Mail:  sent through ${new URL(env.mail.url).host}`,
      ...rows,
      line,
      '',
    ].join('\n'),
  )
}
