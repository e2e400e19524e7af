import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "download_logs" ADD COLUMN "count" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "download_logs" ADD COLUMN "last_downloaded_at" timestamp(3) with time zone;
  ALTER TABLE "download_logs" ADD COLUMN "open_key" varchar;
  CREATE UNIQUE INDEX "download_logs_open_key_idx" ON "download_logs" USING btree ("open_key");`)
  // Rows from before the count were one download each: their last time is their first.
  await db.execute(sql`UPDATE "download_logs" SET "last_downloaded_at" = "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "download_logs_open_key_idx";
  ALTER TABLE "download_logs" DROP COLUMN "count";
  ALTER TABLE "download_logs" DROP COLUMN "last_downloaded_at";
  ALTER TABLE "download_logs" DROP COLUMN "open_key";`)
}
