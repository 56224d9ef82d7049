// The payee as a payout order keeps it (its snapshot), with what the pain.001 will carry.
import { PayeeMethod } from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import type { PayeeRow } from '../payee/index.ts';
import type { PayeeSnapshot } from './views.ts';

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The payee as the order keeps it, with what the pain.001 will carry. */
export const snapshotOfPayee = (payee: PayeeRow, deps: Deps): PayeeSnapshot => {
  const details = payee.details as Record<string, string | number | null>;
  const card = payee.method === PayeeMethod.Card;
  return {
    id: payee.id,
    name: payee.name,
    method: payee.method as PayeeSnapshot['method'],
    country: payee.country,
    bankName: payee.bankName,
    accountTail: payee.accountTail,
    currency: payee.currency,
    details,
    creditor: card
      ? {
          iban: null,
          // A card travels as a token and its last four, never its number (ADR 0022).
          other: `TOK${deps.secrets.keyedHash(payee.accountKey).slice(0, 12).toUpperCase()}${payee.accountTail.slice(-4)}`,
          bic: null,
          memberId: 'VISA',
          postalCode: null,
          town: str(details.cardholderCity),
          country: 'HK',
        }
      : {
          iban: str(details.iban),
          other: str(details.accountNumber),
          bic: str(details.swift),
          memberId:
            str(details.cnaps) ??
            str(details.hkBankCode) ??
            str(details.routingNumber) ??
            str(details.bsb),
          postalCode: str(details.postalCode),
          town: str(details.city),
          country: payee.country,
        },
  };
};
