import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_grades_packaging" AS ENUM('bags', 'big-bags', 'silo');
  CREATE TYPE "public"."enum_grades_whiteness_method" AS ENUM('iso-2470', 'ry');
  CREATE TYPE "public"."enum__grades_v_version_packaging" AS ENUM('bags', 'big-bags', 'silo');
  CREATE TYPE "public"."enum__grades_v_version_whiteness_method" AS ENUM('iso-2470', 'ry');
  ALTER TYPE "public"."enum_grades_form" ADD VALUE 'granules';
  ALTER TYPE "public"."enum__grades_v_version_form" ADD VALUE 'granules';
  CREATE TABLE "pages_blocks_certificates_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"standard" varchar,
  	"document_id" integer
  );
  
  CREATE TABLE "pages_blocks_certificates_items_locales" (
  	"scope" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_certificates_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_locations_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations_map_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"standard" varchar,
  	"document_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_items_locales" (
  	"scope" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_locations_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations_map_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "grades_packaging" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_grades_packaging",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "grades_psd" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric,
  	"passing" numeric
  );
  
  CREATE TABLE "grades_applications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market_id" integer
  );
  
  CREATE TABLE "grades_applications_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_grades_v_version_packaging" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__grades_v_version_packaging",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_grades_v_version_psd" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" numeric,
  	"passing" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_grades_v_version_applications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"market_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_grades_v_version_applications_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "grades" ADD COLUMN "whiteness_method" "enum_grades_whiteness_method" DEFAULT 'iso-2470';
  ALTER TABLE "grades" ADD COLUMN "bet" numeric;
  ALTER TABLE "grades" ADD COLUMN "loss_on_ignition" numeric;
  ALTER TABLE "grades" ADD COLUMN "moisture" numeric;
  ALTER TABLE "grades" ADD COLUMN "bulk_density" numeric;
  ALTER TABLE "grades" ADD COLUMN "tapped_density" numeric;
  ALTER TABLE "grades" ADD COLUMN "oil_absorption" numeric;
  ALTER TABLE "grades" ADD COLUMN "talc_content" numeric;
  ALTER TABLE "grades_locales" ADD COLUMN "mineralogy" varchar;
  ALTER TABLE "_grades_v" ADD COLUMN "version_whiteness_method" "enum__grades_v_version_whiteness_method" DEFAULT 'iso-2470';
  ALTER TABLE "_grades_v" ADD COLUMN "version_bet" numeric;
  ALTER TABLE "_grades_v" ADD COLUMN "version_loss_on_ignition" numeric;
  ALTER TABLE "_grades_v" ADD COLUMN "version_moisture" numeric;
  ALTER TABLE "_grades_v" ADD COLUMN "version_bulk_density" numeric;
  ALTER TABLE "_grades_v" ADD COLUMN "version_tapped_density" numeric;
  ALTER TABLE "_grades_v" ADD COLUMN "version_oil_absorption" numeric;
  ALTER TABLE "_grades_v" ADD COLUMN "version_talc_content" numeric;
  ALTER TABLE "_grades_v_locales" ADD COLUMN "version_mineralogy" varchar;
  ALTER TABLE "pages_blocks_certificates_items" ADD CONSTRAINT "pages_blocks_certificates_items_document_id_document_families_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document_families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_items" ADD CONSTRAINT "pages_blocks_certificates_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_items_locales" ADD CONSTRAINT "pages_blocks_certificates_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates" ADD CONSTRAINT "pages_blocks_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_locales" ADD CONSTRAINT "pages_blocks_certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_map" ADD CONSTRAINT "pages_blocks_locations_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_map_locales" ADD CONSTRAINT "pages_blocks_locations_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_locations_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_items" ADD CONSTRAINT "_pages_v_blocks_certificates_items_document_id_document_families_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document_families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_items" ADD CONSTRAINT "_pages_v_blocks_certificates_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_items_locales" ADD CONSTRAINT "_pages_v_blocks_certificates_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates" ADD CONSTRAINT "_pages_v_blocks_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_locales" ADD CONSTRAINT "_pages_v_blocks_certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_map" ADD CONSTRAINT "_pages_v_blocks_locations_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_map_locales" ADD CONSTRAINT "_pages_v_blocks_locations_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_locations_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grades_packaging" ADD CONSTRAINT "grades_packaging_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grades_psd" ADD CONSTRAINT "grades_psd_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grades_applications" ADD CONSTRAINT "grades_applications_market_id_product_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."product_markets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grades_applications" ADD CONSTRAINT "grades_applications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grades_applications_locales" ADD CONSTRAINT "grades_applications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."grades_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v_version_packaging" ADD CONSTRAINT "_grades_v_version_packaging_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_grades_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v_version_psd" ADD CONSTRAINT "_grades_v_version_psd_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_grades_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v_version_applications" ADD CONSTRAINT "_grades_v_version_applications_market_id_product_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."product_markets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grades_v_version_applications" ADD CONSTRAINT "_grades_v_version_applications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_grades_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grades_v_version_applications_locales" ADD CONSTRAINT "_grades_v_version_applications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_grades_v_version_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_certificates_items_order_idx" ON "pages_blocks_certificates_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_certificates_items_parent_id_idx" ON "pages_blocks_certificates_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certificates_items_document_idx" ON "pages_blocks_certificates_items" USING btree ("document_id");
  CREATE UNIQUE INDEX "pages_blocks_certificates_items_locales_locale_parent_id_uni" ON "pages_blocks_certificates_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_certificates_order_idx" ON "pages_blocks_certificates" USING btree ("_order");
  CREATE INDEX "pages_blocks_certificates_parent_id_idx" ON "pages_blocks_certificates" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certificates_path_idx" ON "pages_blocks_certificates" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_certificates_locales_locale_parent_id_unique" ON "pages_blocks_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_locations_map_order_idx" ON "pages_blocks_locations_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_map_parent_id_idx" ON "pages_blocks_locations_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_map_path_idx" ON "pages_blocks_locations_map" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_locations_map_locales_locale_parent_id_unique" ON "pages_blocks_locations_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_items_order_idx" ON "_pages_v_blocks_certificates_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certificates_items_parent_id_idx" ON "_pages_v_blocks_certificates_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_items_document_idx" ON "_pages_v_blocks_certificates_items" USING btree ("document_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_certificates_items_locales_locale_parent_id_" ON "_pages_v_blocks_certificates_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_order_idx" ON "_pages_v_blocks_certificates" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certificates_parent_id_idx" ON "_pages_v_blocks_certificates" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_path_idx" ON "_pages_v_blocks_certificates" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_certificates_locales_locale_parent_id_unique" ON "_pages_v_blocks_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_map_order_idx" ON "_pages_v_blocks_locations_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_map_parent_id_idx" ON "_pages_v_blocks_locations_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_map_path_idx" ON "_pages_v_blocks_locations_map" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_locations_map_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_locations_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "grades_packaging_order_idx" ON "grades_packaging" USING btree ("order");
  CREATE INDEX "grades_packaging_parent_idx" ON "grades_packaging" USING btree ("parent_id");
  CREATE INDEX "grades_psd_order_idx" ON "grades_psd" USING btree ("_order");
  CREATE INDEX "grades_psd_parent_id_idx" ON "grades_psd" USING btree ("_parent_id");
  CREATE INDEX "grades_applications_order_idx" ON "grades_applications" USING btree ("_order");
  CREATE INDEX "grades_applications_parent_id_idx" ON "grades_applications" USING btree ("_parent_id");
  CREATE INDEX "grades_applications_market_idx" ON "grades_applications" USING btree ("market_id");
  CREATE UNIQUE INDEX "grades_applications_locales_locale_parent_id_unique" ON "grades_applications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_grades_v_version_packaging_order_idx" ON "_grades_v_version_packaging" USING btree ("order");
  CREATE INDEX "_grades_v_version_packaging_parent_idx" ON "_grades_v_version_packaging" USING btree ("parent_id");
  CREATE INDEX "_grades_v_version_psd_order_idx" ON "_grades_v_version_psd" USING btree ("_order");
  CREATE INDEX "_grades_v_version_psd_parent_id_idx" ON "_grades_v_version_psd" USING btree ("_parent_id");
  CREATE INDEX "_grades_v_version_applications_order_idx" ON "_grades_v_version_applications" USING btree ("_order");
  CREATE INDEX "_grades_v_version_applications_parent_id_idx" ON "_grades_v_version_applications" USING btree ("_parent_id");
  CREATE INDEX "_grades_v_version_applications_market_idx" ON "_grades_v_version_applications" USING btree ("market_id");
  CREATE UNIQUE INDEX "_grades_v_version_applications_locales_locale_parent_id_uniq" ON "_grades_v_version_applications_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_certificates_items" CASCADE;
  DROP TABLE "pages_blocks_certificates_items_locales" CASCADE;
  DROP TABLE "pages_blocks_certificates" CASCADE;
  DROP TABLE "pages_blocks_certificates_locales" CASCADE;
  DROP TABLE "pages_blocks_locations_map" CASCADE;
  DROP TABLE "pages_blocks_locations_map_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_items" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_map" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_map_locales" CASCADE;
  DROP TABLE "grades_packaging" CASCADE;
  DROP TABLE "grades_psd" CASCADE;
  DROP TABLE "grades_applications" CASCADE;
  DROP TABLE "grades_applications_locales" CASCADE;
  DROP TABLE "_grades_v_version_packaging" CASCADE;
  DROP TABLE "_grades_v_version_psd" CASCADE;
  DROP TABLE "_grades_v_version_applications" CASCADE;
  DROP TABLE "_grades_v_version_applications_locales" CASCADE;
  ALTER TABLE "grades" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_grades_form";
  CREATE TYPE "public"."enum_grades_form" AS ENUM('powder', 'compacted');
  ALTER TABLE "grades" ALTER COLUMN "form" SET DATA TYPE "public"."enum_grades_form" USING "form"::"public"."enum_grades_form";
  ALTER TABLE "_grades_v" ALTER COLUMN "version_form" SET DATA TYPE text;
  DROP TYPE "public"."enum__grades_v_version_form";
  CREATE TYPE "public"."enum__grades_v_version_form" AS ENUM('powder', 'compacted');
  ALTER TABLE "_grades_v" ALTER COLUMN "version_form" SET DATA TYPE "public"."enum__grades_v_version_form" USING "version_form"::"public"."enum__grades_v_version_form";
  ALTER TABLE "grades" DROP COLUMN "whiteness_method";
  ALTER TABLE "grades" DROP COLUMN "bet";
  ALTER TABLE "grades" DROP COLUMN "loss_on_ignition";
  ALTER TABLE "grades" DROP COLUMN "moisture";
  ALTER TABLE "grades" DROP COLUMN "bulk_density";
  ALTER TABLE "grades" DROP COLUMN "tapped_density";
  ALTER TABLE "grades" DROP COLUMN "oil_absorption";
  ALTER TABLE "grades" DROP COLUMN "talc_content";
  ALTER TABLE "grades_locales" DROP COLUMN "mineralogy";
  ALTER TABLE "_grades_v" DROP COLUMN "version_whiteness_method";
  ALTER TABLE "_grades_v" DROP COLUMN "version_bet";
  ALTER TABLE "_grades_v" DROP COLUMN "version_loss_on_ignition";
  ALTER TABLE "_grades_v" DROP COLUMN "version_moisture";
  ALTER TABLE "_grades_v" DROP COLUMN "version_bulk_density";
  ALTER TABLE "_grades_v" DROP COLUMN "version_tapped_density";
  ALTER TABLE "_grades_v" DROP COLUMN "version_oil_absorption";
  ALTER TABLE "_grades_v" DROP COLUMN "version_talc_content";
  ALTER TABLE "_grades_v_locales" DROP COLUMN "version_mineralogy";
  DROP TYPE "public"."enum_grades_packaging";
  DROP TYPE "public"."enum_grades_whiteness_method";
  DROP TYPE "public"."enum__grades_v_version_packaging";
  DROP TYPE "public"."enum__grades_v_version_whiteness_method";`)
}
