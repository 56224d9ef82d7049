// Trade contracts and trade orders (issue 17, spec /contract): the proof of what a payment is for.
// A contract is reviewed by an operator; goods orders sit under it, typed or imported from an
// XLSX template; orders are associated with collections to cover them. ADR 0020.
import { z } from 'zod';
import { GoodsType, LIMITS, TradeType } from './constants.ts';
import { minorUnits, type Currency } from './currencies.ts';
import { pageFields, zPage } from './envelope.ts';
import {
  amountProblem,
  amountReason,
  refineAmounts,
  scaledToString,
  zAmount,
  zCurrency,
} from './money.ts';
import { operationsOf } from './operation.ts';
import { ZStoryEvent } from './review.ts';
import type { Edge } from './state-edges.ts';
import { CollectionState, ContractState, ShipmentState, zCodeOf } from './states.ts';

/**
 * A contract's way (spec §4 trade contract 0–3): submitted for review, approved (effective) or
 * refused; a refused contract is corrected and sent again; a contract is deleted by the merchant
 * unless one of its orders covers a collection.
 */
export const CONTRACT_EDGES: readonly Edge<ContractState>[] = [
  { from: ContractState.UnderReview, to: ContractState.Effective, by: 'approved' },
  { from: ContractState.UnderReview, to: ContractState.Rejected, by: 'rejected' },
  { from: ContractState.Rejected, to: ContractState.UnderReview, by: 'resubmitted' },
  { from: ContractState.UnderReview, to: ContractState.Deleted, by: 'deleted' },
  { from: ContractState.Rejected, to: ContractState.Deleted, by: 'deleted' },
  { from: ContractState.Effective, to: ContractState.Deleted, by: 'deleted' },
];

/** What kind of agreement the contract file is (spec §3 "contract type"). */
export const ContractType = { Sales: 'sales', Framework: 'framework', Service: 'service' } as const;
export type ContractType = (typeof ContractType)[keyof typeof ContractType];
const zContractType = z.enum([ContractType.Sales, ContractType.Framework, ContractType.Service]);

/**
 * The collections orders may be associated with: every state but the final refusals (a rejected,
 * cancelled, failed or pre-check-failed collection has nothing left to prove).
 */
export const ASSOCIABLE_COLLECTION_STATES: readonly CollectionState[] = [
  CollectionState.AwaitingMaterials,
  CollectionState.PendingReview,
  CollectionState.PendingSecondReview,
  CollectionState.PendingMaterialsReview,
  CollectionState.PendingComplianceReview,
  CollectionState.PendingBankReview,
  CollectionState.BeingCredited,
  CollectionState.Credited,
];

/** Orders per import file (the bench imports 5,000). */
export const ORDER_IMPORT_MAX_ROWS = 10_000;
/** A quantity: a positive decimal of at most 3 decimals (pieces, kilograms, metres). */
export const QUANTITY_SCALE = 3;
/** A unit price: at most 4 decimals, whatever the currency (a screw may cost 0.0125). */
export const UNIT_PRICE_SCALE = 4;
const MAX_QUANTITY = 10n ** 9n;
/** A trillion per unit: more is a typing error, and the stored ×10⁴ integer stays in a bigint. */
const MAX_UNIT_PRICE = 10n ** 12n;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const scaled = (value: string, scale: number): bigint | null => {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole + fraction.padEnd(scale, '0'));
};

/**
 * Quantity × unit price at the currency's scale, exactly, or null when the product needs more
 * decimals than the currency has (or an input is not a valid decimal): no rounding of money.
 */
export const orderTotalOf = (
  quantity: string,
  unitPrice: string,
  currency: Currency,
): string | null => {
  const q = scaled(quantity, QUANTITY_SCALE);
  const p = scaled(unitPrice, UNIT_PRICE_SCALE);
  if (q === null || p === null) return null;
  const product = q * p; // scaled by 10^(3 + 4)
  const drop = 10n ** BigInt(QUANTITY_SCALE + UNIT_PRICE_SCALE - minorUnits(currency));
  if (product % drop !== 0n) return null;
  return scaledToString(product / drop, minorUnits(currency));
};

const zText = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
const zOptionalText = (max: number) => z.string().trim().max(max).default('');
const zCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { error: 'countryCode' });
const zDecimalIn = (scale: number, reason: string) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .refine(
      (value) => {
        const v = scaled(value, scale);
        return v !== null && v > 0n;
      },
      { error: reason },
    );

/**
 * One goods order as typed or as a row of the import file. Its currency is the contract's, so the
 * total's rule (decimals of the currency, quantity × unit price exactly) is `orderRowProblems`.
 */
export const ZOrderFields = z.object({
  orderNo: zText(64),
  name: zText(200),
  description: zOptionalText(500),
  /** Country of origin. */
  origin: zCountryCode,
  category: z.enum(Object.values(GoodsType) as [GoodsType, ...GoodsType[]], { error: 'required' }),
  quantity: zDecimalIn(QUANTITY_SCALE, 'quantityInvalid').refine(
    (value) => (scaled(value, QUANTITY_SCALE) ?? 0n) <= MAX_QUANTITY * 10n ** 3n,
    { error: 'quantityInvalid' },
  ),
  unitPrice: zDecimalIn(UNIT_PRICE_SCALE, 'unitPriceInvalid').refine(
    (value) => (scaled(value, UNIT_PRICE_SCALE) ?? 0n) <= MAX_UNIT_PRICE * 10n ** 4n,
    { error: 'unitPriceInvalid' },
  ),
  total: zAmount,
  logisticsProvider: zOptionalText(100),
  trackingNumber: zOptionalText(64),
  payer: zText(140),
  /** When the order was placed (spec "order occurrence time"), not in the future. */
  orderedAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }),
  shipment: zCodeOf(ShipmentState),
});
export type OrderFields = z.input<typeof ZOrderFields>;

/** The rules an order's amounts follow in its contract's currency: [field, reason] pairs. */
export const orderRowProblems = (
  row: Pick<OrderFields, 'quantity' | 'unitPrice' | 'total'>,
  currency: Currency,
): [field: 'total', reason: string][] => {
  const problem = amountProblem(row.total, currency);
  if (problem) return [['total', amountReason(problem)]];
  const exact = orderTotalOf(row.quantity, row.unitPrice, currency);
  if (
    exact === null ||
    scaled(exact, minorUnits(currency)) !== scaled(row.total, minorUnits(currency))
  )
    return [['total', exact === null ? 'totalNotExact' : `totalMismatch:${exact}`]];
  return [];
};

const contractFields = {
  contractNo: zText(LIMITS.contractNumberMaxLength),
  buyerName: zText(140),
  buyerCountry: zCountryCode,
  tradeType: zCodeOf(TradeType),
  contractType: zContractType,
  /** The countries the goods or services move between (at least the buyer's). */
  tradingCountries: z.array(zCountryCode).min(1, { error: 'required' }).max(20),
  /** The party on the merchant's side that signed (the seller's legal name). */
  tradingParty: zText(140),
  currency: zCurrency,
  /** The contract's value. */
  amount: zAmount,
  /** The validity period (spec §5: must be selected, and cover today). */
  validFrom: z.iso.date({ error: 'required' }),
  validTo: z.iso.date({ error: 'required' }),
  /** The signed contract (PDF or image, judged by content). */
  contractFileId: z.uuid({ error: 'required' }),
  /** A proforma invoice comes with the contract: then its file is required (spec §5). */
  hasPi: z.boolean().default(false),
  piFileId: z.uuid().optional(),
};

const refineContract = (
  value: {
    validFrom: string;
    validTo: string;
    hasPi: boolean;
    piFileId?: string | undefined;
    currency: Currency;
    amount: string;
  },
  ctx: z.RefinementCtx,
) => {
  refineAmounts('amount')(value, ctx);
  if (value.validFrom > value.validTo)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'dateRangeReversed' });
  if (value.hasPi && !value.piFileId)
    ctx.addIssue({ code: 'custom', path: ['piFileId'], message: 'required' });
};

export const ZAddContractRequest = z.object(contractFields).superRefine(refineContract);
export type AddContractRequest = z.input<typeof ZAddContractRequest>;
export const ZEditContractRequest = z
  .object({ contractId: z.uuid(), version: z.number().int().min(0), ...contractFields })
  .superRefine(refineContract);
export type EditContractRequest = z.input<typeof ZEditContractRequest>;
export const ZContractIdRequest = z.object({ contractId: z.uuid() });
export const ZContractVersionRequest = ZContractIdRequest.extend({
  version: z.number().int().min(0),
});

export const ZContractFile = z.object({ fileId: z.string(), name: z.string(), mime: z.string() });
export const ZContractEvent = ZStoryEvent;

export const ZContract = z.object({
  id: z.string(),
  version: z.number().int(),
  /** Our record number of the contract (spec §3 "record number"). */
  recordNo: z.string(),
  contractNo: z.string(),
  buyerName: z.string(),
  buyerCountry: z.string(),
  tradeType: zCodeOf(TradeType),
  contractType: zContractType,
  tradingCountries: z.array(z.string()),
  tradingParty: z.string(),
  currency: zCurrency,
  amount: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  contractFile: ZContractFile,
  hasPi: z.boolean(),
  piFile: ZContractFile.nullable(),
  state: zCodeOf(ContractState),
  reason: z.string().nullable(),
  /** Orders under the contract and their total (in the contract's currency). */
  orderCount: z.number().int(),
  orderTotal: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof ZContract>;
export const ContractAction = {
  Edit: 'edit',
  Delete: 'delete',
  AddOrders: 'addOrders',
} as const;
export type ContractAction = (typeof ContractAction)[keyof typeof ContractAction];
export const ZContractDetail = ZContract.extend({
  history: z.array(ZContractEvent),
  actions: z.array(z.enum(Object.values(ContractAction) as [ContractAction])),
});
export type ContractDetail = z.infer<typeof ZContractDetail>;
export const ZContractPage = zPage(ZContract);
export type ContractPage = z.infer<typeof ZContractPage>;
export const ZContractListQuery = z.object({
  state: zCodeOf(ContractState).optional(),
  tradeType: zCodeOf(TradeType).optional(),
  currency: zCurrency.optional(),
  /** Part of the contract number or the buyer's name. */
  keyword: z.string().trim().max(100).optional(),
  ...pageFields,
});
export type ContractListQuery = z.input<typeof ZContractListQuery>;

// ——— Orders ———

export const ZOrder = z.object({
  id: z.string(),
  version: z.number().int(),
  contractId: z.string(),
  contractNo: z.string(),
  currency: zCurrency,
  orderNo: z.string(),
  name: z.string(),
  description: z.string(),
  origin: z.string(),
  category: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  total: z.string(),
  logisticsProvider: z.string(),
  trackingNumber: z.string(),
  payer: z.string(),
  orderedAt: z.string(),
  shipment: zCodeOf(ShipmentState),
  /** What of the total covers collections already, and what is left to associate. */
  associated: z.string(),
  remaining: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrderPage = zPage(ZOrder);
export type OrderPage = z.infer<typeof ZOrderPage>;
export const ZOrderListQuery = z.object({
  contractId: z.uuid().optional(),
  currency: zCurrency.optional(),
  shipment: zCodeOf(ShipmentState).optional(),
  /** Part of the order number, the goods' name or the payer. */
  keyword: z.string().trim().max(100).optional(),
  /** Only orders with something left to associate (the association picker). */
  open: z.boolean().optional(),
  ...pageFields,
});
export type OrderListQuery = z.input<typeof ZOrderListQuery>;
export const ZAddOrderRequest = ZOrderFields.extend({ contractId: z.uuid() });
export type AddOrderRequest = z.input<typeof ZAddOrderRequest>;
export const ZEditOrderRequest = ZOrderFields.extend({
  orderId: z.uuid(),
  version: z.number().int().min(0),
});
export type EditOrderRequest = z.input<typeof ZEditOrderRequest>;
export const ZOrderVersionRequest = z.object({
  orderId: z.uuid(),
  version: z.number().int().min(0),
});

// ——— Import from the XLSX template ———

export const ZImportRequest = z.object({ contractId: z.uuid(), fileId: z.uuid() });
export type ImportRequest = z.input<typeof ZImportRequest>;
export const ZImportProblem = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ZImportProblem>;
export const ZImportCheck = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The total of the valid rows, in the contract's currency. */
  validTotal: z.string(),
  /** The first problems (at most 200; the error file has them all). */
  problems: z.array(ZImportProblem),
});
export type ImportCheck = z.infer<typeof ZImportCheck>;
export const ZImportCommitRequest = ZImportRequest.extend({
  /** Import the valid rows although some are not (the user chose to). */
  skipInvalid: z.boolean().default(false),
});
export type ImportCommitRequest = z.input<typeof ZImportCommitRequest>;
export const ZImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  total: z.string(),
});
export type ImportResult = z.infer<typeof ZImportResult>;

// ——— Association with collections ———

export const ZAssociateRequest = z.object({
  collectionId: z.uuid(),
  orderIds: z
    .array(z.uuid())
    .min(1, { error: 'orderRequired' })
    .max(200)
    .transform((ids) => [...new Set(ids)]),
});
export type AssociateRequest = z.input<typeof ZAssociateRequest>;
export const ZCollectionIdQuery = z.object({ collectionId: z.uuid() });
/** An order's part in covering a collection. */
export const ZAssociation = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  contractId: z.string(),
  contractNo: z.string(),
  name: z.string(),
  currency: zCurrency,
  /** What of the order covers this collection. */
  amount: z.string(),
  associatedAt: z.string(),
});
export type Association = z.infer<typeof ZAssociation>;
export const ZAssociations = z.object({
  collectionId: z.string(),
  currency: zCurrency,
  amount: z.string(),
  covered: z.string(),
  list: z.array(ZAssociation),
});
export type Associations = z.infer<typeof ZAssociations>;

// ——— Console ———

export const ContractQueue = { Review: 'review', All: 'all' } as const;
export type ContractQueue = (typeof ContractQueue)[keyof typeof ContractQueue];
export const ZOpsContractListQuery = ZContractListQuery.extend({
  queue: z.enum([ContractQueue.Review, ContractQueue.All]).default('all'),
  merchantId: z.uuid().optional(),
});
export type OpsContractListQuery = z.input<typeof ZOpsContractListQuery>;
export const ZOpsContract = ZContract.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
});
export const ZOpsContractPage = zPage(ZOpsContract);
export type OpsContractPage = z.infer<typeof ZOpsContractPage>;
export const ZOpsContractDetail = ZOpsContract.extend({
  history: z.array(ZContractEvent),
  actions: z.array(z.enum(['approve', 'reject'])),
});
export type OpsContractDetail = z.infer<typeof ZOpsContractDetail>;
export const ZContractRejectRequest = ZContractVersionRequest.extend({ reason: zText(500) });
export const ZContractFileRequest = z.object({ contractId: z.uuid(), fileId: z.uuid() });

const VIEW = { kind: 'user', permission: 'contract:view' } as const;
const OPERATE = { kind: 'user', permission: 'contract:operate' } as const;
const REVIEWERS = { kind: 'operator', permission: 'reviewContracts' } as const;

const mer = operationsOf('mer', 'contract');
const ops = operationsOf('ops', 'contract');

export const contractApi = {
  list: mer({
    path: 'contract/list.json',
    summary: 'My trade contracts with their review state and orders',
    request: ZContractListQuery,
    result: ZContractPage,
    access: VIEW,
  }),
  get: mer({
    path: 'contract/detail.json',
    summary: 'One contract: its fields, files, story and what may be done',
    request: ZContractIdRequest,
    result: ZContractDetail,
    access: VIEW,
  }),
  add: mer({
    path: 'contract/add.json',
    summary: 'Submit a contract for review (in force today, files judged by content)',
    request: ZAddContractRequest,
    result: ZContractDetail,
    idempotent: true,
    access: OPERATE,
  }),
  edit: mer({
    path: 'contract/edit.json',
    summary: 'Correct a contract under review or refused: it is reviewed (again)',
    request: ZEditContractRequest,
    result: ZContractDetail,
    access: OPERATE,
  }),
  remove: mer({
    path: 'contract/delete.json',
    summary: 'Delete a contract none of whose orders covers a collection',
    request: ZContractVersionRequest,
    result: ZContractDetail,
    access: OPERATE,
  }),
  file: mer({
    path: 'contract/file.json',
    summary: 'A contract’s file (the contract or the PI), shown inline',
    request: ZContractFileRequest,
    result: 'file',
    access: VIEW,
  }),
  listOrders: mer({
    path: 'contract/orders.json',
    summary: 'Trade orders, of one contract or all, with what is left to associate',
    request: ZOrderListQuery,
    result: ZOrderPage,
    access: VIEW,
  }),
  addOrder: mer({
    path: 'contract/addOrder.json',
    summary: 'Add a goods order to a contract (total = quantity × unit price exactly)',
    request: ZAddOrderRequest,
    result: ZOrder,
    idempotent: true,
    access: OPERATE,
  }),
  editOrder: mer({
    path: 'contract/editOrder.json',
    summary: 'Change an order not yet associated with a collection',
    request: ZEditOrderRequest,
    result: ZOrder,
    access: OPERATE,
  }),
  deleteOrder: mer({
    path: 'contract/deleteOrder.json',
    summary: 'Delete an order not yet associated with a collection',
    request: ZOrderVersionRequest,
    result: ZOrder,
    access: OPERATE,
  }),
  orderTemplate: mer({
    path: 'contract/orderTemplate.json',
    summary: 'The XLSX template of the order import, in the caller’s language',
    result: 'file',
    access: VIEW,
  }),
  checkImport: mer({
    path: 'contract/importCheck.json',
    summary: 'Check an uploaded order file row by row (nothing is written)',
    request: ZImportRequest,
    result: ZImportCheck,
    access: OPERATE,
  }),
  importErrors: mer({
    path: 'contract/importErrors.json',
    summary: 'The uploaded order file with each bad row’s reasons in a last column (XLSX)',
    request: ZImportRequest,
    result: 'file',
    access: OPERATE,
  }),
  importOrders: mer({
    path: 'contract/import.json',
    summary: 'Import an order file: all rows, or the valid ones if the user chose so',
    request: ZImportCommitRequest,
    result: ZImportResult,
    idempotent: true,
    access: OPERATE,
  }),
  associate: mer({
    path: 'contract/associate.json',
    summary: 'Associate orders with a collection (same currency, totals covering it)',
    request: ZAssociateRequest,
    result: ZAssociations,
    idempotent: true,
    access: OPERATE,
  }),
  associations: mer({
    path: 'contract/associations.json',
    summary: 'The orders associated with a collection',
    request: ZCollectionIdQuery,
    result: ZAssociations,
    access: VIEW,
  }),
  opsList: ops({
    path: 'contract/list.json',
    summary: 'Trade contracts of every merchant, the review queue first',
    request: ZOpsContractListQuery,
    result: ZOpsContractPage,
    access: REVIEWERS,
  }),
  opsGet: ops({
    path: 'contract/detail.json',
    summary: 'One contract with its merchant, story and the decisions open',
    request: ZContractIdRequest,
    result: ZOpsContractDetail,
    access: REVIEWERS,
  }),
  opsOrders: ops({
    path: 'contract/orders.json',
    summary: 'The orders of a contract',
    request: ZOrderListQuery.extend({ contractId: z.uuid() }),
    result: ZOrderPage,
    access: REVIEWERS,
  }),
  opsFile: ops({
    path: 'contract/file.json',
    summary: 'A contract’s file, shown inline',
    request: ZContractFileRequest,
    result: 'file',
    access: REVIEWERS,
  }),
  opsAssociations: ops({
    path: 'contract/associations.json',
    summary: 'The orders associated with a collection (for its review)',
    request: ZCollectionIdQuery,
    result: ZAssociations,
    access: { kind: 'operator', permission: 'viewCollections' },
  }),
  approve: ops({
    path: 'contract/approve.json',
    summary: 'Approve a contract under review (effective)',
    request: ZContractVersionRequest,
    result: ZOpsContractDetail,
    access: REVIEWERS,
  }),
  reject: ops({
    path: 'contract/reject.json',
    summary: 'Refuse a contract with a reason (the merchant may correct and resubmit)',
    request: ZContractRejectRequest,
    result: ZOpsContractDetail,
    access: REVIEWERS,
  }),
};
