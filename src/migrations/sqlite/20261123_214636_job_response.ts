import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiry_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
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
  await db.run(sql`CREATE INDEX \`enquiry_attachments_updated_at_idx\` ON \`enquiry_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_created_at_idx\` ON \`enquiry_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_attachments_filename_idx\` ON \`enquiry_attachments\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`closed_at\` text;`)
  // Enquiries already done count as closed when they were last changed (retention counts from it).
  await db.run(sql`UPDATE \`enquiries\` SET \`closed_at\` = \`updated_at\` WHERE \`status\` = 'done';`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`attachment_id\` integer REFERENCES enquiry_attachments(id);`)
  await db.run(sql`CREATE INDEX \`enquiries_closed_at_idx\` ON \`enquiries\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_attachment_idx\` ON \`enquiries\` (\`attachment_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiry_attachments_id\` integer REFERENCES enquiry_attachments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiry_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiry_attachments_id\`);`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`job_response\` text;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`retention_months_request_a_sample\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`retention_months_contact_sales\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`retention_months_general_enquiries\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`retention_months_contact_us\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`retention_months_team_form\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` ADD \`retention_months_job_response\` numeric DEFAULT 6;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiry_attachments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`fields\` text NOT NULL,
  	\`language\` text,
  	\`terms_accepted_at\` text NOT NULL,
  	\`information_consent\` integer,
  	\`address\` text,
  	\`robot_check\` text,
  	\`fingerprint\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "name", "company", "email", "fields", "language", "terms_accepted_at", "information_consent", "address", "robot_check", "fingerprint", "updated_at", "created_at") SELECT "id", "type", "status", "name", "company", "email", "fields", "language", "terms_accepted_at", "information_consent", "address", "robot_check", "fingerprint", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_type_idx\` ON \`enquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_fingerprint_idx\` ON \`enquiries\` (\`fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "pages_id", "product_markets_id", "news_id", "blog_posts_id", "jobs_id", "gallery_photos_id", "team_members_id", "faq_entries_id", "offices_id", "media_id", "consent_records_id", "members_id", "rate_limits_id", "documents_id", "download_logs_id", "enquiries_id") SELECT "id", "order", "parent_id", "path", "users_id", "pages_id", "product_markets_id", "news_id", "blog_posts_id", "jobs_id", "gallery_photos_id", "team_members_id", "faq_entries_id", "offices_id", "media_id", "consent_records_id", "members_id", "rate_limits_id", "documents_id", "download_logs_id", "enquiries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`job_response\`;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`retention_months_request_a_sample\`;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`retention_months_contact_sales\`;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`retention_months_general_enquiries\`;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`retention_months_contact_us\`;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`retention_months_team_form\`;`)
  await db.run(sql`ALTER TABLE \`form_recipients\` DROP COLUMN \`retention_months_job_response\`;`)
}
