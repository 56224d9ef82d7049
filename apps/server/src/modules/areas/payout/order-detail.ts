// A payout order's detail (approvals, timeline, proof files) and the merchant's records of orders.
import { ZPayoutListQuery, type PayoutListQuery } from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { FieldError, orNotFound } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { canApprove } from './approval-policy.ts';
import { getServiceHours } from './pricing.ts';
import {
  approvalsOf,
  findPayout,
  listPayouts,
  payoutEventsOf,
  userNameOf,
  type PayoutRow,
} from './repository/index.ts';
import { payoutRowView, payoutView, type ViewContext } from './views.ts';

/** The order's proof files: the merchant's own uploads (their names kept for the detail). */
export const proofFilesOf = async (deps: Deps, merchantId: string, ids: string[]) =>
  Promise.all(
    [...new Set(ids)].map((id, i) =>
      getMerchantFile(deps, merchantId, id)
        .then((file) => ({ id: file.id, name: file.name }))
        .catch(() => {
          throw new FieldError(`proofFileIds.${i}`, 'required');
        }),
    ),
  );

/**
 * An order's approvals, timeline and proof files. Inside a transaction the caller passes the proof
 * files it read before: they are read through the pool, which a transaction on the embedded
 * database's single connection would wait for.
 */
export const detailPartsOf = async (
  deps: Deps,
  db: DbOrTx,
  row: PayoutRow,
  proofFiles?: { id: string; name: string }[],
) => ({
  createdByName: await userNameOf(db, row.createdBy),
  approvals: await approvalsOf(db, row.id),
  events: await payoutEventsOf(db, row.id),
  // A file deleted since is left out rather than failing the order's page.
  proofFiles:
    proofFiles ??
    (await proofFilesOf(deps, row.merchantId, row.proofFileIds as string[]).catch(() => [])),
});

export const detailOf = async (
  deps: Deps,
  db: DbOrTx,
  row: PayoutRow,
  context: ViewContext,
  proofFiles?: { id: string; name: string }[],
) => payoutView(row, await detailPartsOf(deps, db, row, proofFiles), context);

export const getMyPayout = async (deps: Deps, auth: UserAuth, orderNo: string) => {
  const row = orNotFound(await findPayout(deps.db, orderNo, auth.merchantId));
  return payoutView(row, await detailPartsOf(deps, deps.db, row), {
    hours: await getServiceHours(deps.db),
    now: nowOf(deps),
    viewerId: auth.userId,
    canApprove: await canApprove(deps.db, auth.merchantId, auth.userId),
  });
};

export const listMyPayouts = async (deps: Deps, auth: UserAuth, query: PayoutListQuery) => {
  const q = ZPayoutListQuery.parse(query);
  const { rows, total } = await listPayouts(
    deps.db,
    { ...q, merchantId: auth.merchantId, approverId: q.waitingForMe ? auth.userId : undefined },
    rowWindowOf(q),
  );
  const context = { hours: await getServiceHours(deps.db), now: nowOf(deps) };
  return pageOf(
    q,
    rows.map((r) => payoutRowView(r.payout, r.createdByName, context)),
    total,
  );
};
