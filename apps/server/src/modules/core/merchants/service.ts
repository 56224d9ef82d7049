// Merchants seen from the operator console: search, detail, account manager, freeze and unfreeze.
import {
  AccountState,
  type MerchantDetail,
  type MerchantList,
  type MerchantSummary,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { displayAccount, listUsersOf, type UserRow } from '../identity/index.ts';
import {
  findActiveAccountManager,
  findOperatorContacts,
  type OperatorContact,
} from '../operators/index.ts';
import {
  findMerchant,
  lockMerchant,
  pageMerchants,
  updateMerchant,
  type MerchantRow,
} from './repository.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';

/** The account managers of the given merchants, by operator id (the operators module's). */
const managersOf = (db: DbOrTx, rows: readonly MerchantRow[]) =>
  findOperatorContacts(
    db,
    rows.flatMap((m) => (m.accountManagerId ? [m.accountManagerId] : [])),
  );

const managerOf = (managers: Map<string, OperatorContact>, merchant: MerchantRow) =>
  (merchant.accountManagerId && managers.get(merchant.accountManagerId)) || null;

/** A merchant and its account manager (the portal's merchantInfo, the console's detail). */
export const findMerchantWithManager = async (db: DbOrTx, merchantId: string) => {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) return undefined;
  return { merchant, manager: managerOf(await managersOf(db, [merchant]), merchant) };
};

const toSummary = (
  merchant: MerchantRow,
  manager: OperatorContact | null,
  merchantUsers: UserRow[],
): MerchantSummary => {
  const main = merchantUsers.find((u) => u.adminFlag) ?? merchantUsers[0];
  return {
    id: merchant.id,
    merNo: merchant.merNo,
    name: merchant.name,
    loginAccount: main ? displayAccount(main) : '',
    state: merchant.state,
    entityType: (merchant.entityType as 'b' | 'c' | null) ?? null,
    createdAt: merchant.createdAt.toISOString(),
    accountManager: manager,
    userCount: merchantUsers.length,
  };
};

export const listMerchants = async (
  deps: Deps,
  input: {
    keyword?: string | undefined;
    state?: number | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<MerchantList> => {
  const { rows, total } = await pageMerchants(
    deps.db,
    { keyword: input.keyword || undefined, state: input.state },
    rowWindowOf(input),
  );
  const [allUsers, managers] = await Promise.all([
    listUsersOf(
      deps.db,
      rows.map((merchant) => merchant.id),
    ),
    managersOf(deps.db, rows),
  ]);
  return pageOf(
    input,
    rows.map((merchant) =>
      toSummary(
        merchant,
        managerOf(managers, merchant),
        allUsers.filter((u) => u.merchantId === merchant.id),
      ),
    ),
    total,
  );
};

const detailOf = async (db: DbOrTx, merchantId: string): Promise<MerchantDetail> => {
  const row = orNotFound(await findMerchantWithManager(db, merchantId));
  const merchantUsers = await listUsersOf(db, [merchantId]);
  return {
    ...toSummary(row.merchant, row.manager, merchantUsers),
    frozenReason: row.merchant.frozenReason,
    users: merchantUsers.map((u) => ({
      id: u.id,
      name: u.name,
      loginAccount: displayAccount(u),
      adminFlag: u.adminFlag,
      state: u.state,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    })),
  };
};

export const getMerchant = (deps: Deps, merchantId: string) => detailOf(deps.db, merchantId);

export const assignManager = async (
  deps: Deps,
  auth: OperatorAuth,
  input: { merchantId: string; operatorId: string },
  client: Client,
): Promise<MerchantDetail> =>
  deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, input.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND');
    const manager = await findActiveAccountManager(tx, input.operatorId);
    if (!manager) throw new AppError('NOT_FOUND');
    const before = (await findMerchantWithManager(tx, merchant.id))?.manager ?? null;
    await updateMerchant(tx, merchant.id, { accountManagerId: manager.id });
    await auditOperator(tx, auth, client, {
      merchantId: merchant.id,
      action: 'merchant.manager.assign',
      target: `merchant:${merchant.merNo}`,
      before: { accountManager: before ? { id: before.id, name: before.name } : null },
      after: { accountManager: { id: manager.id, name: manager.name } },
    });
    return detailOf(tx, merchant.id);
  });

const freezeView = (row: MerchantRow) => ({ state: row.state, frozenReason: row.frozenReason });

export const freezeMerchant = async (
  deps: Deps,
  auth: OperatorAuth,
  input: { merchantId: string; reason: string },
  client: Client,
): Promise<MerchantDetail> =>
  deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, input.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND');
    const wasFrozen = merchant.state === AccountState.Frozen;
    // Freezing again only changes the reason: the state to return to stays the original one.
    const updated = await updateMerchant(tx, merchant.id, {
      state: AccountState.Frozen,
      frozenReason: input.reason,
      stateBeforeFreeze: wasFrozen ? merchant.stateBeforeFreeze : merchant.state,
    });
    await auditOperator(tx, auth, client, {
      merchantId: merchant.id,
      action: 'merchant.freeze',
      target: `merchant:${merchant.merNo}`,
      before: freezeView(merchant),
      after: freezeView(updated!),
    });
    return detailOf(tx, merchant.id);
  });

export const unfreezeMerchant = async (
  deps: Deps,
  auth: OperatorAuth,
  input: { merchantId: string },
  client: Client,
): Promise<MerchantDetail> =>
  deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, input.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND');
    // Unfreezing a merchant that is not frozen changes nothing (a repeated click, a stale page).
    if (merchant.state !== AccountState.Frozen) return detailOf(tx, merchant.id);
    const updated = await updateMerchant(tx, merchant.id, {
      state: merchant.stateBeforeFreeze ?? AccountState.Normal,
      frozenReason: null,
      stateBeforeFreeze: null,
    });
    await auditOperator(tx, auth, client, {
      merchantId: merchant.id,
      action: 'merchant.unfreeze',
      target: `merchant:${merchant.merNo}`,
      before: freezeView(merchant),
      after: freezeView(updated!),
    });
    return detailOf(tx, merchant.id);
  });
