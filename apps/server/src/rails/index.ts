// The rails tier: the other end of every outside party the platform moves money or documents
// through, each behind a port (bank/port.ts) with adapters chosen by configuration. Rails import
// platform and contracts only; areas reach them as deps.rails, built once by buildApp (tests may
// hand in fakes). The card acquirer and the card network come here next.
import type { Config } from '../platform/config.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { createBankRail, type BankRail } from './bank/index.ts';

declare module '../platform/deps.ts' {
  interface Rails {
    bank: BankRail;
  }
}

export const createRails = (config: Config, db: DbOrTx) => ({ bank: createBankRail(config, db) });
