import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`download_logs\` ADD \`count\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`download_logs\` ADD \`last_downloaded_at\` text;`)
  await db.run(sql`ALTER TABLE \`download_logs\` ADD \`open_key\` text;`)
  // Rows from before the count were one download each: their last time is their first.
  await db.run(sql`UPDATE \`download_logs\` SET \`last_downloaded_at\` = \`created_at\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`download_logs_open_key_idx\` ON \`download_logs\` (\`open_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`download_logs_open_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`download_logs\` DROP COLUMN \`count\`;`)
  await db.run(sql`ALTER TABLE \`download_logs\` DROP COLUMN \`last_downloaded_at\`;`)
  await db.run(sql`ALTER TABLE \`download_logs\` DROP COLUMN \`open_key\`;`)
}
