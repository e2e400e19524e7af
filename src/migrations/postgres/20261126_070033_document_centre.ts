import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_grades_form" AS ENUM('powder', 'compacted');
  CREATE TYPE "public"."enum_grades_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__grades_v_version_form" AS ENUM('powder', 'compacted');
  CREATE TYPE "public"."enum__grades_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__grades_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_document_families_document_type" AS ENUM('safety-data-sheet', 'technical-data-sheet', 'certificate', 'regulatory-statement', 'product-literature', 'quality-document');
  CREATE TYPE "public"."enum_document_families_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_category" AS ENUM('product-literature', 'safety-data-sheets', 'regulatory-documents', 'quality-documents');
  CREATE TYPE "public"."enum__documents_v_version_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_revision_notices_language" AS ENUM('en', 'de');
  ALTER TYPE "public"."enum_download_logs_kind" ADD VALUE 'notice';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'revision-notices';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'revision-notice-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'revision-notices';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'revision-notice-mail';
  CREATE TABLE "grades" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"d50" numeric,
  	"top_cut" numeric,
  	"whiteness" numeric,
  	"form" "enum_grades_form",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_grades_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "grades_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "grades_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_markets_id" integer
  );
  
  CREATE TABLE "_grades_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_d50" numeric,
  	"version_top_cut" numeric,
  	"version_whiteness" numeric,
  	"version_form" "enum__grades_v_version_form",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__grades_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__grades_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_grades_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_grades_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_markets_id" integer
  );
  
  CREATE TABLE "document_families" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"document_type" "enum_document_families_document_type" NOT NULL,
  	"language" "enum_document_families_language" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_families_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "document_families_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"grades_id" integer
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category" "enum__documents_v_version_category",
  	"version_language" "enum__documents_v_version_language",
  	"version_revision" varchar,
  	"version_revision_date" timestamp(3) with time zone,
  	"version_family_id" integer,
  	"version_notify_members" boolean DEFAULT false,
  	"version_superseded_on" timestamp(3) with time zone,
  	"version_prefix" varchar DEFAULT 'documents',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_change_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_markets_id" integer
  );
  
  CREATE TABLE "revision_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"revision_id" integer NOT NULL,
  	"revision_title" varchar NOT NULL,
  	"member_id" integer,
  	"member_email" varchar NOT NULL,
  	"language" "enum_revision_notices_language",
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "documents" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "documents" ALTER COLUMN "language" DROP NOT NULL;
  ALTER TABLE "documents" ALTER COLUMN "revision_date" DROP NOT NULL;
  ALTER TABLE "documents_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "documents" ADD COLUMN "family_id" integer;
  ALTER TABLE "documents" ADD COLUMN "notify_members" boolean DEFAULT false;
  ALTER TABLE "documents" ADD COLUMN "superseded_on" timestamp(3) with time zone;
  ALTER TABLE "documents" ADD COLUMN "_status" "enum_documents_status" DEFAULT 'draft';
  -- Every document before this migration was public: it stays published (issue 24).
  UPDATE "documents" SET "_status" = 'published';
  ALTER TABLE "documents_locales" ADD COLUMN "change_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grades_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_families_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "revision_notices_id" integer;
  ALTER TABLE "grades_locales" ADD CONSTRAINT "grades_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grades_rels" ADD CONSTRAINT "grades_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grades_rels" ADD CONSTRAINT "grades_rels_product_markets_fk" FOREIGN KEY ("product_markets_id") REFERENCES "public"."product_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v" ADD CONSTRAINT "_grades_v_parent_id_grades_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grades_v_locales" ADD CONSTRAINT "_grades_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_grades_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v_rels" ADD CONSTRAINT "_grades_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_grades_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v_rels" ADD CONSTRAINT "_grades_v_rels_product_markets_fk" FOREIGN KEY ("product_markets_id") REFERENCES "public"."product_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_families_locales" ADD CONSTRAINT "document_families_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."document_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_families_rels" ADD CONSTRAINT "document_families_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_families_rels" ADD CONSTRAINT "document_families_rels_grades_fk" FOREIGN KEY ("grades_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_family_id_document_families_id_fk" FOREIGN KEY ("version_family_id") REFERENCES "public"."document_families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_product_markets_fk" FOREIGN KEY ("product_markets_id") REFERENCES "public"."product_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revision_notices" ADD CONSTRAINT "revision_notices_revision_id_documents_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "revision_notices" ADD CONSTRAINT "revision_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "grades_slug_idx" ON "grades" USING btree ("slug");
  CREATE INDEX "grades_updated_at_idx" ON "grades" USING btree ("updated_at");
  CREATE INDEX "grades_created_at_idx" ON "grades" USING btree ("created_at");
  CREATE INDEX "grades__status_idx" ON "grades" USING btree ("_status");
  CREATE UNIQUE INDEX "grades_locales_locale_parent_id_unique" ON "grades_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "grades_rels_order_idx" ON "grades_rels" USING btree ("order");
  CREATE INDEX "grades_rels_parent_idx" ON "grades_rels" USING btree ("parent_id");
  CREATE INDEX "grades_rels_path_idx" ON "grades_rels" USING btree ("path");
  CREATE INDEX "grades_rels_product_markets_id_idx" ON "grades_rels" USING btree ("product_markets_id");
  CREATE INDEX "_grades_v_parent_idx" ON "_grades_v" USING btree ("parent_id");
  CREATE INDEX "_grades_v_version_version_slug_idx" ON "_grades_v" USING btree ("version_slug");
  CREATE INDEX "_grades_v_version_version_updated_at_idx" ON "_grades_v" USING btree ("version_updated_at");
  CREATE INDEX "_grades_v_version_version_created_at_idx" ON "_grades_v" USING btree ("version_created_at");
  CREATE INDEX "_grades_v_version_version__status_idx" ON "_grades_v" USING btree ("version__status");
  CREATE INDEX "_grades_v_created_at_idx" ON "_grades_v" USING btree ("created_at");
  CREATE INDEX "_grades_v_updated_at_idx" ON "_grades_v" USING btree ("updated_at");
  CREATE INDEX "_grades_v_snapshot_idx" ON "_grades_v" USING btree ("snapshot");
  CREATE INDEX "_grades_v_published_locale_idx" ON "_grades_v" USING btree ("published_locale");
  CREATE INDEX "_grades_v_latest_idx" ON "_grades_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_grades_v_locales_locale_parent_id_unique" ON "_grades_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_grades_v_rels_order_idx" ON "_grades_v_rels" USING btree ("order");
  CREATE INDEX "_grades_v_rels_parent_idx" ON "_grades_v_rels" USING btree ("parent_id");
  CREATE INDEX "_grades_v_rels_path_idx" ON "_grades_v_rels" USING btree ("path");
  CREATE INDEX "_grades_v_rels_product_markets_id_idx" ON "_grades_v_rels" USING btree ("product_markets_id");
  CREATE UNIQUE INDEX "document_families_slug_idx" ON "document_families" USING btree ("slug");
  CREATE INDEX "document_families_document_type_idx" ON "document_families" USING btree ("document_type");
  CREATE INDEX "document_families_language_idx" ON "document_families" USING btree ("language");
  CREATE INDEX "document_families_updated_at_idx" ON "document_families" USING btree ("updated_at");
  CREATE INDEX "document_families_created_at_idx" ON "document_families" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_families_locales_locale_parent_id_unique" ON "document_families_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "document_families_rels_order_idx" ON "document_families_rels" USING btree ("order");
  CREATE INDEX "document_families_rels_parent_idx" ON "document_families_rels" USING btree ("parent_id");
  CREATE INDEX "document_families_rels_path_idx" ON "document_families_rels" USING btree ("path");
  CREATE INDEX "document_families_rels_grades_id_idx" ON "document_families_rels" USING btree ("grades_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_category_idx" ON "_documents_v" USING btree ("version_category");
  CREATE INDEX "_documents_v_version_version_language_idx" ON "_documents_v" USING btree ("version_language");
  CREATE INDEX "_documents_v_version_version_revision_date_idx" ON "_documents_v" USING btree ("version_revision_date");
  CREATE INDEX "_documents_v_version_version_family_idx" ON "_documents_v" USING btree ("version_family_id");
  CREATE INDEX "_documents_v_version_version_superseded_on_idx" ON "_documents_v" USING btree ("version_superseded_on");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_version_version_filename_idx" ON "_documents_v" USING btree ("version_filename");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_rels_order_idx" ON "_documents_v_rels" USING btree ("order");
  CREATE INDEX "_documents_v_rels_parent_idx" ON "_documents_v_rels" USING btree ("parent_id");
  CREATE INDEX "_documents_v_rels_path_idx" ON "_documents_v_rels" USING btree ("path");
  CREATE INDEX "_documents_v_rels_product_markets_id_idx" ON "_documents_v_rels" USING btree ("product_markets_id");
  CREATE UNIQUE INDEX "revision_notices_key_idx" ON "revision_notices" USING btree ("key");
  CREATE INDEX "revision_notices_revision_idx" ON "revision_notices" USING btree ("revision_id");
  CREATE INDEX "revision_notices_member_idx" ON "revision_notices" USING btree ("member_id");
  CREATE INDEX "revision_notices_sent_at_idx" ON "revision_notices" USING btree ("sent_at");
  CREATE INDEX "revision_notices_updated_at_idx" ON "revision_notices" USING btree ("updated_at");
  CREATE INDEX "revision_notices_created_at_idx" ON "revision_notices" USING btree ("created_at");
  ALTER TABLE "documents" ADD CONSTRAINT "documents_family_id_document_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."document_families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grades_fk" FOREIGN KEY ("grades_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_families_fk" FOREIGN KEY ("document_families_id") REFERENCES "public"."document_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_revision_notices_fk" FOREIGN KEY ("revision_notices_id") REFERENCES "public"."revision_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "documents_family_idx" ON "documents" USING btree ("family_id");
  CREATE INDEX "documents_superseded_on_idx" ON "documents" USING btree ("superseded_on");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_grades_id_idx" ON "payload_locked_documents_rels" USING btree ("grades_id");
  CREATE INDEX "payload_locked_documents_rels_document_families_id_idx" ON "payload_locked_documents_rels" USING btree ("document_families_id");
  CREATE INDEX "payload_locked_documents_rels_revision_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("revision_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "grades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grades_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grades_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grades_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grades_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grades_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_families" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_families_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_families_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "revision_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "grades" CASCADE;
  DROP TABLE "grades_locales" CASCADE;
  DROP TABLE "grades_rels" CASCADE;
  DROP TABLE "_grades_v" CASCADE;
  DROP TABLE "_grades_v_locales" CASCADE;
  DROP TABLE "_grades_v_rels" CASCADE;
  DROP TABLE "document_families" CASCADE;
  DROP TABLE "document_families_locales" CASCADE;
  DROP TABLE "document_families_rels" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "_documents_v_rels" CASCADE;
  DROP TABLE "revision_notices" CASCADE;
  ALTER TABLE "documents" DROP CONSTRAINT "documents_family_id_document_families_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grades_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_families_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_revision_notices_fk";
  
  ALTER TABLE "download_logs" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_download_logs_kind";
  CREATE TYPE "public"."enum_download_logs_kind" AS ENUM('single', 'archive');
  ALTER TABLE "download_logs" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_download_logs_kind" USING "kind"::"public"."enum_download_logs_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'account-mail', 'enquiry-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'account-mail', 'enquiry-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "documents_family_idx";
  DROP INDEX "documents_superseded_on_idx";
  DROP INDEX "documents__status_idx";
  DROP INDEX "payload_locked_documents_rels_grades_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_families_id_idx";
  DROP INDEX "payload_locked_documents_rels_revision_notices_id_idx";
  ALTER TABLE "documents" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "documents" ALTER COLUMN "language" SET NOT NULL;
  ALTER TABLE "documents" ALTER COLUMN "revision_date" SET NOT NULL;
  ALTER TABLE "documents_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "documents" DROP COLUMN "family_id";
  ALTER TABLE "documents" DROP COLUMN "notify_members";
  ALTER TABLE "documents" DROP COLUMN "superseded_on";
  ALTER TABLE "documents" DROP COLUMN "_status";
  ALTER TABLE "documents_locales" DROP COLUMN "change_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grades_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_families_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "revision_notices_id";
  DROP TYPE "public"."enum_grades_form";
  DROP TYPE "public"."enum_grades_status";
  DROP TYPE "public"."enum__grades_v_version_form";
  DROP TYPE "public"."enum__grades_v_version_status";
  DROP TYPE "public"."enum__grades_v_published_locale";
  DROP TYPE "public"."enum_document_families_document_type";
  DROP TYPE "public"."enum_document_families_language";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_category";
  DROP TYPE "public"."enum__documents_v_version_language";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_revision_notices_language";`)
}
