DROP INDEX "collections_state_idx";--> statement-breakpoint
DROP INDEX "journal_entries_reverses_uq";--> statement-breakpoint
CREATE INDEX "collections_state_idx" ON "collections" USING btree ("state","arrived_at") WHERE "collections"."state" IN (0, 1, 2, 10, 11, 12);--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_uq" ON "journal_entries" USING btree ("reverses") WHERE "journal_entries"."reverses" IS NOT NULL;