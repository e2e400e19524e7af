import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "imprint_managing_directors" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "imprint_register_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "imprint_vat_id" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "imprint_legal_form" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "imprint_registered_office" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "imprint_register_court" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "imprint_supervisory_authority" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "imprint_chamber" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "imprint_further" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "imprint_managing_directors";
  ALTER TABLE "site_settings" DROP COLUMN "imprint_register_number";
  ALTER TABLE "site_settings" DROP COLUMN "imprint_vat_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "imprint_legal_form";
  ALTER TABLE "site_settings_locales" DROP COLUMN "imprint_registered_office";
  ALTER TABLE "site_settings_locales" DROP COLUMN "imprint_register_court";
  ALTER TABLE "site_settings_locales" DROP COLUMN "imprint_supervisory_authority";
  ALTER TABLE "site_settings_locales" DROP COLUMN "imprint_chamber";
  ALTER TABLE "site_settings_locales" DROP COLUMN "imprint_further";`)
}
