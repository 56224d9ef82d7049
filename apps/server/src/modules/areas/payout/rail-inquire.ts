// The rail's inquiries (ADR 0022, step 5): orders the bank has not answered are asked about again
// with back-off, and their money stays frozen until it answers.
import { StatusReportSource } from '@tradebridge/contracts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { FIRST_INQUIRY_MS, MAX_INQUIRY_MS } from './rail-job.ts';
import { applyStatusReport } from './rail-status.ts';
import { setNextInquiry, unansweredPaying } from './repository/index.ts';

/**
 * Asks the bank about paying orders it has not answered in time, with back-off (10 minutes, then
 * doubling up to 6 hours). Their money stays frozen meanwhile: never released on a guess.
 */
export const inquireUnanswered = async (deps: Deps) => {
  const now = nowOf(deps);
  const rows = await unansweredPaying(deps.db, now, 1000);
  if (rows.length === 0) return 0;
  for (const xml of await deps.rails.bank.inquire(
    rows.map((row) => row.orderNo),
    now,
  ))
    await applyStatusReport(deps, xml, StatusReportSource.Bank);
  for (const row of rows) {
    const wait = Math.min(FIRST_INQUIRY_MS * 2 ** (row.inquiries + 1), MAX_INQUIRY_MS);
    await setNextInquiry(deps.db, row.id, row.inquiries + 1, new Date(now.getTime() + wait));
  }
  return rows.length;
};
