// Goods orders under a contract, typed one by one. The currency is the contract's; the total must
// be quantity × unit price exactly at the currency's scale (contracts' orderRowProblems, the same
// rule the import applies to each row); order numbers are unique for the merchant. An order that
// covers a collection no longer changes.
import {
  ContractState,
  orderRowProblems,
  QUANTITY_SCALE,
  UNIT_PRICE_SCALE,
  toMinor,
  ZOrderListQuery,
  type Currency,
  type OrderFields,
  type OrderListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageFrom } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { atVersion } from '../../../platform/review.ts';
import {
  deleteOrderRow,
  findContract,
  insertOrders,
  listOrders,
  lockContract,
  lockOrder,
  takenOrderNos,
  updateOrder,
  type ContractRow,
  type NewOrder,
} from './repository.ts';
import { orderView } from './views.ts';

/** Scaled integer of a decimal the schema has checked (at most `scale` decimals). */
const scaledOf = (value: string, scale: number) => {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
};

/** The currency rules of one order: [field, reason] pairs, none when it may be written. */
export const orderProblems = (fields: OrderFields, currency: Currency) => {
  const problems: [string, string][] = [...orderRowProblems(fields, currency)];
  if (Date.parse(fields.orderedAt) > Date.now() + 5 * 60_000)
    problems.push(['orderedAt', 'dateNotInFuture']);
  return problems;
};

/** An order's columns (its fields checked by the schema and `orderProblems`). */
export const orderColumnsOf = (
  fields: OrderFields,
  contract: Pick<ContractRow, 'id' | 'merchantId' | 'currency'>,
): NewOrder => ({
  merchantId: contract.merchantId,
  contractId: contract.id,
  orderNo: fields.orderNo,
  name: fields.name,
  description: fields.description ?? '',
  origin: fields.origin,
  category: fields.category,
  quantity: scaledOf(fields.quantity, QUANTITY_SCALE),
  unitPrice: scaledOf(fields.unitPrice, UNIT_PRICE_SCALE),
  currency: contract.currency,
  total: toMinor(fields.total, contract.currency as Currency),
  logisticsProvider: fields.logisticsProvider ?? '',
  trackingNumber: fields.trackingNumber ?? '',
  payer: fields.payer,
  orderedAt: new Date(fields.orderedAt),
  shipment: fields.shipment,
});

/** Orders are added to a contract under review or effective. */
export const assertTakesOrders = (row: ContractRow | undefined) => {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state !== ContractState.UnderReview && row.state !== ContractState.Effective)
    throw new AppError('CONTRACT_STATE');
  return row;
};

const assertFields = (fields: OrderFields, currency: Currency) => {
  const [problem] = orderProblems(fields, currency);
  if (problem) throw new FieldError(problem[0], problem[1]);
};

/** The merchant's order, locked, at the version looked at, and covering no collection yet. */
const lockChangeableOrder = async (
  db: DbOrTx,
  user: UserAuth,
  input: { orderId: string; version: number },
) => {
  const row = atVersion(
    await lockOrder(db, input.orderId, user.merchantId),
    input.version,
    'CONTRACT_CHANGED',
  );
  if (row.associated > 0n) throw new AppError('ORDER_ASSOCIATED');
  return row;
};

export const listMyOrders = async (
  deps: Deps,
  merchantId: string | undefined,
  query: OrderListQuery,
) => {
  const q = ZOrderListQuery.parse(query);
  return pageFrom(
    q,
    (window) =>
      listOrders(
        deps.db,
        {
          merchantId,
          contractId: q.contractId,
          currency: q.currency,
          shipment: q.shipment,
          keyword: q.keyword,
          open: q.open,
        },
        window,
      ),
    (r) => orderView(r.order, r.contractNo),
  );
};

export const addOrder = async (
  deps: Deps,
  user: UserAuth,
  input: OrderFields & { contractId: string },
  idempotency: Idempotency,
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const contract = assertTakesOrders(await lockContract(tx, input.contractId, user.merchantId));
    assertFields(input, contract.currency as Currency);
    if ((await takenOrderNos(tx, user.merchantId, [input.orderNo])).size > 0)
      throw new FieldError('orderNo', 'orderNoTaken');
    const [row] = await insertOrders(tx, [orderColumnsOf(input, contract)]);
    if (!row) throw new FieldError('orderNo', 'orderNoTaken');
    await auditUser(tx, user, client, {
      action: 'contract.addOrder',
      target: `contract:${contract.id}`,
      after: { orderId: row.id, orderNo: row.orderNo, total: row.total.toString() },
    });
    const answer = orderView(row, contract.contractNo);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });

export const editOrder = async (
  deps: Deps,
  user: UserAuth,
  input: OrderFields & { orderId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockChangeableOrder(tx, user, input);
    const contract = assertTakesOrders(await findContract(tx, row.contractId));
    assertFields(input, contract.currency as Currency);
    if (
      input.orderNo !== row.orderNo &&
      (await takenOrderNos(tx, user.merchantId, [input.orderNo])).size > 0
    )
      throw new FieldError('orderNo', 'orderNoTaken');
    const { merchantId: _m, contractId: _c, ...columns } = orderColumnsOf(input, contract);
    const updated = await updateOrder(tx, row, columns);
    await auditUser(tx, user, client, {
      action: 'contract.editOrder',
      target: `contract:${contract.id}`,
      before: { orderId: row.id, orderNo: row.orderNo, total: row.total.toString() },
      after: { orderNo: updated.orderNo, total: updated.total.toString() },
    });
    return orderView(updated, contract.contractNo);
  });

export const deleteOrder = async (
  deps: Deps,
  user: UserAuth,
  input: { orderId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockChangeableOrder(tx, user, input);
    const contract = (await findContract(tx, row.contractId))!;
    await deleteOrderRow(tx, row.id);
    await auditUser(tx, user, client, {
      action: 'contract.deleteOrder',
      target: `contract:${contract.id}`,
      before: { orderId: row.id, orderNo: row.orderNo, total: row.total.toString() },
    });
    return orderView(row, contract.contractNo);
  });
