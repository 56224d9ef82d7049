CREATE TABLE "payee_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payee_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"usage" text NOT NULL,
	"relationship" text NOT NULL,
	"country" text,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_tail" text NOT NULL,
	"account_key" text NOT NULL,
	"details" jsonb NOT NULL,
	"card_number_sealed" text,
	"state" smallint NOT NULL,
	"reason" text,
	"reviewer_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payee_events" ADD CONSTRAINT "payee_events_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payee_events_payee_idx" ON "payee_events" USING btree ("payee_id","at");--> statement-breakpoint
CREATE INDEX "payees_merchant_idx" ON "payees" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payees_queue_idx" ON "payees" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payees_account_key" ON "payees" USING btree ("merchant_id","usage","account_key","currency") WHERE deleted_at IS NULL;