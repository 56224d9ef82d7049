-- Ledger throughput (ADR 0010): the postings of a batch no longer pay two foreign-key checks per
-- row. ledger_post_batch and postEntry write postings only with the ids of the journal entry they
-- have just inserted and of the accounts they hold locked; journal entries are immutable and, from
-- here on, ledger accounts are never deleted, so neither reference can dangle.
ALTER TABLE "postings" DROP CONSTRAINT "postings_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_ledger_accounts_id_fk";--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete
  BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate
  BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
