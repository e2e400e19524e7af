import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`unlisted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_unlisted\` integer DEFAULT false;`)
  // The farewell page (SPEC) stays reachable, out of the search, the sitemaps and the index.
  await db.run(sql`UPDATE \`pages\` SET \`unlisted\` = true WHERE \`path\` = '/farewell';`)
  await db.run(
    sql`UPDATE \`_pages_v\` SET \`version_unlisted\` = true WHERE \`version_path\` = '/farewell';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`unlisted\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_unlisted\`;`)
}
