// Collection accounts: the merchant applies by usage type (certified merchants only: the route's
// needsCertification), corrects and resubmits a refused application, names an account; the
// operator approves — the sandbox bank then issues the details per currency — or refuses with a
// reason. Every move follows COLLECTION_ACCOUNT_EDGES, is on the account's story and audited;
// a decision sends the merchant's main user the "account opening result" notification.
import {
  AccountCategory,
  CapitalAccountType,
  COLLECTION_ACCOUNT_EDGES,
  NotificationKind,
  ShopState,
  accountApplicationState,
  ZAccountListQuery,
  ZApplyAccountRequest,
  type AccountListQuery,
  type CollectionAccountDetail,
  type Currency,
  type OpsCollectionAccount,
  type ResubmitAccountRequest,
} from '@tradebridge/contracts';

import { storyEventView } from '../../../platform/story.ts';

import type { DbOrTx } from '../../../platform/db/client.ts';

import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';

import type { Client, Deps } from '../../../platform/deps.ts';

import { orNotFound } from '../../../platform/errors.ts';

import type { OperatorAuth, UserAuth } from '../../../platform/http/auth.ts';
import { auditOperator, auditUser } from '../../../platform/http/audited.ts';

import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';

import { assertMove, atVersion } from '../../../platform/review.ts';

import { merchantBalances } from '../../core/ledger/index.ts';

import { findMerchant } from '../../core/merchants/index.ts';

import { notifyMainUser } from '../../services/notice/index.ts';

import {
  accountEventsOf,
  detailsOf,
  findAccount,
  findMerchantOfAccount,
  heldByAccount,
  insertAccount,
  insertAccountEvent,
  insertDetails,
  listAccounts,
  lockAccount,
  updateAccount,
  type AccountRow,
} from './repository/index.ts';

import { accountView, detailView } from './views.ts';

type Apply = ReturnType<typeof ZApplyAccountRequest.parse>;

/** A CNY account of a merchant registered outside mainland China is a non-resident (NRA) one. */
const categoryOf = (currencies: readonly string[], country: string | null) =>
  currencies.includes('CNY') && country !== 'CN' ? AccountCategory.Nra : AccountCategory.Bank;

/** The account with its details, the merchant's balance and what the account holds back. */
const detailOf = async (db: DbOrTx, row: AccountRow): Promise<CollectionAccountDetail> => {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const details = await detailsOf(db, [row.id]);
  const balances = await merchantBalances(db, row.merchantId);
  const held = await heldByAccount(db, row.id);
  const events = await accountEventsOf(db, row.id);
  const available = (currency: string) =>
    balances.find((b) => b.currency === currency && b.type === CapitalAccountType.Available)
      ?.balance ?? 0n;
  return {
    ...accountView(
      row,
      details.map((d) => detailView(d, available(d.currency), held.get(d.currency) ?? 0n)),
    ),
    history: events.map(storyEventView),
  };
};

export const listMyAccounts = async (deps: Deps, user: UserAuth, query: AccountListQuery) => {
  const q = ZAccountListQuery.parse(query);
  const { rows, total } = await listAccounts(
    deps.db,
    { merchantId: user.merchantId, state: q.state, currency: q.currency },
    rowWindowOf(q),
  );
  const accounts = rows.map((r) => r.account);
  const [details, balances] = await Promise.all([
    detailsOf(
      deps.db,
      accounts.map((a) => a.id),
    ),
    merchantBalances(deps.db, user.merchantId),
  ]);
  const held = await Promise.all(accounts.map((a) => heldByAccount(deps.db, a.id)));
  return pageOf(
    q,
    accounts.map((account, i) =>
      accountView(
        account,
        details
          .filter((d) => d.accountId === account.id)
          .map((d) =>
            detailView(
              d,
              balances.find(
                (b) => b.currency === d.currency && b.type === CapitalAccountType.Available,
              )?.balance ?? 0n,
              held[i]!.get(d.currency) ?? 0n,
            ),
          ),
      ),
    ),
    total,
  );
};

export const getMyAccount = async (deps: Deps, user: UserAuth, accountId: string) => {
  const row = orNotFound(await findAccount(deps.db, accountId, user.merchantId));
  return detailOf(deps.db, row);
};

export const applyForAccount = async (
  deps: Deps,
  user: UserAuth,
  input: Apply,
  idempotency: Idempotency,
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const merchant = (await findMerchant(tx, user.merchantId))!;
    // Shop authorization comes with shops (issue 17): until then no application waits for it.
    const state = accountApplicationState(false);
    const row = await insertAccount(tx, {
      merchantId: user.merchantId,
      usage: input.profile.usage,
      category: categoryOf(input.currencies, merchant.country),
      state,
      alias: input.alias,
      profile: input.profile,
      currencies: input.currencies,
    });
    await insertAccountEvent(tx, { accountId: row.id, action: 'applied', actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'collection.apply',
      target: `collectionAccount:${row.id}`,
      after: { usage: input.profile.usage, currencies: input.currencies },
    });
    const answer = await detailOf(tx, row);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });

export const resubmitAccount = async (
  deps: Deps,
  user: UserAuth,
  input: ResubmitAccountRequest,
  client: Client,
) => {
  const parsed = ZApplyAccountRequest.parse(input);
  return deps.db.transaction(async (tx) => {
    const row = atVersion(
      await lockAccount(tx, input.accountId, user.merchantId),
      input.version,
      'COLLECTION_CHANGED',
    );
    const edge = assertMove(
      COLLECTION_ACCOUNT_EDGES,
      row.state,
      ShopState.UnderReview,
      'COLLECTION_ACCOUNT_STATE',
    );
    const merchant = (await findMerchant(tx, user.merchantId))!;
    const updated = await updateAccount(tx, row, {
      state: ShopState.UnderReview,
      usage: parsed.profile.usage,
      category: categoryOf(parsed.currencies, merchant.country),
      profile: parsed.profile,
      currencies: parsed.currencies,
      alias: parsed.alias,
      reason: null,
      appliedAt: new Date(),
    });
    await insertAccountEvent(tx, { accountId: row.id, action: edge.by, actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'collection.resubmit',
      target: `collectionAccount:${row.id}`,
      before: { state: row.state, profile: row.profile, currencies: row.currencies },
      after: { state: updated.state, profile: parsed.profile, currencies: parsed.currencies },
    });
    return detailOf(tx, updated);
  });
};

export const setAlias = async (
  deps: Deps,
  user: UserAuth,
  input: { accountId: string; alias: string },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = orNotFound(await lockAccount(tx, input.accountId, user.merchantId));
    const updated = await updateAccount(tx, row, { alias: input.alias });
    await auditUser(tx, user, client, {
      action: 'collection.alias',
      target: `collectionAccount:${row.id}`,
      before: { alias: row.alias },
      after: { alias: input.alias },
    });
    return detailOf(tx, updated);
  });

// ——— Console ———

/** An application under review can be approved or refused; nothing else is decided here. */
const actionsOf = (state: number): OpsCollectionAccount['actions'] =>
  state === ShopState.UnderReview ? ['approve', 'reject'] : [];

const opsViewOf = async (db: DbOrTx, row: AccountRow): Promise<OpsCollectionAccount> => {
  const detail = await detailOf(db, row);
  const merchant = await findMerchantOfAccount(db, row.merchantId);
  return {
    ...detail,
    merchantId: row.merchantId,
    merNo: merchant.merNo,
    merchantName: merchant.name,
    actions: actionsOf(row.state),
  };
};

export const opsListAccounts = async (
  deps: Deps,
  query: AccountListQuery & { merchantId?: string | undefined },
) => {
  const q = ZAccountListQuery.parse(query);
  const { rows, total } = await listAccounts(
    deps.db,
    { merchantId: query.merchantId, state: q.state, currency: q.currency },
    rowWindowOf(q),
    true,
  );
  const details = await detailsOf(
    deps.db,
    rows.map((r) => r.account.id),
  );
  return pageOf(
    q,
    rows.map(({ account, merNo, merchantName }) => ({
      ...accountView(
        account,
        // The console's list shows the numbers, not balances (those are the merchant's).
        details.filter((d) => d.accountId === account.id).map((d) => detailView(d, 0n, 0n)),
      ),
      merchantId: account.merchantId,
      merNo,
      merchantName,
      actions: actionsOf(account.state),
    })),
    total,
  );
};

export const opsGetAccount = async (deps: Deps, accountId: string) => {
  const row = orNotFound(await findAccount(deps.db, accountId));
  return opsViewOf(deps.db, row);
};

type AccountDecision =
  | { kind: 'approve'; action: 'collection.approveAccount' }
  | { kind: 'reject'; action: 'collection.rejectAccount'; reason: string };

const decideAccount = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { accountId: string; version: number },
  decision: AccountDecision,
  client: Client,
) => {
  const notifications: string[] = [];
  const answer = await deps.db.transaction(async (tx) => {
    const row = atVersion(
      await lockAccount(tx, input.accountId),
      input.version,
      'COLLECTION_CHANGED',
    );
    const to = decision.kind === 'approve' ? ShopState.Effective : ShopState.NotApproved;
    const edge = assertMove(COLLECTION_ACCOUNT_EDGES, row.state, to, 'COLLECTION_ACCOUNT_STATE');
    const now = new Date();
    if (decision.kind === 'approve') {
      const merchant = (await findMerchant(tx, row.merchantId))!;
      await insertDetails(
        tx,
        (row.currencies as Currency[]).map((currency) => ({
          accountId: row.id,
          merchantId: row.merchantId,
          ...deps.rails.bank.issueAccountDetails(
            { id: row.id, holderName: merchant.name },
            currency,
          ),
        })),
      );
    }
    const updated = await updateAccount(tx, row, {
      state: to,
      reviewerId: operator.operatorId,
      reason: decision.kind === 'reject' ? decision.reason : null,
      ...(decision.kind === 'approve' ? { openedAt: now } : {}),
    });
    await insertAccountEvent(tx, {
      accountId: row.id,
      action: edge.by,
      actor: operator.operatorName,
      reason: decision.kind === 'reject' ? decision.reason : null,
    });
    await auditOperator(tx, operator, client, {
      merchantId: row.merchantId,
      action: decision.action,
      target: `collectionAccount:${row.id}`,
      before: { state: row.state },
      after: { state: to, ...(decision.kind === 'reject' ? { reason: decision.reason } : {}) },
    });
    const id = await notifyMainUser(deps, tx, {
      merchantId: row.merchantId,
      kind: NotificationKind.AccountOpening,
      params: {
        outcome: decision.kind === 'approve' ? 'collectionApprove' : 'collectionReject',
        alias: updated.alias || (updated.currencies as string[]).join(' / '),
        reason: decision.kind === 'reject' ? decision.reason : '',
      },
      dedupeKey: `collectionAccount:${row.id}:${row.version}`,
    });
    if (id) notifications.push(id);
    return opsViewOf(tx, updated);
  });
  deps.outbox.send(notifications);
  return answer;
};

export const approveAccount = (
  deps: Deps,
  operator: OperatorAuth,
  input: { accountId: string; version: number },
  client: Client,
) =>
  decideAccount(
    deps,
    operator,
    input,
    { kind: 'approve', action: 'collection.approveAccount' },
    client,
  );

export const rejectAccount = (
  deps: Deps,
  operator: OperatorAuth,
  input: { accountId: string; version: number; reason: string },
  client: Client,
) =>
  decideAccount(
    deps,
    operator,
    input,
    { kind: 'reject', action: 'collection.rejectAccount', reason: input.reason },
    client,
  );
