// Rows as the contracts show them: an account with its details per currency and balances, a
// collection with its receipt progress label, timeline and the actions open to the merchant.
import {
  ZAccountProfile,
  fromMinor,
  receiptProgressOf,
  type AccountDetails,
  type Collection,
  type CollectionAccount,
  type CollectionEvent,
  type CollectionState,
  type Currency,
} from '@tradebridge/contracts';
import { storyEventView, type StoryEventRow } from '../../../platform/story.ts';
import type {
  AccountRow,
  CollectionListRow,
  CollectionRow,
  DetailRow,
} from './repository/index.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const detailView = (row: DetailRow, balance: bigint, held: bigint): AccountDetails => ({
  currency: row.currency as AccountDetails['currency'],
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  bankName: row.bankName,
  bankAddress: row.bankAddress,
  bic: row.bic,
  iban: row.iban,
  routingNumber: row.routingNumber,
  bsb: row.bsb,
  sortCode: row.sortCode,
  cnaps: row.cnaps,
  balance: fromMinor(balance, row.currency as Currency),
  freezeBalance: fromMinor(held, row.currency as Currency),
});

export const accountView = (row: AccountRow, details: AccountDetails[]): CollectionAccount => ({
  id: row.id,
  version: row.version,
  alias: row.alias,
  usage: row.usage as CollectionAccount['usage'],
  category: row.category as CollectionAccount['category'],
  state: row.state as CollectionAccount['state'],
  reason: row.reason,
  profile: ZAccountProfile.parse(row.profile),
  currencies: row.currencies as CollectionAccount['currencies'],
  details,
  appliedAt: row.appliedAt.toISOString(),
  openedAt: iso(row.openedAt),
});

export const collectionView = ({ collection: c, alias }: CollectionListRow): Collection => ({
  id: c.id,
  orderNo: c.orderNo,
  accountId: c.accountId,
  accountAlias: alias,
  accountNumber: c.accountNumber,
  currency: c.currency as Currency,
  amount: fromMinor(c.amount, c.currency as Currency),
  payerName: c.payerName,
  payerCountry: c.payerCountry,
  payerKind: c.payerKind as Collection['payerKind'],
  note: c.note,
  state: c.state as CollectionState,
  progress: receiptProgressOf(c.state as CollectionState, {
    materialsRefused: c.materialsRefused,
  }),
  reason: c.reason,
  arrivedAt: c.arrivedAt.toISOString(),
  creditedAt: iso(c.creditedAt),
});

/**
 * The story of a collection: its arrival (from the bank), the recorded moves, its credit. Arrival
 * and credit are columns rather than events, so a file of 100,000 entries writes no events.
 */
export const timelineOf = (c: CollectionRow, events: StoryEventRow[]): CollectionEvent[] => {
  const story: CollectionEvent[] = [
    { at: c.arrivedAt.toISOString(), action: 'arrived', actor: 'bank', reason: null },
    ...events.map(storyEventView),
  ];
  if (c.creditedAt)
    story.push({
      at: c.creditedAt.toISOString(),
      action: 'credited',
      actor: 'system',
      reason: null,
    });
  return story.sort((a, b) => a.at.localeCompare(b.at));
};
