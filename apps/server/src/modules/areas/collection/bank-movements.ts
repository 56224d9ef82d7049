// What bank files said besides collections, as the console and the merchant see it: the bank
// movements of a file (pending credits, notices, the bank's own debits, reversals) for operators,
// and a merchant's expected funds (pending credits on its accounts not yet booked).
import {
  ZBankMovementListQuery,
  ZExpectedFundListQuery,
  fromMinor,
  type BankMovement,
  type Currency,
  type ExpectedFund,
} from '@tradebridge/contracts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import type { Deps } from '../../../platform/deps.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { listExpectedFunds, listMovements } from './repository/index.ts';

type MovementRow = Awaited<ReturnType<typeof listMovements>>['rows'][number];

const movementView = ({ movement: m, fileName, collectionOrderNo }: MovementRow): BankMovement => ({
  id: m.id,
  bankFileId: m.bankFileId,
  bankFileName: fileName,
  entryIndex: m.entryIndex,
  kind: m.kind as BankMovement['kind'],
  account: m.account,
  currency: m.currency,
  amount: fromMinor(m.amount, m.currency as Currency),
  creditDebit: m.creditDebit as BankMovement['creditDebit'],
  bankReference: m.bankReference,
  endToEndId: m.endToEndId,
  bankCode: m.bankCode,
  counterparty: m.counterparty,
  note: m.note,
  bookingDate: m.bookingDate,
  collectionOrderNo,
  payoutOrderNo: m.payoutOrderNo,
  createdAt: m.createdAt.toISOString(),
});

export const opsListMovements = async (deps: Deps, query: unknown) => {
  const q = ZBankMovementListQuery.parse(query);
  const { rows, total } = await listMovements(
    deps.db,
    { bankFileId: q.bankFileId, kind: q.kind },
    rowWindowOf(q),
  );
  return pageOf(q, rows.map(movementView), total);
};

export const listMyExpected = async (deps: Deps, user: UserAuth, query: unknown) => {
  const q = ZExpectedFundListQuery.parse(query);
  const { rows, total } = await listExpectedFunds(
    deps.db,
    user.merchantId,
    q.currency,
    rowWindowOf(q),
  );
  return pageOf(
    q,
    rows.map(({ movement: m, accountId }): ExpectedFund => ({
      id: m.id,
      accountId,
      accountNumber: m.account,
      currency: m.currency as Currency,
      amount: fromMinor(m.amount, m.currency as Currency),
      payerName: m.counterparty,
      note: m.note,
      bankReference: m.bankReference,
      expectedOn: m.valueDate ?? m.bookingDate,
      announcedAt: m.createdAt.toISOString(),
    })),
    total,
  );
};
