import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "revision_notices" ALTER COLUMN "revision_id" DROP NOT NULL;
  ALTER TABLE "members" ADD COLUMN "email_change_nonce" varchar;
  ALTER TABLE "missing_paths" ADD COLUMN "clients" numeric DEFAULT 0 NOT NULL;
  CREATE INDEX "missing_paths_clients_idx" ON "missing_paths" USING btree ("clients");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "missing_paths_clients_idx";
  DELETE FROM "revision_notices" WHERE "revision_id" IS NULL;
  ALTER TABLE "revision_notices" ALTER COLUMN "revision_id" SET NOT NULL;
  ALTER TABLE "members" DROP COLUMN "email_change_nonce";
  ALTER TABLE "missing_paths" DROP COLUMN "clients";`)
}
