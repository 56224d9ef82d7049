CREATE SEQUENCE "public"."collection_order_no" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bank_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"credited" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"exceptions" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	CONSTRAINT "bank_files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "collection_account_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"bic" text NOT NULL,
	"iban" text,
	"routing_number" text,
	"bsb" text,
	"sort_code" text,
	"cnaps" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_account_details_account_number_unique" UNIQUE("account_number"),
	CONSTRAINT "collection_account_details_iban_unique" UNIQUE("iban")
);
--> statement-breakpoint
CREATE TABLE "collection_account_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"usage" smallint NOT NULL,
	"category" smallint NOT NULL,
	"state" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"profile" jsonb NOT NULL,
	"currencies" jsonb NOT NULL,
	"reason" text,
	"reviewer_id" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_materials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text DEFAULT ('CL' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('collection_order_no')::text, 10, '0')) NOT NULL,
	"merchant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"bank_file_id" uuid,
	"bank_reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_country" text DEFAULT '' NOT NULL,
	"payer_kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"materials_refused" boolean DEFAULT false NOT NULL,
	"needs_second_review" boolean DEFAULT false NOT NULL,
	"first_approved_by" uuid,
	"arrived_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "collections_bank_reference_unique" UNIQUE("bank_reference")
);
--> statement-breakpoint
CREATE TABLE "import_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_file_id" uuid NOT NULL,
	"entry_index" integer NOT NULL,
	"bank_reference" text NOT NULL,
	"account" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"payer_name" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_exceptions_bank_reference_unique" UNIQUE("bank_reference")
);
--> statement-breakpoint
ALTER TABLE "collection_account_details" ADD CONSTRAINT "collection_account_details_account_id_collection_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."collection_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_account_details" ADD CONSTRAINT "collection_account_details_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_account_events" ADD CONSTRAINT "collection_account_events_account_id_collection_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."collection_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_accounts" ADD CONSTRAINT "collection_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_accounts" ADD CONSTRAINT "collection_accounts_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_events" ADD CONSTRAINT "collection_events_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_materials" ADD CONSTRAINT "collection_materials_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_materials" ADD CONSTRAINT "collection_materials_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_account_id_collection_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."collection_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_bank_file_id_bank_files_id_fk" FOREIGN KEY ("bank_file_id") REFERENCES "public"."bank_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_first_approved_by_operators_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_exceptions" ADD CONSTRAINT "import_exceptions_bank_file_id_bank_files_id_fk" FOREIGN KEY ("bank_file_id") REFERENCES "public"."bank_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_account_details_currency" ON "collection_account_details" USING btree ("account_id","currency");--> statement-breakpoint
CREATE INDEX "collection_account_events_account_idx" ON "collection_account_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "collection_accounts_merchant_idx" ON "collection_accounts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_accounts_queue_idx" ON "collection_accounts" USING btree ("state","applied_at");--> statement-breakpoint
CREATE INDEX "collection_events_collection_idx" ON "collection_events" USING btree ("collection_id","at");--> statement-breakpoint
CREATE INDEX "collection_materials_collection_idx" ON "collection_materials" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collections_merchant_idx" ON "collections" USING btree ("merchant_id","arrived_at");--> statement-breakpoint
CREATE INDEX "collections_state_idx" ON "collections" USING btree ("state","arrived_at");--> statement-breakpoint
CREATE INDEX "collections_account_idx" ON "collections" USING btree ("account_id","arrived_at");--> statement-breakpoint
CREATE INDEX "import_exceptions_open_idx" ON "import_exceptions" USING btree ("resolved_at","created_at");