import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_index_type" AS ENUM('pages', 'products', 'news', 'blog', 'jobs', 'faq', 'documents');
  CREATE TYPE "public"."enum_search_index_locale" AS ENUM('en', 'de');
  CREATE TABLE "search_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"type" "enum_search_index_type" NOT NULL,
  	"locale" "enum_search_index_locale" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"href" varchar NOT NULL,
  	"gated" boolean DEFAULT false,
  	"removed" boolean DEFAULT false,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_index_id" integer;
  CREATE UNIQUE INDEX "search_index_key_idx" ON "search_index" USING btree ("key");
  CREATE INDEX "search_index_locale_idx" ON "search_index" USING btree ("locale");
  CREATE INDEX "search_index_removed_idx" ON "search_index" USING btree ("removed");
  CREATE INDEX "search_index_updated_at_idx" ON "search_index" USING btree ("updated_at");
  CREATE INDEX "search_index_created_at_idx" ON "search_index" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_index_fk" FOREIGN KEY ("search_index_id") REFERENCES "public"."search_index"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_index_id_idx" ON "payload_locked_documents_rels" USING btree ("search_index_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_index" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_index" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_index_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_index_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_index_id";
  DROP TYPE "public"."enum_search_index_type";
  DROP TYPE "public"."enum_search_index_locale";`)
}
