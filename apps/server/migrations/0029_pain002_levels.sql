ALTER TABLE "payout_events" ADD COLUMN "bank" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "payment_info_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "acknowledged_at" timestamp with time zone;