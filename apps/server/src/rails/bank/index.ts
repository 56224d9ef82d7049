// The bank rail: its port and the adapter this deployment uses (BANK_RAIL, checked at start).
import type { Config } from '../../platform/config.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { BankRail } from './port.ts';
import { createSandboxBank } from './sandbox/index.ts';

export type { AccountDetails, BankRail } from './port.ts';
export type { CamtEntry } from '../iso20022/entries.ts';
export type { CamtEntryDraft, CamtNotification } from '../iso20022/camt054.ts';
export type { StatementDay, StatementEntry, StatementTotal } from '../iso20022/camt053.ts';

export const createBankRail = (config: Config, db: DbOrTx): BankRail => {
  switch (config.bankRail) {
    case 'sandbox':
      return createSandboxBank(db, config.sandboxBankDelayMs, config.sandboxBankReportLevel, {
        acknowledge: config.sandboxBankAcknowledge,
      });
  }
};
