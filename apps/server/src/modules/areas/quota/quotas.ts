// A merchant's settlement quotas (/limit): the three kinds with their status, the items with their
// labels, one quota with the payouts that drew on it, and an application (applyQuota) — checked,
// then one transaction {quota row under review, audit, the answer to a retry}.
import {
  ContractState,
  fromMinor,
  kindStateOf,
  quotaToday,
  QuotaState,
  SettlementLimitKind,
  toMinor,
  ZQuotaListQuery,
  type ApplyQuotaRequest,
  type QuotaDetail,
  type QuotaListQuery,
  type QuotaOverview,
  type SettlementLimitKind as Kind,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { FieldError, orNotFound } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { contractsByIds } from '../contract/index.ts';
import {
  drawsOfQuota,
  findQuota,
  findQuotaByKey,
  insertQuota,
  listQuotas,
  quotasOfMerchant,
  userNameOf,
  type QuotaRow,
} from './repository.ts';
import { drawView, labelOf, quotaView, type QuotaEvidence } from './views.ts';

/** Quota periods and labels are days in mainland China (QUOTA_TIME_ZONE). */
export const todayOf = quotaToday;

/** The contracts and files a quota names, as its pages show them. */
export const evidenceOf = async (
  deps: Deps,
  db: DbOrTx,
  row: QuotaRow,
  files?: QuotaEvidence['files'],
): Promise<QuotaEvidence> => ({
  contracts: (await contractsByIds(db, row.merchantId, row.contractIds as string[])).map((c) => ({
    id: c.id,
    contractNo: c.contractNo,
    currency: c.currency,
    amount: fromMinor(c.amount, c.currency as 'USD'),
  })),
  files:
    files ??
    (
      await Promise.all(
        (row.fileIds as string[]).map((id) =>
          getMerchantFile(deps, row.merchantId, id)
            .then((file) => ({ id: file.id, name: file.name }))
            .catch(() => null),
        ),
      )
    ).filter((file) => file !== null),
});

/** A quota with its evidence and draws. */
export const detailOf = async (
  deps: Deps,
  db: DbOrTx,
  row: QuotaRow,
  files?: QuotaEvidence['files'],
): Promise<QuotaDetail> => ({
  ...quotaView(
    row,
    await userNameOf(db, row.createdBy),
    await evidenceOf(deps, db, row, files),
    todayOf(nowOf(deps)),
  ),
  draws: (await drawsOfQuota(db, row.id)).map(drawView),
});

export const quotaOverview = async (deps: Deps, auth: UserAuth): Promise<QuotaOverview> => {
  const today = todayOf(nowOf(deps));
  const rows = await quotasOfMerchant(deps.db, auth.merchantId);
  const kinds = Object.values(SettlementLimitKind) as Kind[];
  return {
    kinds: kinds.map((kind) => {
      const items = rows
        .filter((row) => row.kind === kind)
        .map((row) => ({ row, state: row.state as QuotaState, label: labelOf(row, today) }));
      const available = items.filter((item) => item.label === 'available').map((i) => i.row);
      const sum = (pick: (row: QuotaRow) => bigint) =>
        fromMinor(
          available.reduce((total, row) => total + pick(row), 0n),
          'USD',
        );
      return {
        kind,
        state: kindStateOf(items),
        amount: sum((row) => row.amount),
        used: sum((row) => row.used),
        remaining: sum((row) => row.amount - row.used),
      };
    }),
  };
};

export const listMyQuotas = async (deps: Deps, auth: UserAuth, query: QuotaListQuery) => {
  const q = ZQuotaListQuery.parse(query);
  const today = todayOf(nowOf(deps));
  const { rows, total } = await listQuotas(
    deps.db,
    {
      merchantId: auth.merchantId,
      kind: q.kind,
      label: q.label ? { label: q.label, today } : undefined,
    },
    rowWindowOf(q),
  );
  const list = [];
  for (const r of rows)
    list.push(quotaView(r.quota, r.createdByName, await evidenceOf(deps, deps.db, r.quota), today));
  return pageOf(q, list, total);
};

export const getMyQuota = async (deps: Deps, auth: UserAuth, quotaNo: string) => {
  const row = orNotFound(await findQuota(deps.db, quotaNo, auth.merchantId));
  return detailOf(deps, deps.db, row);
};

export const applyQuota = async (
  deps: Deps,
  auth: UserAuth,
  input: ApplyQuotaRequest & { contractIds: string[]; fileIds: string[]; note: string },
  idempotency: Idempotency,
  client: Client,
): Promise<QuotaDetail> => {
  const done = await findQuotaByKey(deps.db, auth.merchantId, idempotency.key);
  if (done) return detailOf(deps, deps.db, done);
  const now = nowOf(deps);
  if (input.validFrom < todayOf(now)) throw new FieldError('validFrom', 'dateFromToday');
  const contractIds = [...new Set(input.contractIds)];
  const contracts = await contractsByIds(deps.db, auth.merchantId, contractIds);
  contractIds.forEach((id, i) => {
    const contract = contracts.find((c) => c.id === id);
    if (!contract || contract.state !== ContractState.Effective)
      throw new FieldError(`contractIds.${i}`, 'contractNotEffective');
  });
  // Read before the transaction: files come through the pool (see payout's proof files).
  const files = await Promise.all(
    [...new Set(input.fileIds)].map((id, i) =>
      getMerchantFile(deps, auth.merchantId, id)
        .then((file) => ({ id: file.id, name: file.name }))
        .catch(() => {
          throw new FieldError(`fileIds.${i}`, 'required');
        }),
    ),
  );
  return deps.db.transaction(async (tx) => {
    const row = await insertQuota(tx, {
      quotaNo: newOrderNo('QA', now),
      merchantId: auth.merchantId,
      kind: input.kind,
      amount: toMinor(input.amount, 'USD'),
      validFrom: input.validFrom,
      validTo: input.validTo,
      state: QuotaState.UnderReview,
      note: input.note,
      contractIds,
      fileIds: files.map((file) => file.id),
      idempotencyKey: idempotency.key,
      createdBy: auth.userId,
      createdAt: now,
    });
    if (!row) {
      const first = await findQuotaByKey(tx, auth.merchantId, idempotency.key);
      return detailOf(deps, tx, first!, files);
    }
    await auditUser(tx, auth, client, {
      action: 'quota.apply',
      target: `quota:${row.quotaNo}`,
      after: {
        quotaNo: row.quotaNo,
        kind: row.kind,
        amount: `${input.amount} USD`,
        validFrom: row.validFrom,
        validTo: row.validTo,
        contracts: contracts.map((c) => c.contractNo),
        files: files.length,
      },
    });
    const answer = await detailOf(deps, tx, row, files);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
};
