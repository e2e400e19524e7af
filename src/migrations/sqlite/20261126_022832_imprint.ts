import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`imprint_managing_directors\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`imprint_register_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`imprint_vat_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`imprint_legal_form\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`imprint_registered_office\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`imprint_register_court\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`imprint_supervisory_authority\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`imprint_chamber\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`imprint_further\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`imprint_managing_directors\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`imprint_register_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`imprint_vat_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`imprint_legal_form\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`imprint_registered_office\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`imprint_register_court\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`imprint_supervisory_authority\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`imprint_chamber\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`imprint_further\`;`)
}
