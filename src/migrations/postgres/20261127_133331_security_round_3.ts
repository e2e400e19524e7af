import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" ADD COLUMN "email_change_nonce" varchar;
  ALTER TABLE "missing_paths" ADD COLUMN "clients" numeric DEFAULT 0 NOT NULL;
  CREATE INDEX "missing_paths_clients_idx" ON "missing_paths" USING btree ("clients");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "missing_paths_clients_idx";
  ALTER TABLE "members" DROP COLUMN "email_change_nonce";
  ALTER TABLE "missing_paths" DROP COLUMN "clients";`)
}
