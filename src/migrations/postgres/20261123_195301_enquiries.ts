import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_type" AS ENUM('request-a-sample', 'contact-sales', 'general-enquiries', 'contact-us', 'team-form');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'in-progress', 'done');
  CREATE TYPE "public"."enum_enquiries_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_enquiries_robot_check" AS ENUM('passed', 'no-script');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enquiry-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enquiry-mail';
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_enquiries_type" NOT NULL,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar NOT NULL,
  	"fields" jsonb NOT NULL,
  	"language" "enum_enquiries_language",
  	"terms_accepted_at" timestamp(3) with time zone NOT NULL,
  	"information_consent" boolean,
  	"address" varchar,
  	"robot_check" "enum_enquiries_robot_check",
  	"fingerprint" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_a_sample" varchar,
  	"contact_sales" varchar,
  	"general_enquiries" varchar,
  	"contact_us" varchar,
  	"team_form" varchar,
  	"confirm_sender" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  CREATE INDEX "enquiries_type_idx" ON "enquiries" USING btree ("type");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");
  CREATE UNIQUE INDEX "enquiries_fingerprint_idx" ON "enquiries" USING btree ("fingerprint");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_recipients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "form_recipients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'account-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'account-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  DROP TYPE "public"."enum_enquiries_type";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_language";
  DROP TYPE "public"."enum_enquiries_robot_check";`)
}
