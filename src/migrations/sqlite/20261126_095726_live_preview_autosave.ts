import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_autosave_idx\` ON \`_jobs_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_grades_v_autosave_idx\` ON \`_grades_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_news_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_blog_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_jobs_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_grades_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`autosave\`;`)
}
