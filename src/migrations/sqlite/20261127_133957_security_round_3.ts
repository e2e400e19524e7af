import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/**
 * Issue 36: ids are never reused (`autoIncrement` in the SQLite adapter), which SQLite can only
 * give a table by rebuilding it. drizzle-kit's statements rebuild every table, but as generated
 * they switched foreign keys back on after the first table, so each DROP of a rebuilt parent
 * deleted its children's rows through ON DELETE CASCADE (a seeded database lost 1,795 of 2,992
 * rows), and a failure half-way left the database half-changed. Here the rebuild follows SQLite's
 * documented procedure (https://www.sqlite.org/lang_altertable.html#otheralter): foreign keys off
 * (outside a transaction: Payload runs SQLite migrations without one), every statement in one
 * transaction, `foreign_key_check` before the commit, and the previous setting restored.
 */
async function rebuildTables(db: Db, statements: () => Promise<void>): Promise<void> {
  const [setting] = (await db.all(sql`PRAGMA foreign_keys;`)) as { foreign_keys: number }[]
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  try {
    await db.run(sql`BEGIN IMMEDIATE;`)
    try {
      await statements()
      const broken = await db.all(sql`PRAGMA foreign_key_check;`)
      if (broken.length > 0) {
        throw new Error(`Rebuilt tables break ${broken.length} foreign keys: ${JSON.stringify(broken.slice(0, 3))}`)
      }
      await db.run(sql`COMMIT;`)
    } catch (error) {
      await db.run(sql`ROLLBACK;`)
      throw error
    }
  } finally {
    await db.run(setting?.foreign_keys ? sql`PRAGMA foreign_keys=ON;` : sql`PRAGMA foreign_keys=OFF;`)
  }
}


export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuildTables(db, async () => {
  // The two new columns first, so the rebuilt tables copy them like any other.
  await db.run(sql`ALTER TABLE \`members\` ADD \`email_change_nonce\` text;`)
  await db.run(sql`ALTER TABLE \`missing_paths\` ADD \`clients\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE TABLE \`__new_users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users_roles\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`ALTER TABLE \`__new_users_roles\` RENAME TO \`users_roles\`;`)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`path\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "path", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "path", "meta_image_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "image_id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "link_href", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_rich_text\` RENAME TO \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_media_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_media_text\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name" FROM \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_media_text\` RENAME TO \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_order_idx\` ON \`_pages_v_blocks_media_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_parent_id_idx\` ON \`_pages_v_blocks_media_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_path_idx\` ON \`_pages_v_blocks_media_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_image_idx\` ON \`_pages_v_blocks_media_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards_items\`("_order", "_parent_id", "id", "href", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "href", "image_id", "_uuid" FROM \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards_items\` RENAME TO \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_order_idx\` ON \`_pages_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_parent_id_idx\` ON \`_pages_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_image_idx\` ON \`_pages_v_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards\` RENAME TO \`_pages_v_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_stats_items\`("_order", "_parent_id", "id", "value", "_uuid") SELECT "_order", "_parent_id", "id", "value", "_uuid" FROM \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_stats_items\` RENAME TO \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_order_idx\` ON \`_pages_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_parent_id_idx\` ON \`_pages_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_stats\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_stats\` RENAME TO \`_pages_v_blocks_stats\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_timeline_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_timeline_entries\`("_order", "_parent_id", "id", "year", "_uuid") SELECT "_order", "_parent_id", "id", "year", "_uuid" FROM \`_pages_v_blocks_timeline_entries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_timeline_entries\` RENAME TO \`_pages_v_blocks_timeline_entries\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_entries_order_idx\` ON \`_pages_v_blocks_timeline_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_entries_parent_id_idx\` ON \`_pages_v_blocks_timeline_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_timeline\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_timeline\` RENAME TO \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`source\` text,
  	\`limit\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_list\`("_order", "_parent_id", "_path", "id", "source", "limit", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "source", "limit", "_uuid", "block_name" FROM \`_pages_v_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_list\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_list\` RENAME TO \`_pages_v_blocks_list\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_order_idx\` ON \`_pages_v_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_parent_id_idx\` ON \`_pages_v_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_path_idx\` ON \`_pages_v_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_feature\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_pages_v_blocks_feature\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_feature\` RENAME TO \`_pages_v_blocks_feature\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_order_idx\` ON \`_pages_v_blocks_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_parent_id_idx\` ON \`_pages_v_blocks_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_path_idx\` ON \`_pages_v_blocks_feature\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_sitemap\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_sitemap\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_sitemap\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sitemap\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_sitemap\` RENAME TO \`_pages_v_blocks_sitemap\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sitemap_order_idx\` ON \`_pages_v_blocks_sitemap\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sitemap_parent_id_idx\` ON \`_pages_v_blocks_sitemap\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sitemap_path_idx\` ON \`_pages_v_blocks_sitemap\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_path", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_path", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_product_markets\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_markets\`("id", "slug", "parent_id", "order", "image_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "parent_id", "order", "image_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`product_markets\`;`)
  await db.run(sql`DROP TABLE \`product_markets\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_markets\` RENAME TO \`product_markets\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_markets_slug_idx\` ON \`product_markets\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_parent_idx\` ON \`product_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_order_idx\` ON \`product_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_image_idx\` ON \`product_markets\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_meta_meta_image_idx\` ON \`product_markets\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_updated_at_idx\` ON \`product_markets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_created_at_idx\` ON \`product_markets\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_markets__status_idx\` ON \`product_markets\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_product_markets_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_rich_text\` RENAME TO \`_product_markets_v_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_rich_text_order_idx\` ON \`_product_markets_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_rich_text_parent_id_idx\` ON \`_product_markets_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_rich_text_path_idx\` ON \`_product_markets_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_media_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_media_text\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name" FROM \`_product_markets_v_blocks_media_text\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_media_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_media_text\` RENAME TO \`_product_markets_v_blocks_media_text\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_order_idx\` ON \`_product_markets_v_blocks_media_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_parent_id_idx\` ON \`_product_markets_v_blocks_media_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_path_idx\` ON \`_product_markets_v_blocks_media_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_image_idx\` ON \`_product_markets_v_blocks_media_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_cards_items\`("_order", "_parent_id", "id", "href", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "href", "image_id", "_uuid" FROM \`_product_markets_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_cards_items\` RENAME TO \`_product_markets_v_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_items_order_idx\` ON \`_product_markets_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_items_parent_id_idx\` ON \`_product_markets_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_items_image_idx\` ON \`_product_markets_v_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_cards\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_product_markets_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_cards\` RENAME TO \`_product_markets_v_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_order_idx\` ON \`_product_markets_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_parent_id_idx\` ON \`_product_markets_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_path_idx\` ON \`_product_markets_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_stats_items\`("_order", "_parent_id", "id", "value", "_uuid") SELECT "_order", "_parent_id", "id", "value", "_uuid" FROM \`_product_markets_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_stats_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_stats_items\` RENAME TO \`_product_markets_v_blocks_stats_items\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_items_order_idx\` ON \`_product_markets_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_items_parent_id_idx\` ON \`_product_markets_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_stats\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_product_markets_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_stats\` RENAME TO \`_product_markets_v_blocks_stats\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_order_idx\` ON \`_product_markets_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_parent_id_idx\` ON \`_product_markets_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_path_idx\` ON \`_product_markets_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v\`("id", "parent_id", "version_slug", "version_parent_id", "version_order", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_parent_id", "version_order", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_product_markets_v\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v\` RENAME TO \`_product_markets_v\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_parent_idx\` ON \`_product_markets_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_slug_idx\` ON \`_product_markets_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_parent_idx\` ON \`_product_markets_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_order_idx\` ON \`_product_markets_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_image_idx\` ON \`_product_markets_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_meta_version_meta_image_idx\` ON \`_product_markets_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_updated_at_idx\` ON \`_product_markets_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_created_at_idx\` ON \`_product_markets_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version__status_idx\` ON \`_product_markets_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_created_at_idx\` ON \`_product_markets_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_updated_at_idx\` ON \`_product_markets_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_snapshot_idx\` ON \`_product_markets_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_published_locale_idx\` ON \`_product_markets_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_latest_idx\` ON \`_product_markets_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`category\` text DEFAULT 'company-news',
  	\`slug\` text,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`source_name\` text,
  	\`source_url\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "category", "slug", "published_at", "image_id", "source_name", "source_url", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "category", "slug", "published_at", "image_id", "source_name", "source_url", "meta_image_id", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text DEFAULT 'company-news',
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_source_name\` text,
  	\`version_source_url\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_category", "version_slug", "version_published_at", "version_image_id", "version_source_name", "version_source_url", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_category", "version_slug", "version_published_at", "version_image_id", "version_source_name", "version_source_url", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`author\` text,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "slug", "published_at", "author", "image_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "author", "image_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_published_at_idx\` ON \`blog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_meta_meta_image_idx\` ON \`blog_posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_author\` text,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v\`("id", "parent_id", "version_slug", "version_published_at", "version_author", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_author", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v\` RENAME TO \`_blog_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_published_at_idx\` ON \`_blog_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_image_idx\` ON \`_blog_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_meta_version_meta_image_idx\` ON \`_blog_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_snapshot_idx\` ON \`_blog_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_published_locale_idx\` ON \`_blog_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`reference\` text,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "slug", "published_at", "reference", "employment_type", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "reference", "employment_type", "meta_image_id", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_published_at_idx\` ON \`jobs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_meta_meta_image_idx\` ON \`jobs\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_reference\` text,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_slug", "version_published_at", "version_reference", "version_employment_type", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_reference", "version_employment_type", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_published_at_idx\` ON \`_jobs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_meta_version_meta_image_idx\` ON \`_jobs_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_autosave_idx\` ON \`_jobs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_photos\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_photos\`("id", "slug", "published_at", "image_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "image_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`gallery_photos\`;`)
  await db.run(sql`DROP TABLE \`gallery_photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_photos\` RENAME TO \`gallery_photos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_photos_slug_idx\` ON \`gallery_photos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_published_at_idx\` ON \`gallery_photos\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_image_idx\` ON \`gallery_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_meta_meta_image_idx\` ON \`gallery_photos\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_updated_at_idx\` ON \`gallery_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_created_at_idx\` ON \`gallery_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos__status_idx\` ON \`gallery_photos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__gallery_photos_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__gallery_photos_v\`("id", "parent_id", "version_slug", "version_published_at", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_gallery_photos_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_photos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__gallery_photos_v\` RENAME TO \`_gallery_photos_v\`;`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_parent_idx\` ON \`_gallery_photos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_slug_idx\` ON \`_gallery_photos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_published_at_idx\` ON \`_gallery_photos_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_image_idx\` ON \`_gallery_photos_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_meta_version_meta_image_idx\` ON \`_gallery_photos_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_updated_at_idx\` ON \`_gallery_photos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_created_at_idx\` ON \`_gallery_photos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version__status_idx\` ON \`_gallery_photos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_created_at_idx\` ON \`_gallery_photos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_updated_at_idx\` ON \`_gallery_photos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_snapshot_idx\` ON \`_gallery_photos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_published_locale_idx\` ON \`_gallery_photos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_latest_idx\` ON \`_gallery_photos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "name", "image_id", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "image_id", "order", "updated_at", "created_at", "_status" FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_image_idx\` ON \`team_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_order_idx\` ON \`team_members\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__team_members_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__team_members_v\`("id", "parent_id", "version_name", "version_image_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_image_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__team_members_v\` RENAME TO \`_team_members_v\`;`)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_image_idx\` ON \`_team_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_order_idx\` ON \`_team_members_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_snapshot_idx\` ON \`_team_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_published_locale_idx\` ON \`_team_members_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_faq_entries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faq_entries\`("id", "order", "updated_at", "created_at", "_status") SELECT "id", "order", "updated_at", "created_at", "_status" FROM \`faq_entries\`;`)
  await db.run(sql`DROP TABLE \`faq_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_faq_entries\` RENAME TO \`faq_entries\`;`)
  await db.run(sql`CREATE INDEX \`faq_entries_order_idx\` ON \`faq_entries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_updated_at_idx\` ON \`faq_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_created_at_idx\` ON \`faq_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries__status_idx\` ON \`faq_entries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faq_entries_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faq_entries_v\`("id", "parent_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_faq_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_entries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faq_entries_v\` RENAME TO \`_faq_entries_v\`;`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_parent_idx\` ON \`_faq_entries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_order_idx\` ON \`_faq_entries_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_updated_at_idx\` ON \`_faq_entries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_created_at_idx\` ON \`_faq_entries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version__status_idx\` ON \`_faq_entries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_created_at_idx\` ON \`_faq_entries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_updated_at_idx\` ON \`_faq_entries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_snapshot_idx\` ON \`_faq_entries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_published_locale_idx\` ON \`_faq_entries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_latest_idx\` ON \`_faq_entries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_offices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offices\`("id", "phone", "email", "latitude", "longitude", "order", "updated_at", "created_at", "_status") SELECT "id", "phone", "email", "latitude", "longitude", "order", "updated_at", "created_at", "_status" FROM \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`ALTER TABLE \`__new_offices\` RENAME TO \`offices\`;`)
  await db.run(sql`CREATE INDEX \`offices_order_idx\` ON \`offices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offices__status_idx\` ON \`offices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__offices_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offices_v\`("id", "parent_id", "version_phone", "version_email", "version_latitude", "version_longitude", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_phone", "version_email", "version_latitude", "version_longitude", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_offices_v\`;`)
  await db.run(sql`DROP TABLE \`_offices_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offices_v\` RENAME TO \`_offices_v\`;`)
  await db.run(sql`CREATE INDEX \`_offices_v_parent_idx\` ON \`_offices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_order_idx\` ON \`_offices_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_updated_at_idx\` ON \`_offices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_created_at_idx\` ON \`_offices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version__status_idx\` ON \`_offices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_created_at_idx\` ON \`_offices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_updated_at_idx\` ON \`_offices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_snapshot_idx\` ON \`_offices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_published_locale_idx\` ON \`_offices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_latest_idx\` ON \`_offices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_share_url\` text,
  	\`sizes_share_width\` numeric,
  	\`sizes_share_height\` numeric,
  	\`sizes_share_mime_type\` text,
  	\`sizes_share_filesize\` numeric,
  	\`sizes_share_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_share_url", "sizes_share_width", "sizes_share_height", "sizes_share_mime_type", "sizes_share_filesize", "sizes_share_filename") SELECT "id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_share_url", "sizes_share_width", "sizes_share_height", "sizes_share_mime_type", "sizes_share_filesize", "sizes_share_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_share_sizes_share_filename_idx\` ON \`media\` (\`sizes_share_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_consent_records\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`analytics\` integer DEFAULT false NOT NULL,
  	\`advertising\` integer DEFAULT false NOT NULL,
  	\`source\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`text_version\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consent_records\`("id", "analytics", "advertising", "source", "locale", "text_version", "updated_at", "created_at") SELECT "id", "analytics", "advertising", "source", "locale", "text_version", "updated_at", "created_at" FROM \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_records\` RENAME TO \`consent_records\`;`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_members\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`job_title\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`terms_accepted_at\` text NOT NULL,
  	\`information_consent\` integer DEFAULT false,
  	\`consent_version\` text,
  	\`temporary_password\` integer DEFAULT false,
  	\`temporary_password_expires_at\` text,
  	\`email_change_nonce\` text,
  	\`moderated_by_id\` integer,
  	\`moderated_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`moderated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_members\`("id", "status", "language", "first_name", "last_name", "company", "job_title", "phone", "city", "country", "market", "terms_accepted_at", "information_consent", "consent_version", "temporary_password", "temporary_password_expires_at", "email_change_nonce", "moderated_by_id", "moderated_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "status", "language", "first_name", "last_name", "company", "job_title", "phone", "city", "country", "market", "terms_accepted_at", "information_consent", "consent_version", "temporary_password", "temporary_password_expires_at", "email_change_nonce", "moderated_by_id", "moderated_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`members\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`ALTER TABLE \`__new_members\` RENAME TO \`members\`;`)
  await db.run(sql`CREATE INDEX \`members_status_idx\` ON \`members\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`members_moderated_by_idx\` ON \`members\` (\`moderated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_rate_limits\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`hits\` numeric NOT NULL,
  	\`reset_at\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rate_limits\`("id", "key", "hits", "reset_at", "updated_at", "created_at") SELECT "id", "key", "hits", "reset_at", "updated_at", "created_at" FROM \`rate_limits\`;`)
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
  await db.run(sql`ALTER TABLE \`__new_rate_limits\` RENAME TO \`rate_limits\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`rate_limits_key_idx\` ON \`rate_limits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_reset_at_idx\` ON \`rate_limits\` (\`reset_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_updated_at_idx\` ON \`rate_limits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_created_at_idx\` ON \`rate_limits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_grades\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`d50\` numeric,
  	\`top_cut\` numeric,
  	\`whiteness\` numeric,
  	\`form\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_grades\`("id", "name", "slug", "d50", "top_cut", "whiteness", "form", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "d50", "top_cut", "whiteness", "form", "updated_at", "created_at", "_status" FROM \`grades\`;`)
  await db.run(sql`DROP TABLE \`grades\`;`)
  await db.run(sql`ALTER TABLE \`__new_grades\` RENAME TO \`grades\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`grades_slug_idx\` ON \`grades\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`grades_updated_at_idx\` ON \`grades\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grades_created_at_idx\` ON \`grades\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grades__status_idx\` ON \`grades\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__grades_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_d50\` numeric,
  	\`version_top_cut\` numeric,
  	\`version_whiteness\` numeric,
  	\`version_form\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__grades_v\`("id", "parent_id", "version_name", "version_slug", "version_d50", "version_top_cut", "version_whiteness", "version_form", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_d50", "version_top_cut", "version_whiteness", "version_form", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_grades_v\`;`)
  await db.run(sql`DROP TABLE \`_grades_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__grades_v\` RENAME TO \`_grades_v\`;`)
  await db.run(sql`CREATE INDEX \`_grades_v_parent_idx\` ON \`_grades_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version_slug_idx\` ON \`_grades_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version_updated_at_idx\` ON \`_grades_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version_created_at_idx\` ON \`_grades_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version__status_idx\` ON \`_grades_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_created_at_idx\` ON \`_grades_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_updated_at_idx\` ON \`_grades_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_snapshot_idx\` ON \`_grades_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_published_locale_idx\` ON \`_grades_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_latest_idx\` ON \`_grades_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_autosave_idx\` ON \`_grades_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_document_families\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text NOT NULL,
  	\`document_type\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_document_families\`("id", "slug", "document_type", "language", "updated_at", "created_at") SELECT "id", "slug", "document_type", "language", "updated_at", "created_at" FROM \`document_families\`;`)
  await db.run(sql`DROP TABLE \`document_families\`;`)
  await db.run(sql`ALTER TABLE \`__new_document_families\` RENAME TO \`document_families\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`document_families_slug_idx\` ON \`document_families\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`document_families_document_type_idx\` ON \`document_families\` (\`document_type\`);`)
  await db.run(sql`CREATE INDEX \`document_families_language_idx\` ON \`document_families\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`document_families_updated_at_idx\` ON \`document_families\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_families_created_at_idx\` ON \`document_families\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`category\` text,
  	\`language\` text,
  	\`revision\` text,
  	\`revision_date\` text,
  	\`family_id\` integer,
  	\`notify_members\` integer DEFAULT false,
  	\`superseded_on\` text,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`family_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "category", "language", "revision", "revision_date", "family_id", "notify_members", "superseded_on", "prefix", "_objectkey", "updated_at", "created_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "category", "language", "revision", "revision_date", "family_id", "notify_members", "superseded_on", "prefix", "_objectkey", "updated_at", "created_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_category_idx\` ON \`documents\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`documents_language_idx\` ON \`documents\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`documents_revision_date_idx\` ON \`documents\` (\`revision_date\`);`)
  await db.run(sql`CREATE INDEX \`documents_family_idx\` ON \`documents\` (\`family_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_superseded_on_idx\` ON \`documents\` (\`superseded_on\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new__documents_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text,
  	\`version_language\` text,
  	\`version_revision\` text,
  	\`version_revision_date\` text,
  	\`version_family_id\` integer,
  	\`version_notify_members\` integer DEFAULT false,
  	\`version_superseded_on\` text,
  	\`version_prefix\` text DEFAULT 'documents',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_family_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__documents_v\`("id", "parent_id", "version_category", "version_language", "version_revision", "version_revision_date", "version_family_id", "version_notify_members", "version_superseded_on", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_category", "version_language", "version_revision", "version_revision_date", "version_family_id", "version_notify_members", "version_superseded_on", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__documents_v\` RENAME TO \`_documents_v\`;`)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_category_idx\` ON \`_documents_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_language_idx\` ON \`_documents_v\` (\`version_language\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_revision_date_idx\` ON \`_documents_v\` (\`version_revision_date\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_family_idx\` ON \`_documents_v\` (\`version_family_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_superseded_on_idx\` ON \`_documents_v\` (\`version_superseded_on\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_filename_idx\` ON \`_documents_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_download_logs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`member_id\` integer,
  	\`member_email\` text NOT NULL,
  	\`document_id\` integer,
  	\`document_title\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_download_logs\`("id", "member_id", "member_email", "document_id", "document_title", "kind", "address", "updated_at", "created_at") SELECT "id", "member_id", "member_email", "document_id", "document_title", "kind", "address", "updated_at", "created_at" FROM \`download_logs\`;`)
  await db.run(sql`DROP TABLE \`download_logs\`;`)
  await db.run(sql`ALTER TABLE \`__new_download_logs\` RENAME TO \`download_logs\`;`)
  await db.run(sql`CREATE INDEX \`download_logs_member_idx\` ON \`download_logs\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`download_logs_document_idx\` ON \`download_logs\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`download_logs_updated_at_idx\` ON \`download_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`download_logs_created_at_idx\` ON \`download_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_revision_notices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`revision_id\` integer,
  	\`revision_title\` text NOT NULL,
  	\`member_id\` integer,
  	\`member_email\` text NOT NULL,
  	\`language\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`revision_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_revision_notices\`("id", "key", "revision_id", "revision_title", "member_id", "member_email", "language", "sent_at", "updated_at", "created_at") SELECT "id", "key", "revision_id", "revision_title", "member_id", "member_email", "language", "sent_at", "updated_at", "created_at" FROM \`revision_notices\`;`)
  await db.run(sql`DROP TABLE \`revision_notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_revision_notices\` RENAME TO \`revision_notices\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`revision_notices_key_idx\` ON \`revision_notices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_revision_idx\` ON \`revision_notices\` (\`revision_id\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_member_idx\` ON \`revision_notices\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_sent_at_idx\` ON \`revision_notices\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_updated_at_idx\` ON \`revision_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_created_at_idx\` ON \`revision_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`closed_at\` text,
  	\`name\` text,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`attachment_id\` integer,
  	\`fields\` text NOT NULL,
  	\`language\` text,
  	\`terms_accepted_at\` text NOT NULL,
  	\`information_consent\` integer,
  	\`address\` text,
  	\`robot_check\` text,
  	\`fingerprint\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`enquiry_attachments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "closed_at", "name", "company", "email", "attachment_id", "fields", "language", "terms_accepted_at", "information_consent", "address", "robot_check", "fingerprint", "updated_at", "created_at") SELECT "id", "type", "status", "closed_at", "name", "company", "email", "attachment_id", "fields", "language", "terms_accepted_at", "information_consent", "address", "robot_check", "fingerprint", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`CREATE INDEX \`enquiries_type_idx\` ON \`enquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_closed_at_idx\` ON \`enquiries\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_attachment_idx\` ON \`enquiries\` (\`attachment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_fingerprint_idx\` ON \`enquiries\` (\`fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_enquiry_attachments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`original_name\` text,
  	\`prefix\` text DEFAULT 'attachments',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiry_attachments\`("id", "original_name", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "original_name", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`enquiry_attachments\`;`)
  await db.run(sql`DROP TABLE \`enquiry_attachments\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiry_attachments\` RENAME TO \`enquiry_attachments\`;`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_updated_at_idx\` ON \`enquiry_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_created_at_idx\` ON \`enquiry_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_attachments_filename_idx\` ON \`enquiry_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_index\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`href\` text NOT NULL,
  	\`gated\` integer DEFAULT false,
  	\`removed\` integer DEFAULT false,
  	\`version\` numeric DEFAULT 1 NOT NULL,
  	\`hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_index\`("id", "key", "type", "locale", "title", "body", "href", "gated", "removed", "version", "hash", "updated_at", "created_at") SELECT "id", "key", "type", "locale", "title", "body", "href", "gated", "removed", "version", "hash", "updated_at", "created_at" FROM \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_index\` RENAME TO \`search_index\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_index_key_idx\` ON \`search_index\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_index_locale_idx\` ON \`search_index\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_index_removed_idx\` ON \`search_index\` (\`removed\`);`)
  await db.run(sql`CREATE INDEX \`search_index_updated_at_idx\` ON \`search_index\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_index_created_at_idx\` ON \`search_index\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_missing_paths\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`path\` text NOT NULL,
  	\`hits\` numeric DEFAULT 0 NOT NULL,
  	\`clients\` numeric DEFAULT 0 NOT NULL,
  	\`first_seen_at\` text,
  	\`last_seen_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_missing_paths\`("id", "path", "hits", "clients", "first_seen_at", "last_seen_at", "updated_at", "created_at") SELECT "id", "path", "hits", "clients", "first_seen_at", "last_seen_at", "updated_at", "created_at" FROM \`missing_paths\`;`)
  await db.run(sql`DROP TABLE \`missing_paths\`;`)
  await db.run(sql`ALTER TABLE \`__new_missing_paths\` RENAME TO \`missing_paths\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`missing_paths_path_idx\` ON \`missing_paths\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_hits_idx\` ON \`missing_paths\` (\`hits\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_clients_idx\` ON \`missing_paths\` (\`clients\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_last_seen_at_idx\` ON \`missing_paths\` (\`last_seen_at\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_updated_at_idx\` ON \`missing_paths\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_created_at_idx\` ON \`missing_paths\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to_type", "to_url", "type", "updated_at", "created_at") SELECT "id", "from", "to_type", "to_url", "type", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_jobs\`("id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "updated_at", "created_at") SELECT "id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "updated_at", "created_at" FROM \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation\`("id", "_status", "updated_at", "created_at") SELECT "id", "_status", "updated_at", "created_at" FROM \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation\` RENAME TO \`navigation\`;`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__nav_related_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nav_related_v\`("_order", "_parent_id", "id", "href", "_uuid") SELECT "_order", "_parent_id", "id", "href", "_uuid" FROM \`_nav_related_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_related_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__nav_related_v\` RENAME TO \`_nav_related_v\`;`)
  await db.run(sql`CREATE INDEX \`_nav_related_v_order_idx\` ON \`_nav_related_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_related_v_parent_id_idx\` ON \`_nav_related_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__nav_markets_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_sublinks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nav_markets_v\`("_order", "_parent_id", "id", "href", "_uuid") SELECT "_order", "_parent_id", "id", "href", "_uuid" FROM \`_nav_markets_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_markets_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__nav_markets_v\` RENAME TO \`_nav_markets_v\`;`)
  await db.run(sql`CREATE INDEX \`_nav_markets_v_order_idx\` ON \`_nav_markets_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_markets_v_parent_id_idx\` ON \`_nav_markets_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__nav_sublinks_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nav_sublinks_v\`("_order", "_parent_id", "id", "href", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "href", "image_id", "_uuid" FROM \`_nav_sublinks_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_sublinks_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__nav_sublinks_v\` RENAME TO \`_nav_sublinks_v\`;`)
  await db.run(sql`CREATE INDEX \`_nav_sublinks_v_order_idx\` ON \`_nav_sublinks_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_sublinks_v_parent_id_idx\` ON \`_nav_sublinks_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_sublinks_v_image_idx\` ON \`_nav_sublinks_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__navigation_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__navigation_v_version_items\`("_order", "_parent_id", "id", "href", "_uuid") SELECT "_order", "_parent_id", "id", "href", "_uuid" FROM \`_navigation_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__navigation_v_version_items\` RENAME TO \`_navigation_v_version_items\`;`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_order_idx\` ON \`_navigation_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_parent_id_idx\` ON \`_navigation_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__navigation_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__navigation_v\`("id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__navigation_v\` RENAME TO \`_navigation_v\`;`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_snapshot_idx\` ON \`_navigation_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_published_locale_idx\` ON \`_navigation_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`company_name\` text DEFAULT 'EuroTalc GmbH' NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`copyright_year\` numeric DEFAULT 2022 NOT NULL,
  	\`imprint_managing_directors\` text,
  	\`imprint_register_number\` text,
  	\`imprint_vat_id\` text,
  	\`linkedin_url\` text,
  	\`youtube_url\` text,
  	\`tag_manager_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "company_name", "phone", "email", "copyright_year", "imprint_managing_directors", "imprint_register_number", "imprint_vat_id", "linkedin_url", "youtube_url", "tag_manager_id", "updated_at", "created_at") SELECT "id", "company_name", "phone", "email", "copyright_year", "imprint_managing_directors", "imprint_register_number", "imprint_vat_id", "linkedin_url", "youtube_url", "tag_manager_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_cookie_text\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cookie_text\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`cookie_text\`;`)
  await db.run(sql`DROP TABLE \`cookie_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_cookie_text\` RENAME TO \`cookie_text\`;`)
  await db.run(sql`CREATE TABLE \`__new_form_recipients\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`request_a_sample\` text,
  	\`contact_sales\` text,
  	\`general_enquiries\` text,
  	\`contact_us\` text,
  	\`team_form\` text,
  	\`job_response\` text,
  	\`retention_months_request_a_sample\` numeric DEFAULT 24,
  	\`retention_months_contact_sales\` numeric DEFAULT 24,
  	\`retention_months_general_enquiries\` numeric DEFAULT 24,
  	\`retention_months_contact_us\` numeric DEFAULT 24,
  	\`retention_months_team_form\` numeric DEFAULT 24,
  	\`retention_months_job_response\` numeric DEFAULT 6,
  	\`confirm_sender\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_recipients\`("id", "request_a_sample", "contact_sales", "general_enquiries", "contact_us", "team_form", "job_response", "retention_months_request_a_sample", "retention_months_contact_sales", "retention_months_general_enquiries", "retention_months_contact_us", "retention_months_team_form", "retention_months_job_response", "confirm_sender", "updated_at", "created_at") SELECT "id", "request_a_sample", "contact_sales", "general_enquiries", "contact_us", "team_form", "job_response", "retention_months_request_a_sample", "retention_months_contact_sales", "retention_months_general_enquiries", "retention_months_contact_us", "retention_months_team_form", "retention_months_job_response", "confirm_sender", "updated_at", "created_at" FROM \`form_recipients\`;`)
  await db.run(sql`DROP TABLE \`form_recipients\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_recipients\` RENAME TO \`form_recipients\`;`)
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuildTables(db, async () => {
  // Update notices of deleted revisions cannot go back under the NOT NULL.
  await db.run(sql`DELETE FROM \`revision_notices\` WHERE \`revision_id\` IS NULL;`)
  await db.run(sql`CREATE TABLE \`__new_missing_paths\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`hits\` numeric DEFAULT 0 NOT NULL,
  	\`first_seen_at\` text,
  	\`last_seen_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_missing_paths\`("id", "path", "hits", "first_seen_at", "last_seen_at", "updated_at", "created_at") SELECT "id", "path", "hits", "first_seen_at", "last_seen_at", "updated_at", "created_at" FROM \`missing_paths\`;`)
  await db.run(sql`DROP TABLE \`missing_paths\`;`)
  await db.run(sql`ALTER TABLE \`__new_missing_paths\` RENAME TO \`missing_paths\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`missing_paths_path_idx\` ON \`missing_paths\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_hits_idx\` ON \`missing_paths\` (\`hits\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_last_seen_at_idx\` ON \`missing_paths\` (\`last_seen_at\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_updated_at_idx\` ON \`missing_paths\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`missing_paths_created_at_idx\` ON \`missing_paths\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users_roles\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`ALTER TABLE \`__new_users_roles\` RENAME TO \`users_roles\`;`)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "path", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "path", "meta_image_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "image_id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "link_href", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_rich_text\` RENAME TO \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_media_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_media_text\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name" FROM \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_media_text\` RENAME TO \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_order_idx\` ON \`_pages_v_blocks_media_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_parent_id_idx\` ON \`_pages_v_blocks_media_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_path_idx\` ON \`_pages_v_blocks_media_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_image_idx\` ON \`_pages_v_blocks_media_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards_items\`("_order", "_parent_id", "id", "href", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "href", "image_id", "_uuid" FROM \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards_items\` RENAME TO \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_order_idx\` ON \`_pages_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_parent_id_idx\` ON \`_pages_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_image_idx\` ON \`_pages_v_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards\` RENAME TO \`_pages_v_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_stats_items\`("_order", "_parent_id", "id", "value", "_uuid") SELECT "_order", "_parent_id", "id", "value", "_uuid" FROM \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_stats_items\` RENAME TO \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_order_idx\` ON \`_pages_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_parent_id_idx\` ON \`_pages_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_stats\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_stats\` RENAME TO \`_pages_v_blocks_stats\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_timeline_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_timeline_entries\`("_order", "_parent_id", "id", "year", "_uuid") SELECT "_order", "_parent_id", "id", "year", "_uuid" FROM \`_pages_v_blocks_timeline_entries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_timeline_entries\` RENAME TO \`_pages_v_blocks_timeline_entries\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_entries_order_idx\` ON \`_pages_v_blocks_timeline_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_entries_parent_id_idx\` ON \`_pages_v_blocks_timeline_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_timeline\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_timeline\` RENAME TO \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text,
  	\`limit\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_list\`("_order", "_parent_id", "_path", "id", "source", "limit", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "source", "limit", "_uuid", "block_name" FROM \`_pages_v_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_list\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_list\` RENAME TO \`_pages_v_blocks_list\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_order_idx\` ON \`_pages_v_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_parent_id_idx\` ON \`_pages_v_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_path_idx\` ON \`_pages_v_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_feature\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_pages_v_blocks_feature\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_feature\` RENAME TO \`_pages_v_blocks_feature\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_order_idx\` ON \`_pages_v_blocks_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_parent_id_idx\` ON \`_pages_v_blocks_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_path_idx\` ON \`_pages_v_blocks_feature\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_sitemap\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_sitemap\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_pages_v_blocks_sitemap\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sitemap\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_sitemap\` RENAME TO \`_pages_v_blocks_sitemap\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sitemap_order_idx\` ON \`_pages_v_blocks_sitemap\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sitemap_parent_id_idx\` ON \`_pages_v_blocks_sitemap\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sitemap_path_idx\` ON \`_pages_v_blocks_sitemap\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_path", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_path", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_product_markets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_markets\`("id", "slug", "parent_id", "order", "image_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "parent_id", "order", "image_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`product_markets\`;`)
  await db.run(sql`DROP TABLE \`product_markets\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_markets\` RENAME TO \`product_markets\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_markets_slug_idx\` ON \`product_markets\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_parent_idx\` ON \`product_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_order_idx\` ON \`product_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_image_idx\` ON \`product_markets\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_meta_meta_image_idx\` ON \`product_markets\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_updated_at_idx\` ON \`product_markets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_markets_created_at_idx\` ON \`product_markets\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_markets__status_idx\` ON \`product_markets\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_product_markets_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_rich_text\` RENAME TO \`_product_markets_v_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_rich_text_order_idx\` ON \`_product_markets_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_rich_text_parent_id_idx\` ON \`_product_markets_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_rich_text_path_idx\` ON \`_product_markets_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_media_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_media_text\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "_uuid", "block_name" FROM \`_product_markets_v_blocks_media_text\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_media_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_media_text\` RENAME TO \`_product_markets_v_blocks_media_text\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_order_idx\` ON \`_product_markets_v_blocks_media_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_parent_id_idx\` ON \`_product_markets_v_blocks_media_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_path_idx\` ON \`_product_markets_v_blocks_media_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_media_text_image_idx\` ON \`_product_markets_v_blocks_media_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_cards_items\`("_order", "_parent_id", "id", "href", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "href", "image_id", "_uuid" FROM \`_product_markets_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_cards_items\` RENAME TO \`_product_markets_v_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_items_order_idx\` ON \`_product_markets_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_items_parent_id_idx\` ON \`_product_markets_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_items_image_idx\` ON \`_product_markets_v_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_cards\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_product_markets_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_cards\` RENAME TO \`_product_markets_v_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_order_idx\` ON \`_product_markets_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_parent_id_idx\` ON \`_product_markets_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_cards_path_idx\` ON \`_product_markets_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_stats_items\`("_order", "_parent_id", "id", "value", "_uuid") SELECT "_order", "_parent_id", "id", "value", "_uuid" FROM \`_product_markets_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_stats_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_stats_items\` RENAME TO \`_product_markets_v_blocks_stats_items\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_items_order_idx\` ON \`_product_markets_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_items_parent_id_idx\` ON \`_product_markets_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v_blocks_stats\`("_order", "_parent_id", "_path", "id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "_uuid", "block_name" FROM \`_product_markets_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v_blocks_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v_blocks_stats\` RENAME TO \`_product_markets_v_blocks_stats\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_order_idx\` ON \`_product_markets_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_parent_id_idx\` ON \`_product_markets_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_blocks_stats_path_idx\` ON \`_product_markets_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_markets_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_markets_v\`("id", "parent_id", "version_slug", "version_parent_id", "version_order", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_parent_id", "version_order", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_product_markets_v\`;`)
  await db.run(sql`DROP TABLE \`_product_markets_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_markets_v\` RENAME TO \`_product_markets_v\`;`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_parent_idx\` ON \`_product_markets_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_slug_idx\` ON \`_product_markets_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_parent_idx\` ON \`_product_markets_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_order_idx\` ON \`_product_markets_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_image_idx\` ON \`_product_markets_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_meta_version_meta_image_idx\` ON \`_product_markets_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_updated_at_idx\` ON \`_product_markets_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version_created_at_idx\` ON \`_product_markets_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_version_version__status_idx\` ON \`_product_markets_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_created_at_idx\` ON \`_product_markets_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_updated_at_idx\` ON \`_product_markets_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_snapshot_idx\` ON \`_product_markets_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_published_locale_idx\` ON \`_product_markets_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_product_markets_v_latest_idx\` ON \`_product_markets_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text DEFAULT 'company-news',
  	\`slug\` text,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`source_name\` text,
  	\`source_url\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "category", "slug", "published_at", "image_id", "source_name", "source_url", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "category", "slug", "published_at", "image_id", "source_name", "source_url", "meta_image_id", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text DEFAULT 'company-news',
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_source_name\` text,
  	\`version_source_url\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_category", "version_slug", "version_published_at", "version_image_id", "version_source_name", "version_source_url", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_category", "version_slug", "version_published_at", "version_image_id", "version_source_name", "version_source_url", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`author\` text,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "slug", "published_at", "author", "image_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "author", "image_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_published_at_idx\` ON \`blog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_meta_meta_image_idx\` ON \`blog_posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_author\` text,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v\`("id", "parent_id", "version_slug", "version_published_at", "version_author", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_author", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v\` RENAME TO \`_blog_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_published_at_idx\` ON \`_blog_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_image_idx\` ON \`_blog_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_meta_version_meta_image_idx\` ON \`_blog_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_snapshot_idx\` ON \`_blog_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_published_locale_idx\` ON \`_blog_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`reference\` text,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "slug", "published_at", "reference", "employment_type", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "reference", "employment_type", "meta_image_id", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_published_at_idx\` ON \`jobs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_meta_meta_image_idx\` ON \`jobs\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_reference\` text,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_slug", "version_published_at", "version_reference", "version_employment_type", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_reference", "version_employment_type", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_published_at_idx\` ON \`_jobs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_meta_version_meta_image_idx\` ON \`_jobs_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_autosave_idx\` ON \`_jobs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_photos\`("id", "slug", "published_at", "image_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "image_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`gallery_photos\`;`)
  await db.run(sql`DROP TABLE \`gallery_photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_photos\` RENAME TO \`gallery_photos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_photos_slug_idx\` ON \`gallery_photos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_published_at_idx\` ON \`gallery_photos\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_image_idx\` ON \`gallery_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_meta_meta_image_idx\` ON \`gallery_photos\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_updated_at_idx\` ON \`gallery_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos_created_at_idx\` ON \`gallery_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_photos__status_idx\` ON \`gallery_photos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__gallery_photos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__gallery_photos_v\`("id", "parent_id", "version_slug", "version_published_at", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_published_at", "version_image_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_gallery_photos_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_photos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__gallery_photos_v\` RENAME TO \`_gallery_photos_v\`;`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_parent_idx\` ON \`_gallery_photos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_slug_idx\` ON \`_gallery_photos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_published_at_idx\` ON \`_gallery_photos_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_image_idx\` ON \`_gallery_photos_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_meta_version_meta_image_idx\` ON \`_gallery_photos_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_updated_at_idx\` ON \`_gallery_photos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version_created_at_idx\` ON \`_gallery_photos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_version_version__status_idx\` ON \`_gallery_photos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_created_at_idx\` ON \`_gallery_photos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_updated_at_idx\` ON \`_gallery_photos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_snapshot_idx\` ON \`_gallery_photos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_published_locale_idx\` ON \`_gallery_photos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_photos_v_latest_idx\` ON \`_gallery_photos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "name", "image_id", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "image_id", "order", "updated_at", "created_at", "_status" FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_image_idx\` ON \`team_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_order_idx\` ON \`team_members\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__team_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__team_members_v\`("id", "parent_id", "version_name", "version_image_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_image_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__team_members_v\` RENAME TO \`_team_members_v\`;`)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_image_idx\` ON \`_team_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_order_idx\` ON \`_team_members_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_snapshot_idx\` ON \`_team_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_published_locale_idx\` ON \`_team_members_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_faq_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faq_entries\`("id", "order", "updated_at", "created_at", "_status") SELECT "id", "order", "updated_at", "created_at", "_status" FROM \`faq_entries\`;`)
  await db.run(sql`DROP TABLE \`faq_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_faq_entries\` RENAME TO \`faq_entries\`;`)
  await db.run(sql`CREATE INDEX \`faq_entries_order_idx\` ON \`faq_entries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_updated_at_idx\` ON \`faq_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_created_at_idx\` ON \`faq_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries__status_idx\` ON \`faq_entries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faq_entries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faq_entries_v\`("id", "parent_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_faq_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_entries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faq_entries_v\` RENAME TO \`_faq_entries_v\`;`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_parent_idx\` ON \`_faq_entries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_order_idx\` ON \`_faq_entries_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_updated_at_idx\` ON \`_faq_entries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_created_at_idx\` ON \`_faq_entries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version__status_idx\` ON \`_faq_entries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_created_at_idx\` ON \`_faq_entries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_updated_at_idx\` ON \`_faq_entries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_snapshot_idx\` ON \`_faq_entries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_published_locale_idx\` ON \`_faq_entries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_latest_idx\` ON \`_faq_entries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offices\`("id", "phone", "email", "latitude", "longitude", "order", "updated_at", "created_at", "_status") SELECT "id", "phone", "email", "latitude", "longitude", "order", "updated_at", "created_at", "_status" FROM \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`ALTER TABLE \`__new_offices\` RENAME TO \`offices\`;`)
  await db.run(sql`CREATE INDEX \`offices_order_idx\` ON \`offices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offices__status_idx\` ON \`offices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__offices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offices_v\`("id", "parent_id", "version_phone", "version_email", "version_latitude", "version_longitude", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_phone", "version_email", "version_latitude", "version_longitude", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_offices_v\`;`)
  await db.run(sql`DROP TABLE \`_offices_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offices_v\` RENAME TO \`_offices_v\`;`)
  await db.run(sql`CREATE INDEX \`_offices_v_parent_idx\` ON \`_offices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_order_idx\` ON \`_offices_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_updated_at_idx\` ON \`_offices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_created_at_idx\` ON \`_offices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version__status_idx\` ON \`_offices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_created_at_idx\` ON \`_offices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_updated_at_idx\` ON \`_offices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_snapshot_idx\` ON \`_offices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_published_locale_idx\` ON \`_offices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_latest_idx\` ON \`_offices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_share_url\` text,
  	\`sizes_share_width\` numeric,
  	\`sizes_share_height\` numeric,
  	\`sizes_share_mime_type\` text,
  	\`sizes_share_filesize\` numeric,
  	\`sizes_share_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_share_url", "sizes_share_width", "sizes_share_height", "sizes_share_mime_type", "sizes_share_filesize", "sizes_share_filename") SELECT "id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_share_url", "sizes_share_width", "sizes_share_height", "sizes_share_mime_type", "sizes_share_filesize", "sizes_share_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_share_sizes_share_filename_idx\` ON \`media\` (\`sizes_share_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`analytics\` integer DEFAULT false NOT NULL,
  	\`advertising\` integer DEFAULT false NOT NULL,
  	\`source\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`text_version\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consent_records\`("id", "analytics", "advertising", "source", "locale", "text_version", "updated_at", "created_at") SELECT "id", "analytics", "advertising", "source", "locale", "text_version", "updated_at", "created_at" FROM \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_records\` RENAME TO \`consent_records\`;`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`job_title\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`terms_accepted_at\` text NOT NULL,
  	\`information_consent\` integer DEFAULT false,
  	\`consent_version\` text,
  	\`temporary_password\` integer DEFAULT false,
  	\`temporary_password_expires_at\` text,
  	\`moderated_by_id\` integer,
  	\`moderated_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`moderated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_members\`("id", "status", "language", "first_name", "last_name", "company", "job_title", "phone", "city", "country", "market", "terms_accepted_at", "information_consent", "consent_version", "temporary_password", "temporary_password_expires_at", "moderated_by_id", "moderated_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "status", "language", "first_name", "last_name", "company", "job_title", "phone", "city", "country", "market", "terms_accepted_at", "information_consent", "consent_version", "temporary_password", "temporary_password_expires_at", "moderated_by_id", "moderated_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`members\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`ALTER TABLE \`__new_members\` RENAME TO \`members\`;`)
  await db.run(sql`CREATE INDEX \`members_status_idx\` ON \`members\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`members_moderated_by_idx\` ON \`members\` (\`moderated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_rate_limits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`hits\` numeric NOT NULL,
  	\`reset_at\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rate_limits\`("id", "key", "hits", "reset_at", "updated_at", "created_at") SELECT "id", "key", "hits", "reset_at", "updated_at", "created_at" FROM \`rate_limits\`;`)
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
  await db.run(sql`ALTER TABLE \`__new_rate_limits\` RENAME TO \`rate_limits\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`rate_limits_key_idx\` ON \`rate_limits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_reset_at_idx\` ON \`rate_limits\` (\`reset_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_updated_at_idx\` ON \`rate_limits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_created_at_idx\` ON \`rate_limits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_grades\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`d50\` numeric,
  	\`top_cut\` numeric,
  	\`whiteness\` numeric,
  	\`form\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_grades\`("id", "name", "slug", "d50", "top_cut", "whiteness", "form", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "d50", "top_cut", "whiteness", "form", "updated_at", "created_at", "_status" FROM \`grades\`;`)
  await db.run(sql`DROP TABLE \`grades\`;`)
  await db.run(sql`ALTER TABLE \`__new_grades\` RENAME TO \`grades\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`grades_slug_idx\` ON \`grades\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`grades_updated_at_idx\` ON \`grades\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grades_created_at_idx\` ON \`grades\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grades__status_idx\` ON \`grades\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__grades_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_d50\` numeric,
  	\`version_top_cut\` numeric,
  	\`version_whiteness\` numeric,
  	\`version_form\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__grades_v\`("id", "parent_id", "version_name", "version_slug", "version_d50", "version_top_cut", "version_whiteness", "version_form", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_d50", "version_top_cut", "version_whiteness", "version_form", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_grades_v\`;`)
  await db.run(sql`DROP TABLE \`_grades_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__grades_v\` RENAME TO \`_grades_v\`;`)
  await db.run(sql`CREATE INDEX \`_grades_v_parent_idx\` ON \`_grades_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version_slug_idx\` ON \`_grades_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version_updated_at_idx\` ON \`_grades_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version_created_at_idx\` ON \`_grades_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_version__status_idx\` ON \`_grades_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_created_at_idx\` ON \`_grades_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_updated_at_idx\` ON \`_grades_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_snapshot_idx\` ON \`_grades_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_published_locale_idx\` ON \`_grades_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_latest_idx\` ON \`_grades_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_autosave_idx\` ON \`_grades_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_document_families\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`document_type\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_document_families\`("id", "slug", "document_type", "language", "updated_at", "created_at") SELECT "id", "slug", "document_type", "language", "updated_at", "created_at" FROM \`document_families\`;`)
  await db.run(sql`DROP TABLE \`document_families\`;`)
  await db.run(sql`ALTER TABLE \`__new_document_families\` RENAME TO \`document_families\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`document_families_slug_idx\` ON \`document_families\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`document_families_document_type_idx\` ON \`document_families\` (\`document_type\`);`)
  await db.run(sql`CREATE INDEX \`document_families_language_idx\` ON \`document_families\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`document_families_updated_at_idx\` ON \`document_families\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_families_created_at_idx\` ON \`document_families\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`language\` text,
  	\`revision\` text,
  	\`revision_date\` text,
  	\`family_id\` integer,
  	\`notify_members\` integer DEFAULT false,
  	\`superseded_on\` text,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`family_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "category", "language", "revision", "revision_date", "family_id", "notify_members", "superseded_on", "prefix", "_objectkey", "updated_at", "created_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "category", "language", "revision", "revision_date", "family_id", "notify_members", "superseded_on", "prefix", "_objectkey", "updated_at", "created_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_category_idx\` ON \`documents\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`documents_language_idx\` ON \`documents\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`documents_revision_date_idx\` ON \`documents\` (\`revision_date\`);`)
  await db.run(sql`CREATE INDEX \`documents_family_idx\` ON \`documents\` (\`family_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_superseded_on_idx\` ON \`documents\` (\`superseded_on\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new__documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text,
  	\`version_language\` text,
  	\`version_revision\` text,
  	\`version_revision_date\` text,
  	\`version_family_id\` integer,
  	\`version_notify_members\` integer DEFAULT false,
  	\`version_superseded_on\` text,
  	\`version_prefix\` text DEFAULT 'documents',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_family_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__documents_v\`("id", "parent_id", "version_category", "version_language", "version_revision", "version_revision_date", "version_family_id", "version_notify_members", "version_superseded_on", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_category", "version_language", "version_revision", "version_revision_date", "version_family_id", "version_notify_members", "version_superseded_on", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__documents_v\` RENAME TO \`_documents_v\`;`)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_category_idx\` ON \`_documents_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_language_idx\` ON \`_documents_v\` (\`version_language\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_revision_date_idx\` ON \`_documents_v\` (\`version_revision_date\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_family_idx\` ON \`_documents_v\` (\`version_family_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_superseded_on_idx\` ON \`_documents_v\` (\`version_superseded_on\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_filename_idx\` ON \`_documents_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_download_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer,
  	\`member_email\` text NOT NULL,
  	\`document_id\` integer,
  	\`document_title\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_download_logs\`("id", "member_id", "member_email", "document_id", "document_title", "kind", "address", "updated_at", "created_at") SELECT "id", "member_id", "member_email", "document_id", "document_title", "kind", "address", "updated_at", "created_at" FROM \`download_logs\`;`)
  await db.run(sql`DROP TABLE \`download_logs\`;`)
  await db.run(sql`ALTER TABLE \`__new_download_logs\` RENAME TO \`download_logs\`;`)
  await db.run(sql`CREATE INDEX \`download_logs_member_idx\` ON \`download_logs\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`download_logs_document_idx\` ON \`download_logs\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`download_logs_updated_at_idx\` ON \`download_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`download_logs_created_at_idx\` ON \`download_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_revision_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`revision_id\` integer NOT NULL,
  	\`revision_title\` text NOT NULL,
  	\`member_id\` integer,
  	\`member_email\` text NOT NULL,
  	\`language\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`revision_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_revision_notices\`("id", "key", "revision_id", "revision_title", "member_id", "member_email", "language", "sent_at", "updated_at", "created_at") SELECT "id", "key", "revision_id", "revision_title", "member_id", "member_email", "language", "sent_at", "updated_at", "created_at" FROM \`revision_notices\`;`)
  await db.run(sql`DROP TABLE \`revision_notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_revision_notices\` RENAME TO \`revision_notices\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`revision_notices_key_idx\` ON \`revision_notices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_revision_idx\` ON \`revision_notices\` (\`revision_id\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_member_idx\` ON \`revision_notices\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_sent_at_idx\` ON \`revision_notices\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_updated_at_idx\` ON \`revision_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_created_at_idx\` ON \`revision_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`closed_at\` text,
  	\`name\` text,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`attachment_id\` integer,
  	\`fields\` text NOT NULL,
  	\`language\` text,
  	\`terms_accepted_at\` text NOT NULL,
  	\`information_consent\` integer,
  	\`address\` text,
  	\`robot_check\` text,
  	\`fingerprint\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`enquiry_attachments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "closed_at", "name", "company", "email", "attachment_id", "fields", "language", "terms_accepted_at", "information_consent", "address", "robot_check", "fingerprint", "updated_at", "created_at") SELECT "id", "type", "status", "closed_at", "name", "company", "email", "attachment_id", "fields", "language", "terms_accepted_at", "information_consent", "address", "robot_check", "fingerprint", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`CREATE INDEX \`enquiries_type_idx\` ON \`enquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_closed_at_idx\` ON \`enquiries\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_attachment_idx\` ON \`enquiries\` (\`attachment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_fingerprint_idx\` ON \`enquiries\` (\`fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_enquiry_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`prefix\` text DEFAULT 'attachments',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiry_attachments\`("id", "original_name", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "original_name", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`enquiry_attachments\`;`)
  await db.run(sql`DROP TABLE \`enquiry_attachments\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiry_attachments\` RENAME TO \`enquiry_attachments\`;`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_updated_at_idx\` ON \`enquiry_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_created_at_idx\` ON \`enquiry_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_attachments_filename_idx\` ON \`enquiry_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_index\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`href\` text NOT NULL,
  	\`gated\` integer DEFAULT false,
  	\`removed\` integer DEFAULT false,
  	\`version\` numeric DEFAULT 1 NOT NULL,
  	\`hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_index\`("id", "key", "type", "locale", "title", "body", "href", "gated", "removed", "version", "hash", "updated_at", "created_at") SELECT "id", "key", "type", "locale", "title", "body", "href", "gated", "removed", "version", "hash", "updated_at", "created_at" FROM \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_index\` RENAME TO \`search_index\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_index_key_idx\` ON \`search_index\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_index_locale_idx\` ON \`search_index\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_index_removed_idx\` ON \`search_index\` (\`removed\`);`)
  await db.run(sql`CREATE INDEX \`search_index_updated_at_idx\` ON \`search_index\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_index_created_at_idx\` ON \`search_index\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to_type", "to_url", "type", "updated_at", "created_at") SELECT "id", "from", "to_type", "to_url", "type", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_jobs\`("id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "updated_at", "created_at") SELECT "id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "updated_at", "created_at" FROM \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation\`("id", "_status", "updated_at", "created_at") SELECT "id", "_status", "updated_at", "created_at" FROM \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation\` RENAME TO \`navigation\`;`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__nav_related_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nav_related_v\`("_order", "_parent_id", "id", "href", "_uuid") SELECT "_order", "_parent_id", "id", "href", "_uuid" FROM \`_nav_related_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_related_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__nav_related_v\` RENAME TO \`_nav_related_v\`;`)
  await db.run(sql`CREATE INDEX \`_nav_related_v_order_idx\` ON \`_nav_related_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_related_v_parent_id_idx\` ON \`_nav_related_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__nav_markets_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_sublinks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nav_markets_v\`("_order", "_parent_id", "id", "href", "_uuid") SELECT "_order", "_parent_id", "id", "href", "_uuid" FROM \`_nav_markets_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_markets_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__nav_markets_v\` RENAME TO \`_nav_markets_v\`;`)
  await db.run(sql`CREATE INDEX \`_nav_markets_v_order_idx\` ON \`_nav_markets_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_markets_v_parent_id_idx\` ON \`_nav_markets_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__nav_sublinks_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__nav_sublinks_v\`("_order", "_parent_id", "id", "href", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "href", "image_id", "_uuid" FROM \`_nav_sublinks_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_sublinks_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__nav_sublinks_v\` RENAME TO \`_nav_sublinks_v\`;`)
  await db.run(sql`CREATE INDEX \`_nav_sublinks_v_order_idx\` ON \`_nav_sublinks_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_sublinks_v_parent_id_idx\` ON \`_nav_sublinks_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_sublinks_v_image_idx\` ON \`_nav_sublinks_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__navigation_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__navigation_v_version_items\`("_order", "_parent_id", "id", "href", "_uuid") SELECT "_order", "_parent_id", "id", "href", "_uuid" FROM \`_navigation_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__navigation_v_version_items\` RENAME TO \`_navigation_v_version_items\`;`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_order_idx\` ON \`_navigation_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_parent_id_idx\` ON \`_navigation_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__navigation_v\`("id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__navigation_v\` RENAME TO \`_navigation_v\`;`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_snapshot_idx\` ON \`_navigation_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_published_locale_idx\` ON \`_navigation_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text DEFAULT 'EuroTalc GmbH' NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`copyright_year\` numeric DEFAULT 2022 NOT NULL,
  	\`imprint_managing_directors\` text,
  	\`imprint_register_number\` text,
  	\`imprint_vat_id\` text,
  	\`linkedin_url\` text,
  	\`youtube_url\` text,
  	\`tag_manager_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "company_name", "phone", "email", "copyright_year", "imprint_managing_directors", "imprint_register_number", "imprint_vat_id", "linkedin_url", "youtube_url", "tag_manager_id", "updated_at", "created_at") SELECT "id", "company_name", "phone", "email", "copyright_year", "imprint_managing_directors", "imprint_register_number", "imprint_vat_id", "linkedin_url", "youtube_url", "tag_manager_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_cookie_text\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cookie_text\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`cookie_text\`;`)
  await db.run(sql`DROP TABLE \`cookie_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_cookie_text\` RENAME TO \`cookie_text\`;`)
  await db.run(sql`CREATE TABLE \`__new_form_recipients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_a_sample\` text,
  	\`contact_sales\` text,
  	\`general_enquiries\` text,
  	\`contact_us\` text,
  	\`team_form\` text,
  	\`job_response\` text,
  	\`retention_months_request_a_sample\` numeric DEFAULT 24,
  	\`retention_months_contact_sales\` numeric DEFAULT 24,
  	\`retention_months_general_enquiries\` numeric DEFAULT 24,
  	\`retention_months_contact_us\` numeric DEFAULT 24,
  	\`retention_months_team_form\` numeric DEFAULT 24,
  	\`retention_months_job_response\` numeric DEFAULT 6,
  	\`confirm_sender\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_recipients\`("id", "request_a_sample", "contact_sales", "general_enquiries", "contact_us", "team_form", "job_response", "retention_months_request_a_sample", "retention_months_contact_sales", "retention_months_general_enquiries", "retention_months_contact_us", "retention_months_team_form", "retention_months_job_response", "confirm_sender", "updated_at", "created_at") SELECT "id", "request_a_sample", "contact_sales", "general_enquiries", "contact_us", "team_form", "job_response", "retention_months_request_a_sample", "retention_months_contact_sales", "retention_months_general_enquiries", "retention_months_contact_us", "retention_months_team_form", "retention_months_job_response", "confirm_sender", "updated_at", "created_at" FROM \`form_recipients\`;`)
  await db.run(sql`DROP TABLE \`form_recipients\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_recipients\` RENAME TO \`form_recipients\`;`)
  })
}
