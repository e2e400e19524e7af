import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "unlisted" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_unlisted" boolean DEFAULT false;
  UPDATE "pages" SET "unlisted" = true WHERE "path" = '/farewell';
  UPDATE "_pages_v" SET "version_unlisted" = true WHERE "version_path" = '/farewell';`)
  // The farewell page (SPEC) stays reachable, out of the search, the sitemaps and the index.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "unlisted";
  ALTER TABLE "_pages_v" DROP COLUMN "version_unlisted";`)
}
