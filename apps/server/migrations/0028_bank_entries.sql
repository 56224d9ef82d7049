CREATE TABLE "bank_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_file_id" uuid NOT NULL,
	"entry_index" integer NOT NULL,
	"entry_key" text NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"merchant_id" uuid,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"credit_debit" text NOT NULL,
	"bank_reference" text NOT NULL,
	"end_to_end_id" text,
	"tx_id" text,
	"uetr" text,
	"bank_code" text DEFAULT '' NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"payer_country" text DEFAULT '' NOT NULL,
	"payer_kind" text DEFAULT 'unknown' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"booking_date" text,
	"value_date" text,
	"collection_id" uuid,
	"payout_order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_movements_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_bank_reference_unique";--> statement-breakpoint
ALTER TABLE "import_exceptions" DROP CONSTRAINT "import_exceptions_bank_reference_unique";--> statement-breakpoint
ALTER TABLE "bank_files" ADD COLUMN "expected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_files" ADD COLUMN "reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_files" ADD COLUMN "movements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_files" ADD COLUMN "problems" jsonb;--> statement-breakpoint
-- Rows imported before payments had keys keep their bank reference as key (it was unique).
ALTER TABLE "collections" ADD COLUMN "entry_key" text;--> statement-breakpoint
UPDATE "collections" SET "entry_key" = "bank_reference";--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "entry_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "tx_id" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "uetr" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "creditor_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "payer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "payer_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "ultimate_payer" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows imported before payments had keys keep their bank reference as key (it was unique).
ALTER TABLE "import_exceptions" ADD COLUMN "entry_key" text;--> statement-breakpoint
UPDATE "import_exceptions" SET "entry_key" = "bank_reference";--> statement-breakpoint
ALTER TABLE "import_exceptions" ALTER COLUMN "entry_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "import_exceptions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_bank_file_id_bank_files_id_fk" FOREIGN KEY ("bank_file_id") REFERENCES "public"."bank_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_movements_file_idx" ON "bank_movements" USING btree ("bank_file_id","entry_index");--> statement-breakpoint
CREATE INDEX "bank_movements_expected_idx" ON "bank_movements" USING btree ("account","amount") WHERE "bank_movements"."kind" = 'expected' AND "bank_movements"."collection_id" IS NULL;--> statement-breakpoint
CREATE INDEX "collections_account_amount_idx" ON "collections" USING btree ("account_number","amount");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_entry_key_unique" UNIQUE("entry_key");--> statement-breakpoint
ALTER TABLE "import_exceptions" ADD CONSTRAINT "import_exceptions_entry_key_unique" UNIQUE("entry_key");