// Payees as the contracts show them. A card's number never leaves sealed: lists and the form show
// its last four.
import type { Payee } from '@tradebridge/contracts';
import type { PayeeRow } from './repository.ts';

export const payeeView = (row: PayeeRow): Payee => ({
  id: row.id,
  version: row.version,
  method: row.method as Payee['method'],
  usage: row.usage as Payee['usage'],
  relationship: row.relationship as Payee['relationship'],
  country: row.country,
  currency: row.currency as Payee['currency'],
  name: row.name,
  bankName: row.bankName,
  accountTail: row.accountTail,
  state: row.state as Payee['state'],
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
