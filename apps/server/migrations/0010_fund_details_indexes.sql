ALTER TABLE "postings" ADD COLUMN "order_type" smallint;--> statement-breakpoint
-- Postings are immutable; this one-off copy of each entry's order type is the only exception.
ALTER TABLE "postings" DISABLE TRIGGER "postings_immutable";--> statement-breakpoint
UPDATE "postings" AS p SET "order_type" = e."order_type" FROM "journal_entries" AS e
  WHERE e."id" = p."entry_id" AND e."order_type" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ENABLE TRIGGER "postings_immutable";--> statement-breakpoint
-- INCLUDE (amount): the direction filter (in/out) and the capped count read the index alone.
-- (Drizzle's schema cannot say INCLUDE; schema.ts declares the same keys.)
CREATE INDEX "postings_account_time_idx" ON "postings" USING btree ("account_id","created_at","id") INCLUDE ("amount");--> statement-breakpoint
CREATE INDEX "postings_account_type_time_idx" ON "postings" USING btree ("account_id","order_type","created_at","id") INCLUDE ("amount");
