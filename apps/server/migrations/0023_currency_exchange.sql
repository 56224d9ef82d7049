CREATE TABLE "exchange_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"state" smallint NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"sell_amount" bigint NOT NULL,
	"buy_amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"mid_rate" numeric(30, 10) NOT NULL,
	"rate" numeric(30, 10) NOT NULL,
	"spread_bp" integer NOT NULL,
	"lock_seconds" integer NOT NULL,
	"entry_id" bigint,
	"reason" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "exchange_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "exchange_orders_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"side" text NOT NULL,
	"sell_amount" bigint NOT NULL,
	"buy_amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"mid_rate" numeric(30, 10) NOT NULL,
	"rate" numeric(30, 10) NOT NULL,
	"spread_bp" integer NOT NULL,
	"lock_seconds" integer NOT NULL,
	"review" boolean NOT NULL,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exchange_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid,
	"sell_currency" text,
	"buy_currency" text,
	"spread_bp" integer,
	"lock15m_bp" integer,
	"lock1h_bp" integer,
	"review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rate_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"direction" text NOT NULL,
	"level" numeric(30, 10) NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"triggered_at" timestamp with time zone,
	"triggered_rate" numeric(30, 10)
);
--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_quote_id_exchange_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."exchange_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rules" ADD CONSTRAINT "exchange_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_orders_merchant_idx" ON "exchange_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_orders_state_idx" ON "exchange_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "exchange_orders_created_idx" ON "exchange_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exchange_quotes_created_idx" ON "exchange_quotes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rules_scope_uq" ON "exchange_rules" USING btree (coalesce("merchant_id"::text, ''),coalesce("sell_currency", ''),coalesce("buy_currency", ''));--> statement-breakpoint
CREATE INDEX "rate_alerts_merchant_idx" ON "rate_alerts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_alerts_active_idx" ON "rate_alerts" USING btree ("sell_currency","buy_currency") WHERE state = 'active';--> statement-breakpoint
-- The pricing rules a fresh installation starts with (ADR 0021): every merchant may lock a rate for
-- 15 minutes (+10 bp) or an hour (+25 bp) at the agreement's spread; buying CNY (settlement into
-- the onshore currency, paid out to bank accounts) waits for review, 1–2 working days.
INSERT INTO "exchange_rules" ("merchant_id", "sell_currency", "buy_currency", "spread_bp", "lock15m_bp", "lock1h_bp", "review")
VALUES (NULL, NULL, NULL, NULL, 10, 25, false), (NULL, NULL, 'CNY', NULL, 10, 25, true);
