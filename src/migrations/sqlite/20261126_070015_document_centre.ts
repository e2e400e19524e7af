import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`grades\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`grades_slug_idx\` ON \`grades\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`grades_updated_at_idx\` ON \`grades\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grades_created_at_idx\` ON \`grades\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grades__status_idx\` ON \`grades\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`grades_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`grades_locales_locale_parent_id_unique\` ON \`grades_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`grades_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_markets_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_markets_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grades_rels_order_idx\` ON \`grades_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`grades_rels_parent_idx\` ON \`grades_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`grades_rels_path_idx\` ON \`grades_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`grades_rels_product_markets_id_idx\` ON \`grades_rels\` (\`product_markets_id\`);`)
  await db.run(sql`CREATE TABLE \`_grades_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`_grades_v_locales\` (
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_grades_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_grades_v_locales_locale_parent_id_unique\` ON \`_grades_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_grades_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_markets_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_grades_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_markets_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_grades_v_rels_order_idx\` ON \`_grades_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_rels_parent_idx\` ON \`_grades_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_rels_path_idx\` ON \`_grades_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_rels_product_markets_id_idx\` ON \`_grades_v_rels\` (\`product_markets_id\`);`)
  await db.run(sql`CREATE TABLE \`document_families\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`document_type\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`document_families_slug_idx\` ON \`document_families\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`document_families_document_type_idx\` ON \`document_families\` (\`document_type\`);`)
  await db.run(sql`CREATE INDEX \`document_families_language_idx\` ON \`document_families\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`document_families_updated_at_idx\` ON \`document_families\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_families_created_at_idx\` ON \`document_families\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`document_families_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`document_families_locales_locale_parent_id_unique\` ON \`document_families_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`document_families_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`grades_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grades_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`document_families_rels_order_idx\` ON \`document_families_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`document_families_rels_parent_idx\` ON \`document_families_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`document_families_rels_path_idx\` ON \`document_families_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`document_families_rels_grades_id_idx\` ON \`document_families_rels\` (\`grades_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
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
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_change_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_markets_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_markets_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_order_idx\` ON \`_documents_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_parent_idx\` ON \`_documents_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_path_idx\` ON \`_documents_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_product_markets_id_idx\` ON \`_documents_v_rels\` (\`product_markets_id\`);`)
  await db.run(sql`CREATE TABLE \`revision_notices\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`revision_notices_key_idx\` ON \`revision_notices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_revision_idx\` ON \`revision_notices\` (\`revision_id\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_member_idx\` ON \`revision_notices\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_sent_at_idx\` ON \`revision_notices\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_updated_at_idx\` ON \`revision_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`revision_notices_created_at_idx\` ON \`revision_notices\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "category", "language", "revision", "revision_date", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "category", "language", "revision", "revision_date", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  // Every document before this migration was public: it stays published (issue 24).
  await db.run(sql`UPDATE \`documents\` SET \`_status\` = 'published';`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`documents_category_idx\` ON \`documents\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`documents_language_idx\` ON \`documents\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`documents_revision_date_idx\` ON \`documents\` (\`revision_date\`);`)
  await db.run(sql`CREATE INDEX \`documents_family_idx\` ON \`documents\` (\`family_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_superseded_on_idx\` ON \`documents\` (\`superseded_on\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`change_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents_locales\` RENAME TO \`documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grades_id\` integer REFERENCES grades(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`document_families_id\` integer REFERENCES document_families(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`revision_notices_id\` integer REFERENCES revision_notices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grades_id_idx\` ON \`payload_locked_documents_rels\` (\`grades_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_families_id_idx\` ON \`payload_locked_documents_rels\` (\`document_families_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_revision_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`revision_notices_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`grades\`;`)
  await db.run(sql`DROP TABLE \`grades_locales\`;`)
  await db.run(sql`DROP TABLE \`grades_rels\`;`)
  await db.run(sql`DROP TABLE \`_grades_v\`;`)
  await db.run(sql`DROP TABLE \`_grades_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_grades_v_rels\`;`)
  await db.run(sql`DROP TABLE \`document_families\`;`)
  await db.run(sql`DROP TABLE \`document_families_locales\`;`)
  await db.run(sql`DROP TABLE \`document_families_rels\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_rels\`;`)
  await db.run(sql`DROP TABLE \`revision_notices\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`revision\` text,
  	\`revision_date\` text NOT NULL,
  	\`prefix\` text DEFAULT 'documents',
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
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "category", "language", "revision", "revision_date", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "category", "language", "revision", "revision_date", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`documents_category_idx\` ON \`documents\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`documents_language_idx\` ON \`documents\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`documents_revision_date_idx\` ON \`documents\` (\`revision_date\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`pages_id\` integer,
  	\`product_markets_id\` integer,
  	\`news_id\` integer,
  	\`blog_posts_id\` integer,
  	\`jobs_id\` integer,
  	\`gallery_photos_id\` integer,
  	\`team_members_id\` integer,
  	\`faq_entries_id\` integer,
  	\`offices_id\` integer,
  	\`media_id\` integer,
  	\`consent_records_id\` integer,
  	\`members_id\` integer,
  	\`rate_limits_id\` integer,
  	\`documents_id\` integer,
  	\`download_logs_id\` integer,
  	\`enquiries_id\` integer,
  	\`enquiry_attachments_id\` integer,
  	\`search_index_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_markets_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_photos_id\`) REFERENCES \`gallery_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_entries_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`download_logs_id\`) REFERENCES \`download_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiry_attachments_id\`) REFERENCES \`enquiry_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "pages_id", "product_markets_id", "news_id", "blog_posts_id", "jobs_id", "gallery_photos_id", "team_members_id", "faq_entries_id", "offices_id", "media_id", "consent_records_id", "members_id", "rate_limits_id", "documents_id", "download_logs_id", "enquiries_id", "enquiry_attachments_id", "search_index_id") SELECT "id", "order", "parent_id", "path", "users_id", "pages_id", "product_markets_id", "news_id", "blog_posts_id", "jobs_id", "gallery_photos_id", "team_members_id", "faq_entries_id", "offices_id", "media_id", "consent_records_id", "members_id", "rate_limits_id", "documents_id", "download_logs_id", "enquiries_id", "enquiry_attachments_id", "search_index_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`product_markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`download_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiry_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiry_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents_locales\` RENAME TO \`documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
}
