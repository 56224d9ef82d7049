// The balances of a merchant's currency wallets: listing them and opening one more currency.
import {
  CapitalAccountType,
  CURRENCY_CODES,
  fromMinor,
  type Currency,
  type WalletBalance,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { merchantBalances, openWallet } from '../../core/ledger/index.ts';

const FIELD_OF_TYPE: Record<number, keyof Omit<WalletBalance, 'currency'>> = {
  [CapitalAccountType.Available]: 'available',
  [CapitalAccountType.InTransit]: 'inTransit',
  [CapitalAccountType.PendingSettlement]: 'pendingSettlement',
  [CapitalAccountType.Frozen]: 'frozen',
  [CapitalAccountType.Deposit]: 'deposit',
};

export const listWallets = (deps: Deps, merchantId: string) => walletsOf(deps.db, merchantId);

export const walletsOf = async (
  db: DbOrTx,
  merchantId: string,
): Promise<{ list: WalletBalance[] }> => {
  const rows = await merchantBalances(db, merchantId);
  const byCurrency = new Map<Currency, WalletBalance>();
  for (const row of rows) {
    const wallet = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      available: fromMinor(0n, row.currency),
      inTransit: fromMinor(0n, row.currency),
      pendingSettlement: fromMinor(0n, row.currency),
      frozen: fromMinor(0n, row.currency),
      deposit: fromMinor(0n, row.currency),
    };
    const field = FIELD_OF_TYPE[row.type];
    if (field) wallet[field] = fromMinor(row.balance, row.currency);
    byCurrency.set(row.currency, wallet);
  }
  // The spec's currency order.
  return { list: CURRENCY_CODES.filter((c) => byCurrency.has(c)).map((c) => byCurrency.get(c)!) };
};

export const openCurrencyWallet = async (
  deps: Deps,
  auth: UserAuth,
  currency: Currency,
  client: Client,
) => {
  await deps.db.transaction(async (tx) => {
    await openWallet(tx, auth.merchantId, currency);
    await auditUser(tx, auth, client, {
      action: 'wallet.open',
      target: `wallet:${currency}`,
    });
  });
  return listWallets(deps, auth.merchantId);
};
