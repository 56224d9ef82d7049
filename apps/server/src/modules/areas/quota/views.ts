// What the portal and the console see of a quota: dollars as decimal strings, its label today.
import {
  fromMinor,
  quotaLabelOf,
  type Quota,
  type QuotaDraw,
  type QuotaState,
  type SettlementLimitKind,
} from '@tradebridge/contracts';
import type { QuotaRow } from './repository.ts';

export type QuotaEvidence = {
  contracts: Quota['contracts'];
  files: Quota['files'];
};

const usd = (minor: bigint) => fromMinor(minor, 'USD');

export const labelOf = (row: QuotaRow, today: string) =>
  quotaLabelOf(
    {
      state: row.state as QuotaState,
      validFrom: row.validFrom,
      validTo: row.validTo,
      remaining: row.amount - row.used,
    },
    today,
  );

export const quotaView = (
  row: QuotaRow,
  createdByName: string,
  evidence: QuotaEvidence,
  today: string,
): Quota => ({
  quotaNo: row.quotaNo,
  kind: row.kind as SettlementLimitKind,
  state: row.state as QuotaState,
  label: labelOf(row, today),
  amount: usd(row.amount),
  used: usd(row.used),
  remaining: usd(row.amount - row.used),
  validFrom: row.validFrom,
  validTo: row.validTo,
  note: row.note,
  reason: row.reason,
  contracts: evidence.contracts,
  files: evidence.files,
  createdBy: createdByName,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export const drawView = (draw: {
  orderNo: string;
  amount: bigint;
  at: Date;
  returnedAt: Date | null;
}): QuotaDraw => ({
  orderNo: draw.orderNo,
  amount: usd(draw.amount),
  at: draw.at.toISOString(),
  returnedAt: draw.returnedAt?.toISOString() ?? null,
});
