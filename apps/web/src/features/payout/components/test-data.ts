// What the payout area's screen tests answer: payees, prices, orders, records, approval rules and
// batches (their checks and details) shaped as the server gives them (typed by contracts), the
// payment confirmation's requirements, and choosing an option of an antd select.
import {
  DEFAULT_SERVICE_HOURS,
  FeeType,
  OrderState,
  PayoutType,
  type ApprovalPolicy,
  type BatchCheck,
  type BatchCheckRow,
  type DownloadRecord,
  type Payee,
  type PayeeDetail,
  type PayoutOrder,
  type PayoutBatch,
  type PayoutPrice,
  type PayoutRow,
} from '@tradebridge/contracts';
import {
  DE_ACCOUNT_FIELDS,
  exportRecordOf,
  HK_CARD_FIELDS,
  payeeOf,
  SUPPLIER_ID,
} from '../../../test/fixtures.ts';
import { PAY_PASSWORD_ONLY } from '../../../test/payment-requirements.ts';

export const CARD_ID = '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0012';
export const ACCOUNT_ID = '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0013';
export const FILE_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

export { payeeOf, SUPPLIER_ID };

/** An approved supplier's US bank account, paid in USD. */
export const SUPPLIER = payeeOf();
/** An approved Visa card of a service provider, paid in HKD. */
export const CARD = payeeOf({ ...HK_CARD_FIELDS, id: CARD_ID });
/** The merchant's own approved withdrawal account in Germany, paid in EUR. */
export const ACCOUNT = payeeOf({ ...DE_ACCOUNT_FIELDS, id: ACCOUNT_ID });

/** A payee's detail as payee/detail.json answers it, with its usual purpose. */
export const payeeDetailOf = (payee: Payee, purpose = 'products'): PayeeDetail => ({
  ...payee,
  form: { purpose, remarks: '' },
  scheme: payee.method === 'card' ? null : 'aba',
  history: [],
  actions: ['pay', 'edit', 'delete'],
});

export const priceOf = (overrides: Partial<PayoutPrice> = {}): PayoutPrice => ({
  type: PayoutType.Transfer,
  currency: 'USD',
  amount: '1250.75',
  fee: '15.00',
  total: '1265.75',
  feeType: FeeType.Payment,
  available: '125000.00',
  serviceOpen: true,
  nextServiceAt: null,
  sameDay: false,
  approvalsNeeded: 0,
  serviceHours: DEFAULT_SERVICE_HOURS,
  quota: null,
  ...overrides,
});

export const ORDER_NO = 'PO202611250001';

export const payoutOf = (overrides: Partial<PayoutOrder> = {}): PayoutOrder => ({
  orderNo: ORDER_NO,
  batchNo: null,
  type: PayoutType.Transfer,
  state: OrderState.PendingReview,
  currency: 'USD',
  amount: '1250.75',
  fee: '15.00',
  total: '1265.75',
  payee: {
    id: SUPPLIER_ID,
    name: 'Evergreen Components Inc',
    method: 'bank',
    country: 'US',
    bankName: 'JPMorgan Chase Bank',
    accountTail: '•••• 6789',
  },
  purpose: 'products',
  explanation: 'Deposit for order 118',
  postscript: 'INVOICE 2026-118',
  proofFiles: [],
  createdBy: 'Demo Admin',
  createdAt: '2026-11-25T02:00:00.000Z',
  approvalsNeeded: 0,
  approvals: [],
  waitingFor: 'review',
  nextServiceAt: null,
  sameDay: false,
  reason: null,
  failureCode: null,
  sentAt: null,
  settledAt: null,
  history: [
    {
      at: '2026-11-25T02:00:00.000Z',
      action: 'submitted',
      state: OrderState.PendingReview,
      actor: 'Demo Admin',
      note: null,
    },
  ],
  actions: [],
  ...overrides,
});

/** An order as the records list it (no approvals nor history). */
export const rowOf = (overrides: Partial<PayoutOrder> = {}): PayoutRow => {
  const {
    history: _history,
    approvals: _approvals,
    proofFiles: _proofFiles,
    actions: _actions,
    ...row
  } = payoutOf(overrides);
  return row;
};

/** A paid order, with its receipt and the bank's proof. */
export const PAID = payoutOf({
  state: OrderState.PaymentSuccess,
  waitingFor: null,
  sentAt: '2026-11-25T03:00:00.000Z',
  settledAt: '2026-11-25T05:00:00.000Z',
  actions: ['receipt', 'proof'],
});

export const policyOf = (overrides: Partial<ApprovalPolicy> = {}): ApprovalPolicy => ({
  approvers: [],
  bands: [],
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

export const downloadRecordOf = (report: DownloadRecord['report']) => exportRecordOf(report);

/** The payment confirmation asks for the payment password only. */
export const REQUIREMENTS = PAY_PASSWORD_ONLY;

export { chooseOption } from '../../../test/form.ts';

// ——— Batches ———

export const BATCH_NO = 'PB202611250001';

export const checkRowOf = (overrides: Partial<BatchCheckRow> = {}): BatchCheckRow => ({
  row: 1,
  payeeName: 'Evergreen Components Inc',
  accountTail: '•••• 6789',
  newPayee: false,
  amount: '1000.00',
  fee: '15.00',
  purpose: 'products',
  quotaUsd: null,
  valid: true,
  problems: [],
  ...overrides,
});

export const batchCheckOf = (overrides: Partial<BatchCheck> = {}): BatchCheck => ({
  currency: 'USD',
  rows: [checkRowOf()],
  count: 1,
  validCount: 1,
  rowsTotal: '1000.00',
  amount: '1000.00',
  fee: '15.00',
  total: '1015.00',
  entered: null,
  countConsistent: null,
  totalConsistent: null,
  approvalsNeeded: 0,
  quota: null,
  timing: { available: '125000.00', serviceOpen: true, nextServiceAt: null },
  ...overrides,
});

export const batchOf = (overrides: Partial<PayoutBatch> = {}): PayoutBatch => ({
  batchNo: BATCH_NO,
  source: 'file',
  currency: 'USD',
  count: 2,
  amount: '2500.00',
  fee: '30.00',
  total: '2530.00',
  entered: { count: 3, total: '2600.00' },
  rowsCount: 3,
  rowsTotal: '2650.00',
  countConsistent: true,
  totalConsistent: false,
  skipped: 1,
  approvalsNeeded: 1,
  createdBy: 'Mia Member',
  createdAt: '2026-11-25T02:00:00.000Z',
  states: [
    { state: OrderState.PendingSecondReview, count: 1 },
    { state: OrderState.PaymentSuccess, count: 1 },
  ],
  paid: '1500.00',
  returned: '0.00',
  waitingForMe: 0,
  orders: [
    rowOf({
      orderNo: 'PO202611250011',
      batchNo: BATCH_NO,
      state: OrderState.PendingSecondReview,
      amount: '1000.00',
      total: '1015.00',
      waitingFor: 'approvers',
      approvalsNeeded: 1,
    }),
    rowOf({
      orderNo: 'PO202611250012',
      batchNo: BATCH_NO,
      state: OrderState.PaymentSuccess,
      amount: '1500.00',
      total: '1515.00',
      waitingFor: null,
      payee: {
        id: CARD_ID,
        name: 'Lumen Logistics Ltd',
        method: 'bank',
        country: 'HK',
        bankName: 'HSBC',
        accountTail: '•••• 4410',
      },
    }),
  ],
  ...overrides,
});
