// The daily reconciliation of the payout rail (ADR 0022): every order sent in a day's pain.001
// files beside what the bank said of it (pain.002) and what the ledger did with its hold. Both
// sides agree when a settled order's hold paid exactly the amount sent to the bank clearing
// account and a rejected one's hold was released; anything else is a break, shown with both sides.
import {
  fromMinor,
  PlatformAccount,
  toMinor,
  type Currency,
  type Reconciliation,
  type ReconciliationLine,
} from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import { holdResolutions } from '../../core/ledger/index.ts';
import { holdReference } from './order-state.ts';
import { railFilesOn, railLinesOn } from './repository/index.ts';

const DAY_MS = 86_400_000;

const breakOf = (
  status: string | null,
  ledger: { resolution: 'posted' | 'voided'; toPlatform: bigint } | undefined,
  sent: bigint,
): string | null => {
  if (status === null) return ledger ? 'ledgerWithoutBank' : null;
  if (status === 'ACSC') {
    if (!ledger) return 'bankSettledLedgerOpen';
    if (ledger.resolution !== 'posted') return 'bankSettledLedgerReleased';
    if (ledger.toPlatform !== sent) return 'amountDiffers';
    return null;
  }
  if (status === 'RJCT') {
    if (!ledger) return 'bankRejectedLedgerOpen';
    if (ledger.resolution !== 'voided') return 'bankRejectedLedgerPaid';
  }
  return null;
};

export const reconcile = async (deps: Deps, date: string): Promise<Reconciliation> => {
  const from = new Date(`${date}T00:00:00.000Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const files = await railFilesOn(deps.db, from, to);
  const sentLines = await railLinesOn(deps.db, from, to);
  const ledger = await holdResolutions(
    deps.db,
    sentLines.map((line) => holdReference(line.endToEndId)),
    PlatformAccount.BankClearing,
  );
  const totals = new Map<Currency, { sent: bigint; settled: bigint; failed: bigint }>();
  const lines: ReconciliationLine[] = sentLines.map((line) => {
    const currency = line.currency as Currency;
    const sent = toMinor(line.amount, currency);
    const held = ledger.get(holdReference(line.endToEndId));
    const total = totals.get(currency) ?? { sent: 0n, settled: 0n, failed: 0n };
    total.sent += sent;
    if (line.status === 'ACSC') total.settled += sent;
    if (line.status === 'RJCT') total.failed += sent;
    totals.set(currency, total);
    return {
      orderNo: line.endToEndId,
      currency,
      sent: line.amount,
      messageId: line.messageId,
      bankStatus: line.status,
      statusMessageId: line.statusMessageId,
      ledger: held?.resolution ?? null,
      ledgerAmount: held ? fromMinor(held.toPlatform, currency) : null,
      breakReason: breakOf(line.status, held, sent),
    };
  });
  return {
    date,
    files: files.map((f) => ({
      messageId: f.messageId,
      kind: f.kind === 'pain.002' ? 'pain.002' : 'pain.001',
      createdAt: f.createdAt.toISOString(),
      transactions: f.transactions,
    })),
    lines,
    totals: [...totals].map(([currency, t]) => ({
      currency,
      sent: fromMinor(t.sent, currency),
      settled: fromMinor(t.settled, currency),
      failed: fromMinor(t.failed, currency),
    })),
    breaks: lines.filter((line) => line.breakReason !== null).length,
    unanswered: lines.filter((line) => line.bankStatus === null).length,
  };
};

const csvCell = (value: string | null) => {
  const text = value ?? '';
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The day as CSV: one line per order, its break (if any) in the last column. */
export const reconciliationCsv = async (deps: Deps, date: string) => {
  const report = await reconcile(deps, date);
  const header =
    'orderNo,currency,sent,messageId,bankStatus,statusMessageId,ledger,ledgerAmount,break';
  const body = report.lines.map((l) =>
    [
      l.orderNo,
      l.currency,
      l.sent,
      l.messageId,
      l.bankStatus,
      l.statusMessageId,
      l.ledger,
      l.ledgerAmount,
      l.breakReason,
    ]
      .map(csvCell)
      .join(','),
  );
  return {
    fileName: `payout-reconciliation-${date}.csv`,
    csv: [header, ...body].join('\r\n') + '\r\n',
  };
};
