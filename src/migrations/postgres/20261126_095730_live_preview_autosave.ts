import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_grades_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");
  CREATE INDEX "_jobs_v_autosave_idx" ON "_jobs_v" USING btree ("autosave");
  CREATE INDEX "_grades_v_autosave_idx" ON "_grades_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_news_v_autosave_idx";
  DROP INDEX "_blog_posts_v_autosave_idx";
  DROP INDEX "_jobs_v_autosave_idx";
  DROP INDEX "_grades_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "_jobs_v" DROP COLUMN "autosave";
  ALTER TABLE "_grades_v" DROP COLUMN "autosave";`)
}
