CREATE TABLE "rate_events" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_events_key_at" ON "rate_events" USING btree ("key","at");