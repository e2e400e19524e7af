import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_source" AS ENUM('banner', 'dialog');
  CREATE TYPE "public"."enum_consent_records_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"analytics" boolean DEFAULT false NOT NULL,
  	"advertising" boolean DEFAULT false NOT NULL,
  	"source" "enum_consent_records_source" NOT NULL,
  	"locale" "enum_consent_records_locale" NOT NULL,
  	"text_version" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nav_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "nav_related_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "nav_markets_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "nav_sublinks_locales" (
  	"label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "navigation_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_navigation_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_nav_related_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_related_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_markets_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_markets_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_sublinks_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_sublinks_v_locales" (
  	"label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__navigation_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar DEFAULT 'EuroTalc GmbH' NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"copyright_year" numeric DEFAULT 2022 NOT NULL,
  	"linkedin_url" varchar,
  	"youtube_url" varchar,
  	"tag_manager_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"address" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cookie_text" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cookie_text_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_related" ADD CONSTRAINT "nav_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_related_locales" ADD CONSTRAINT "nav_related_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_related"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_markets" ADD CONSTRAINT "nav_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_markets_locales" ADD CONSTRAINT "nav_markets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_sublinks" ADD CONSTRAINT "nav_sublinks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_sublinks" ADD CONSTRAINT "nav_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_sublinks_locales" ADD CONSTRAINT "nav_sublinks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_locales" ADD CONSTRAINT "navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_related_v" ADD CONSTRAINT "_nav_related_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_markets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_related_v_locales" ADD CONSTRAINT "_nav_related_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_related_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_markets_v" ADD CONSTRAINT "_nav_markets_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_sublinks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_markets_v_locales" ADD CONSTRAINT "_nav_markets_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_markets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_sublinks_v" ADD CONSTRAINT "_nav_sublinks_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_sublinks_v" ADD CONSTRAINT "_nav_sublinks_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_sublinks_v_locales" ADD CONSTRAINT "_nav_sublinks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_sublinks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items" ADD CONSTRAINT "_navigation_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_locales" ADD CONSTRAINT "_navigation_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_text_locales" ADD CONSTRAINT "cookie_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_text"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "nav_related_order_idx" ON "nav_related" USING btree ("_order");
  CREATE INDEX "nav_related_parent_id_idx" ON "nav_related" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_related_locales_locale_parent_id_unique" ON "nav_related_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_markets_order_idx" ON "nav_markets" USING btree ("_order");
  CREATE INDEX "nav_markets_parent_id_idx" ON "nav_markets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_markets_locales_locale_parent_id_unique" ON "nav_markets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_sublinks_order_idx" ON "nav_sublinks" USING btree ("_order");
  CREATE INDEX "nav_sublinks_parent_id_idx" ON "nav_sublinks" USING btree ("_parent_id");
  CREATE INDEX "nav_sublinks_image_idx" ON "nav_sublinks" USING btree ("image_id");
  CREATE UNIQUE INDEX "nav_sublinks_locales_locale_parent_id_unique" ON "nav_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_items_locales_locale_parent_id_unique" ON "navigation_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE INDEX "_nav_related_v_order_idx" ON "_nav_related_v" USING btree ("_order");
  CREATE INDEX "_nav_related_v_parent_id_idx" ON "_nav_related_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_related_v_locales_locale_parent_id_unique" ON "_nav_related_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_markets_v_order_idx" ON "_nav_markets_v" USING btree ("_order");
  CREATE INDEX "_nav_markets_v_parent_id_idx" ON "_nav_markets_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_markets_v_locales_locale_parent_id_unique" ON "_nav_markets_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_sublinks_v_order_idx" ON "_nav_sublinks_v" USING btree ("_order");
  CREATE INDEX "_nav_sublinks_v_parent_id_idx" ON "_nav_sublinks_v" USING btree ("_parent_id");
  CREATE INDEX "_nav_sublinks_v_image_idx" ON "_nav_sublinks_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_nav_sublinks_v_locales_locale_parent_id_unique" ON "_nav_sublinks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_items_order_idx" ON "_navigation_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_parent_id_idx" ON "_navigation_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_locales_locale_parent_id_unique" ON "_navigation_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_snapshot_idx" ON "_navigation_v" USING btree ("snapshot");
  CREATE INDEX "_navigation_v_published_locale_idx" ON "_navigation_v" USING btree ("published_locale");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cookie_text_locales_locale_parent_id_unique" ON "cookie_text_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_related" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_related_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_markets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_sublinks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_sublinks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_related_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_related_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_markets_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_markets_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_sublinks_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_sublinks_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_text_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "nav_related" CASCADE;
  DROP TABLE "nav_related_locales" CASCADE;
  DROP TABLE "nav_markets" CASCADE;
  DROP TABLE "nav_markets_locales" CASCADE;
  DROP TABLE "nav_sublinks" CASCADE;
  DROP TABLE "nav_sublinks_locales" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation_items_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "_nav_related_v" CASCADE;
  DROP TABLE "_nav_related_v_locales" CASCADE;
  DROP TABLE "_nav_markets_v" CASCADE;
  DROP TABLE "_nav_markets_v_locales" CASCADE;
  DROP TABLE "_nav_sublinks_v" CASCADE;
  DROP TABLE "_nav_sublinks_v_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items" CASCADE;
  DROP TABLE "_navigation_v_version_items_locales" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "cookie_text" CASCADE;
  DROP TABLE "cookie_text_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_consent_records_source";
  DROP TYPE "public"."enum_consent_records_locale";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum__navigation_v_published_locale";`)
}
