// Bank files for the import's tests: a payment as most tests think of it (an entry with one
// transaction) and the camt.054 document the sandbox bank would write for such payments.
import { writeCamt054, type CamtEntryDraft } from '../rails/iso20022/camt054.ts';
import type { PartyKind } from '../rails/iso20022/entries.ts';

export type SimplePayment = {
  reference: string;
  amount: string;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  status: 'BOOK' | 'PDNG' | 'INFO';
  bookingDate: string | null;
  payer: { name: string; country: string | null; kind: PartyKind };
  endToEndId: string | null;
  note: string;
};

/** The entry of one payment: the reference as both NtryRef and AcctSvcrRef. */
export const draftOf = (e: SimplePayment): CamtEntryDraft => ({
  references: { entry: e.reference, servicer: e.reference },
  amount: e.amount,
  currency: e.currency,
  creditDebit: e.creditDebit,
  status: e.status,
  bookingDate: e.bookingDate,
  transactions: [{ references: { endToEndId: e.endToEndId }, counterparty: e.payer, note: e.note }],
});

export type TestNotification = {
  account: { iban?: string; number?: string; currency: string };
  entries: (SimplePayment | CamtEntryDraft)[];
};

/** A camt.054 of these notifications, as one string. */
export const camtXml = async (
  notifications: TestNotification[],
  createdAt = new Date().toISOString(),
) => {
  let xml = '';
  for await (const chunk of writeCamt054(
    { id: `MSG-${Math.random().toString(36).slice(2, 12)}`, createdAt },
    notifications.map((n, i) => ({
      id: `N${i}`,
      createdAt,
      account: n.account,
      entries: n.entries.map((e) => ('payer' in e ? draftOf(e) : e)),
    })),
  ))
    xml += chunk;
  return xml;
};
