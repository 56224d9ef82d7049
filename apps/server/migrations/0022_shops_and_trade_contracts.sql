CREATE SEQUENCE "public"."trade_contract_record_no" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shop_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"step" text NOT NULL,
	"started_by" text NOT NULL,
	"code_hash" text,
	"outcome" text,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"state" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"holder" text NOT NULL,
	"category" text NOT NULL,
	"yearly_sales" bigint NOT NULL,
	"site" text NOT NULL,
	"platform" text NOT NULL,
	"store_type" text NOT NULL,
	"handle" text NOT NULL,
	"platform_merchant_id" text DEFAULT '' NOT NULL,
	"gateway" text DEFAULT '' NOT NULL,
	"api_key_sealed" text,
	"api_key_hint" text,
	"private_key_sealed" text,
	"private_key_hint" text,
	"reason" text,
	"reviewer_id" uuid,
	"auth_state" smallint,
	"auth_token_sealed" text,
	"auth_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authorized_at" timestamp with time zone,
	"union_state" smallint DEFAULT 0 NOT NULL,
	"union_account_id" uuid,
	"union_reason" text,
	"union_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_no" text DEFAULT ('TC' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('trade_contract_record_no')::text, 8, '0')) NOT NULL,
	"merchant_id" uuid NOT NULL,
	"state" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"contract_no" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_country" text NOT NULL,
	"trade_type" smallint NOT NULL,
	"contract_type" text NOT NULL,
	"trading_countries" jsonb NOT NULL,
	"trading_party" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"contract_file_id" uuid NOT NULL,
	"has_pi" boolean DEFAULT false NOT NULL,
	"pi_file_id" uuid,
	"reason" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_contracts_record_no_unique" UNIQUE("record_no")
);
--> statement-breakpoint
CREATE TABLE "trade_order_collections" (
	"collection_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_order_collections_collection_id_order_id_pk" PRIMARY KEY("collection_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"order_no" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"category" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"associated" bigint DEFAULT 0 NOT NULL,
	"logistics_provider" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"payer" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"shipment" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_authorizations" ADD CONSTRAINT "shop_authorizations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_authorizations" ADD CONSTRAINT "shop_authorizations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_events" ADD CONSTRAINT "shop_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_union_account_id_collection_accounts_id_fk" FOREIGN KEY ("union_account_id") REFERENCES "public"."collection_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_contract_events" ADD CONSTRAINT "trade_contract_events_contract_id_trade_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trade_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_contracts" ADD CONSTRAINT "trade_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_contracts" ADD CONSTRAINT "trade_contracts_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_contracts" ADD CONSTRAINT "trade_contracts_pi_file_id_files_id_fk" FOREIGN KEY ("pi_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_contracts" ADD CONSTRAINT "trade_contracts_reviewer_id_operators_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_collections" ADD CONSTRAINT "trade_order_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_collections" ADD CONSTRAINT "trade_order_collections_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_collections" ADD CONSTRAINT "trade_order_collections_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_contract_id_trade_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trade_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_authorizations_shop_idx" ON "shop_authorizations" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE INDEX "shop_events_shop_idx" ON "shop_events" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "shops_merchant_idx" ON "shops" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "shops_queue_idx" ON "shops" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_store_key" ON "shops" USING btree ("merchant_id","platform","handle") WHERE state <> 4;--> statement-breakpoint
CREATE INDEX "trade_contract_events_contract_idx" ON "trade_contract_events" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "trade_contracts_merchant_idx" ON "trade_contracts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_contracts_queue_idx" ON "trade_contracts" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "trade_order_collections_order_idx" ON "trade_order_collections" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_orders_order_no_key" ON "trade_orders" USING btree ("merchant_id","order_no");--> statement-breakpoint
CREATE INDEX "trade_orders_contract_idx" ON "trade_orders" USING btree ("contract_id","ordered_at");--> statement-breakpoint
CREATE INDEX "trade_orders_merchant_idx" ON "trade_orders" USING btree ("merchant_id","ordered_at");