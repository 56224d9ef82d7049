// The sandbox bank: the adapter of the bank rail that runs inside the platform (the default
// BANK_RAIL). It pays from its own book (./payments.ts), issues account details (./accounts.ts)
// and writes the notifications and statements a bank would send, in the same ISO 20022 documents.
import type { SandboxReportLevel } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { writeCamt053 } from '../../iso20022/camt053.ts';
import { writeCamt054 } from '../../iso20022/camt054.ts';
import type { BankRail } from '../port.ts';
import { issueAccountDetails, SANDBOX_ACCOUNT_CURRENCIES, SANDBOX_BANK_NAME } from './accounts.ts';
import { sandboxPayments } from './payments.ts';

export { SANDBOX_BANK_NAME };

/**
 * The sandbox bank on `db`, answering a fast transfer after `delayMs` (SANDBOX_BANK_DELAY_MS) at
 * `reportLevel` (SANDBOX_BANK_REPORT_LEVEL), acknowledging each file first when `acknowledge`
 * (SANDBOX_BANK_ACKNOWLEDGE).
 */
export const createSandboxBank = (
  db: DbOrTx,
  delayMs: number,
  reportLevel: SandboxReportLevel = 'transaction',
  { acknowledge = false }: { acknowledge?: boolean } = {},
): BankRail => ({
  bankName: SANDBOX_BANK_NAME,
  ...sandboxPayments(db, delayMs, SANDBOX_BANK_NAME, reportLevel, acknowledge),
  accountCurrencies: SANDBOX_ACCOUNT_CURRENCIES,
  issueAccountDetails,
  creditNotification: writeCamt054,
  statement: writeCamt053,
});
