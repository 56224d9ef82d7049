CREATE TABLE "payout_approvals" (
	"payout_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_approvals_payout_id_user_id_pk" PRIMARY KEY("payout_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL,
	"action" text NOT NULL,
	"state" smallint NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_policies" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"approver_ids" jsonb NOT NULL,
	"bands" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"state" smallint NOT NULL,
	"payee_id" uuid NOT NULL,
	"payee" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"purpose" text NOT NULL,
	"explanation" text NOT NULL,
	"postscript" text NOT NULL,
	"proof_file_ids" jsonb NOT NULL,
	"approvals_needed" smallint NOT NULL,
	"same_day" boolean NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" uuid,
	"reason" text,
	"rail_message_id" text,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"failure_code" text,
	"next_inquiry_at" timestamp with time zone,
	"inquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payouts_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "rail_files" (
	"message_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"xml" text NOT NULL,
	"transactions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rail_lines" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text NOT NULL,
	"status" text,
	"reason_code" text,
	"status_message_id" text,
	"status_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payments" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text NOT NULL,
	"account" text NOT NULL,
	"priority" text NOT NULL,
	"outcome" text NOT NULL,
	"reason_code" text,
	"lose_report" boolean NOT NULL,
	"answer_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_approvals" ADD CONSTRAINT "payout_approvals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_approvals" ADD CONSTRAINT "payout_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_policies" ADD CONSTRAINT "payout_policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_policies" ADD CONSTRAINT "payout_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_lines" ADD CONSTRAINT "rail_lines_message_id_rail_files_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."rail_files"("message_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","at");--> statement-breakpoint
CREATE INDEX "payouts_merchant_idx" ON "payouts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_state_idx" ON "payouts" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency" ON "payouts" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "rail_files_created_idx" ON "rail_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rail_lines_message_idx" ON "rail_lines" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sandbox_bank_payments_due_idx" ON "sandbox_bank_payments" USING btree ("answer_at");