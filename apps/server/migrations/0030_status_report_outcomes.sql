ALTER TABLE "rail_files" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "rail_files" ADD COLUMN "outcome" jsonb;