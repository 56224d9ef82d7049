-- Postings and journal entries are immutable: corrections are reversing entries.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is immutable (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER postings_immutable
  BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER postings_no_truncate
  BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable
  BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- A hold keeps what it was; once resolved (posted or voided) it never changes again.
CREATE OR REPLACE FUNCTION guard_hold_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'holds are never deleted';
  END IF;
  IF OLD.resolution IS NOT NULL THEN
    RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.resolution;
  END IF;
  IF NEW.reference <> OLD.reference OR NEW.merchant_id <> OLD.merchant_id OR NEW.currency <> OLD.currency
     OR NEW.amount <> OLD.amount OR NEW.hold_entry_id <> OLD.hold_entry_id THEN
    RAISE EXCEPTION 'only the resolution of a hold may change';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER holds_guard
  BEFORE UPDATE OR DELETE ON holds
  FOR EACH ROW EXECUTE FUNCTION guard_hold_change();
