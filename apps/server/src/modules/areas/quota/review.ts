// The operators' side of settlement quotas: every merchant's applications (those under review
// first), one with its evidence and draws, and the decision — approved (1) or refused (0) with a
// reason, audited.
import {
  edgeOf,
  QUOTA_EDGES,
  QuotaState,
  ZOpsQuotaListQuery,
  type DecideQuotaRequest,
  type OpsQuota,
  type OpsQuotaListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import { findMerchant } from '../../core/merchants/index.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decide } from '../../../platform/review.ts';
import { detailOf, evidenceOf, todayOf } from './quotas.ts';
import { findQuota, listQuotas, updateQuota, type QuotaRow } from './repository.ts';
import { quotaView } from './views.ts';

const opsDetailOf = async (deps: Deps, db: DbOrTx, row: QuotaRow): Promise<OpsQuota> => {
  const merchant = orNotFound(await findMerchant(db, row.merchantId));
  return {
    ...(await detailOf(deps, db, row)),
    merchantId: row.merchantId,
    merNo: merchant.merNo,
    merchantName: merchant.name,
  };
};

export const opsListQuotas = async (deps: Deps, query: OpsQuotaListQuery) => {
  const q = ZOpsQuotaListQuery.parse(query);
  const today = todayOf(nowOf(deps));
  const { rows, total } = await listQuotas(deps.db, q, rowWindowOf(q), true);
  const list = [];
  for (const r of rows)
    list.push({
      ...quotaView(r.quota, r.createdByName, await evidenceOf(deps, deps.db, r.quota), today),
      merchantId: r.quota.merchantId,
      merNo: r.merNo,
      merchantName: r.merchantName,
    });
  return pageOf(q, list, total);
};

export const opsGetQuota = async (deps: Deps, quotaNo: string) => {
  const row = orNotFound(await findQuota(deps.db, quotaNo));
  return opsDetailOf(deps, deps.db, row);
};

export const decideQuota = async (
  deps: Deps,
  operator: OperatorAuth,
  input: DecideQuotaRequest,
  client: Client,
) => {
  const row = await deps.db.transaction(async (tx) => {
    const state = input.approve ? QuotaState.Approved : QuotaState.NotApproved;
    const reason = input.reason || null;
    const { updated } = await decide(tx, operator, client, {
      area: 'quota',
      action: input.approve ? 'quota.approve' : 'quota.refuse',
      reason,
      lock: () => findQuota(tx, input.quotaNo, undefined, { lock: true }),
      move: (found) => edgeOf(QUOTA_EDGES, found.state as QuotaState, state),
      refused: 'QUOTA_STATE',
      apply: async (found) => {
        const reviewedAt = nowOf(deps);
        await updateQuota(tx, found.id, {
          state,
          reason,
          reviewerId: operator.operatorId,
          reviewedAt,
        });
        return { ...found, state, reason, reviewerId: operator.operatorId, reviewedAt };
      },
      target: (found) => `quota:${found.quotaNo}`,
      after: () => ({ state, reason }),
    });
    return updated;
  });
  return opsDetailOf(deps, deps.db, row);
};

/** An evidence file of an application: only one it names, of its merchant. */
export const opsQuotaFile = async (deps: Deps, quotaNo: string, fileId: string) => {
  const row = await findQuota(deps.db, quotaNo);
  if (!row || !(row.fileIds as string[]).includes(fileId)) throw new AppError('NOT_FOUND');
  return getMerchantFile(deps, row.merchantId, fileId).catch(() => {
    throw new AppError('NOT_FOUND');
  });
};
