CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_no" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"entered_count" integer,
	"entered_total" bigint,
	"rows_total" bigint NOT NULL,
	"rows_count" integer NOT NULL,
	"approvals_needed" smallint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_batch_no_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
CREATE TABLE "quota_draws" (
	"quota_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "quota_draws_quota_id_order_no_pk" PRIMARY KEY("quota_id","order_no"),
	CONSTRAINT "quota_draws_amount_positive" CHECK ("quota_draws"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quota_no" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"state" smallint NOT NULL,
	"note" text NOT NULL,
	"reason" text,
	"contract_ids" jsonb NOT NULL,
	"file_ids" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "quotas_quota_no_unique" UNIQUE("quota_no"),
	CONSTRAINT "quotas_used_within" CHECK ("quotas"."used" >= 0 AND "quotas"."used" <= "quotas"."amount"),
	CONSTRAINT "quotas_amount_positive" CHECK ("quotas"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "batch_no" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_draws" ADD CONSTRAINT "quota_draws_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_merchant_idx" ON "payout_batches" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_idempotency" ON "payout_batches" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "quota_draws_order_idx" ON "quota_draws" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "quotas_merchant_idx" ON "quotas" USING btree ("merchant_id","kind","state");--> statement-breakpoint
CREATE INDEX "quotas_state_idx" ON "quotas" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotas_idempotency" ON "quotas" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_no_payout_batches_batch_no_fk" FOREIGN KEY ("batch_no") REFERENCES "public"."payout_batches"("batch_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_no");