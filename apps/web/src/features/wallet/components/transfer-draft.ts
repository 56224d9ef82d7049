// What the user has typed into the transfer form, kept for this tab (session storage) until the
// transfer is made: leaving to set a payment password, or anywhere else, and coming back finds the
// form as it was. Nothing secret is in it.
import { isCurrency, type Currency } from '@tradebridge/contracts';

const KEY = 'wallet-transfer-draft';

export type TransferDraft = {
  currency?: Currency;
  payeeAccount?: string;
  amount?: string;
  note?: string;
};

const storage = (): Storage | undefined => {
  try {
    return sessionStorage;
  } catch {
    return undefined; // storage disabled: nothing is kept
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const readTransferDraft = (): TransferDraft => {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const draft = raw as Record<string, unknown>;
    return {
      currency:
        typeof draft.currency === 'string' && isCurrency(draft.currency)
          ? draft.currency
          : undefined,
      payeeAccount: text(draft.payeeAccount),
      amount: text(draft.amount),
      note: text(draft.note),
    };
  } catch {
    return {};
  }
};

export const saveTransferDraft = (draft: TransferDraft): void =>
  storage()?.setItem(KEY, JSON.stringify(draft));

export const clearTransferDraft = (): void => storage()?.removeItem(KEY);
