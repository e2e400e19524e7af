import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_enquiries_type" ADD VALUE 'job-response';
  CREATE TABLE "enquiry_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "closed_at" timestamp(3) with time zone;
  -- Enquiries already done count as closed when they were last changed (retention counts from it).
  UPDATE "enquiries" SET "closed_at" = "updated_at" WHERE "status" = 'done';
  ALTER TABLE "enquiries" ADD COLUMN "attachment_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiry_attachments_id" integer;
  ALTER TABLE "form_recipients" ADD COLUMN "job_response" varchar;
  ALTER TABLE "form_recipients" ADD COLUMN "retention_months_request_a_sample" numeric DEFAULT 24;
  ALTER TABLE "form_recipients" ADD COLUMN "retention_months_contact_sales" numeric DEFAULT 24;
  ALTER TABLE "form_recipients" ADD COLUMN "retention_months_general_enquiries" numeric DEFAULT 24;
  ALTER TABLE "form_recipients" ADD COLUMN "retention_months_contact_us" numeric DEFAULT 24;
  ALTER TABLE "form_recipients" ADD COLUMN "retention_months_team_form" numeric DEFAULT 24;
  ALTER TABLE "form_recipients" ADD COLUMN "retention_months_job_response" numeric DEFAULT 6;
  CREATE INDEX "enquiry_attachments_updated_at_idx" ON "enquiry_attachments" USING btree ("updated_at");
  CREATE INDEX "enquiry_attachments_created_at_idx" ON "enquiry_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "enquiry_attachments_filename_idx" ON "enquiry_attachments" USING btree ("filename");
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_attachment_id_enquiry_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."enquiry_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiry_attachments_fk" FOREIGN KEY ("enquiry_attachments_id") REFERENCES "public"."enquiry_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_closed_at_idx" ON "enquiries" USING btree ("closed_at");
  CREATE INDEX "enquiries_attachment_idx" ON "enquiries" USING btree ("attachment_id");
  CREATE INDEX "payload_locked_documents_rels_enquiry_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiry_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiry_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiry_attachments" CASCADE;
  ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_attachment_id_enquiry_attachments_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiry_attachments_fk";
  
  ALTER TABLE "enquiries" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_enquiries_type";
  CREATE TYPE "public"."enum_enquiries_type" AS ENUM('request-a-sample', 'contact-sales', 'general-enquiries', 'contact-us', 'team-form');
  ALTER TABLE "enquiries" ALTER COLUMN "type" SET DATA TYPE "public"."enum_enquiries_type" USING "type"::"public"."enum_enquiries_type";
  DROP INDEX "enquiries_closed_at_idx";
  DROP INDEX "enquiries_attachment_idx";
  DROP INDEX "payload_locked_documents_rels_enquiry_attachments_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "closed_at";
  ALTER TABLE "enquiries" DROP COLUMN "attachment_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiry_attachments_id";
  ALTER TABLE "form_recipients" DROP COLUMN "job_response";
  ALTER TABLE "form_recipients" DROP COLUMN "retention_months_request_a_sample";
  ALTER TABLE "form_recipients" DROP COLUMN "retention_months_contact_sales";
  ALTER TABLE "form_recipients" DROP COLUMN "retention_months_general_enquiries";
  ALTER TABLE "form_recipients" DROP COLUMN "retention_months_contact_us";
  ALTER TABLE "form_recipients" DROP COLUMN "retention_months_team_form";
  ALTER TABLE "form_recipients" DROP COLUMN "retention_months_job_response";`)
}
