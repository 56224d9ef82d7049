CREATE TABLE "certification_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"entity_type" text,
	"state" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"agreement_file_id" uuid,
	"reupload_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"assignee_id" uuid,
	"liveness_result" text,
	"liveness_failed" integer DEFAULT 0 NOT NULL,
	"liveness_selfie_file_id" uuid,
	"liveness_video_file_id" uuid,
	"liveness_completed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_cases_merchant_id_unique" UNIQUE("merchant_id")
);
--> statement-breakpoint
CREATE TABLE "certification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liveness_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liveness_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "certification_cases" ADD CONSTRAINT "certification_cases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_cases" ADD CONSTRAINT "certification_cases_agreement_file_id_files_id_fk" FOREIGN KEY ("agreement_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_cases" ADD CONSTRAINT "certification_cases_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_cases" ADD CONSTRAINT "certification_cases_liveness_selfie_file_id_files_id_fk" FOREIGN KEY ("liveness_selfie_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_cases" ADD CONSTRAINT "certification_cases_liveness_video_file_id_files_id_fk" FOREIGN KEY ("liveness_video_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_events" ADD CONSTRAINT "certification_events_case_id_certification_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."certification_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_submissions" ADD CONSTRAINT "certification_submissions_case_id_certification_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."certification_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liveness_links" ADD CONSTRAINT "liveness_links_case_id_certification_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."certification_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_cases_queue_idx" ON "certification_cases" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "certification_events_case_idx" ON "certification_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_submissions_number" ON "certification_submissions" USING btree ("case_id","number");