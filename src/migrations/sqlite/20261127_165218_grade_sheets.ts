import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`standard\` text,
  	\`document_id\` integer,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_items_order_idx\` ON \`pages_blocks_certificates_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_items_parent_id_idx\` ON \`pages_blocks_certificates_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_items_document_idx\` ON \`pages_blocks_certificates_items\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_items_locales\` (
  	\`scope\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_certificates_items_locales_locale_parent_id_uni\` ON \`pages_blocks_certificates_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_order_idx\` ON \`pages_blocks_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_parent_id_idx\` ON \`pages_blocks_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_path_idx\` ON \`pages_blocks_certificates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_certificates_locales_locale_parent_id_unique\` ON \`pages_blocks_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_locations_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_map_order_idx\` ON \`pages_blocks_locations_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_map_parent_id_idx\` ON \`pages_blocks_locations_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_map_path_idx\` ON \`pages_blocks_locations_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_locations_map_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_locations_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_locations_map_locales_locale_parent_id_unique\` ON \`pages_blocks_locations_map_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`standard\` text,
  	\`document_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`document_families\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_items_order_idx\` ON \`_pages_v_blocks_certificates_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_items_parent_id_idx\` ON \`_pages_v_blocks_certificates_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_items_document_idx\` ON \`_pages_v_blocks_certificates_items\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_items_locales\` (
  	\`scope\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_certificates_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_certificates_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_order_idx\` ON \`_pages_v_blocks_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_parent_id_idx\` ON \`_pages_v_blocks_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_path_idx\` ON \`_pages_v_blocks_certificates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_certificates_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_locations_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_map_order_idx\` ON \`_pages_v_blocks_locations_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_map_parent_id_idx\` ON \`_pages_v_blocks_locations_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_map_path_idx\` ON \`_pages_v_blocks_locations_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_locations_map_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_locations_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_locations_map_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_locations_map_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`grades_packaging\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grades_packaging_order_idx\` ON \`grades_packaging\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`grades_packaging_parent_idx\` ON \`grades_packaging\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`grades_psd\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` numeric,
  	\`passing\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grades_psd_order_idx\` ON \`grades_psd\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`grades_psd_parent_id_idx\` ON \`grades_psd\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`grades_applications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`market_id\` integer,
  	FOREIGN KEY (\`market_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`grades\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grades_applications_order_idx\` ON \`grades_applications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`grades_applications_parent_id_idx\` ON \`grades_applications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`grades_applications_market_idx\` ON \`grades_applications\` (\`market_id\`);`)
  await db.run(sql`CREATE TABLE \`grades_applications_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`grades_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`grades_applications_locales_locale_parent_id_unique\` ON \`grades_applications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_grades_v_version_packaging\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_grades_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_grades_v_version_packaging_order_idx\` ON \`_grades_v_version_packaging\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_packaging_parent_idx\` ON \`_grades_v_version_packaging\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_grades_v_version_psd\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`size\` numeric,
  	\`passing\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_grades_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_grades_v_version_psd_order_idx\` ON \`_grades_v_version_psd\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_psd_parent_id_idx\` ON \`_grades_v_version_psd\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_grades_v_version_applications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`market_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`market_id\`) REFERENCES \`product_markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_grades_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_grades_v_version_applications_order_idx\` ON \`_grades_v_version_applications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_applications_parent_id_idx\` ON \`_grades_v_version_applications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grades_v_version_applications_market_idx\` ON \`_grades_v_version_applications\` (\`market_id\`);`)
  await db.run(sql`CREATE TABLE \`_grades_v_version_applications_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_grades_v_version_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_grades_v_version_applications_locales_locale_parent_id_uniq\` ON \`_grades_v_version_applications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`whiteness_method\` text DEFAULT 'iso-2470';`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`bet\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`loss_on_ignition\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`moisture\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`bulk_density\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`tapped_density\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`oil_absorption\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades\` ADD \`talc_content\` numeric;`)
  await db.run(sql`ALTER TABLE \`grades_locales\` ADD \`mineralogy\` text;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_whiteness_method\` text DEFAULT 'iso-2470';`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_bet\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_loss_on_ignition\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_moisture\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_bulk_density\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_tapped_density\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_oil_absorption\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` ADD \`version_talc_content\` numeric;`)
  await db.run(sql`ALTER TABLE \`_grades_v_locales\` ADD \`version_mineralogy\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_locations_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_locations_map_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_locations_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_locations_map_locales\`;`)
  await db.run(sql`DROP TABLE \`grades_packaging\`;`)
  await db.run(sql`DROP TABLE \`grades_psd\`;`)
  await db.run(sql`DROP TABLE \`grades_applications\`;`)
  await db.run(sql`DROP TABLE \`grades_applications_locales\`;`)
  await db.run(sql`DROP TABLE \`_grades_v_version_packaging\`;`)
  await db.run(sql`DROP TABLE \`_grades_v_version_psd\`;`)
  await db.run(sql`DROP TABLE \`_grades_v_version_applications\`;`)
  await db.run(sql`DROP TABLE \`_grades_v_version_applications_locales\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`whiteness_method\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`bet\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`loss_on_ignition\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`moisture\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`bulk_density\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`tapped_density\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`oil_absorption\`;`)
  await db.run(sql`ALTER TABLE \`grades\` DROP COLUMN \`talc_content\`;`)
  await db.run(sql`ALTER TABLE \`grades_locales\` DROP COLUMN \`mineralogy\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_whiteness_method\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_bet\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_loss_on_ignition\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_moisture\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_bulk_density\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_tapped_density\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_oil_absorption\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v\` DROP COLUMN \`version_talc_content\`;`)
  await db.run(sql`ALTER TABLE \`_grades_v_locales\` DROP COLUMN \`version_mineralogy\`;`)
}
