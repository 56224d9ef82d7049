// Typed payouts for the screens' tests: a transfer to a US supplier waiting for the platform's
// review (approved by one of the merchant's approvers first), a fast transfer the bank rejected, and
// list rows of them; a day of the rail with a settled, a rejected, an unanswered and a broken order;
// the default service hours. Each overridable.
import {
  DEFAULT_SERVICE_HOURS,
  type OpsPayoutOrder,
  type OpsPayoutPage,
  type Reconciliation,
  type ServiceHours,
} from '@tradebridge/contracts';
import { US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';
import { cardDetails } from '../../../test/payee-details.ts';

export const ORDER_NO = 'PO2026112500000001';
export const FAILED_NO = 'PO2026112400000007';
export const PAIN001 = 'TB20261124A1B2C3D4E5F60718';
export const PAIN002 = 'BK20261124STS0000000000001';

type PayoutRow = OpsPayoutPage['list'][number];

export const payoutRow = (overrides: Partial<PayoutRow> = {}): PayoutRow => ({
  orderNo: ORDER_NO,
  batchNo: null,
  type: 2,
  state: 1,
  currency: 'USD',
  amount: '12500.00',
  fee: '25.00',
  total: '12525.00',
  payee: {
    id: '00000000-0000-4000-8000-000000000e01',
    name: 'Evergreen Components Inc',
    method: 'bank',
    country: 'US',
    bankName: 'JPMorgan Chase Bank',
    accountTail: '•••• 6789',
  },
  purpose: 'products',
  explanation: 'Deposit for order 2026-118',
  postscript: 'INVOICE 2026-118',
  createdBy: 'Chen Jing',
  createdAt: '2026-11-25T02:00:00.000Z',
  approvalsNeeded: 1,
  waitingFor: 'review',
  nextServiceAt: null,
  sameDay: false,
  reason: null,
  failureCode: null,
  sentAt: null,
  settledAt: null,
  merNo: 'M100000001',
  merchantId: '00000000-0000-4000-8000-00000000a001',
  merchantName: 'Demo Trading',
  ...overrides,
});

export const payoutDetail = (overrides: Partial<OpsPayoutOrder> = {}): OpsPayoutOrder => ({
  ...payoutRow(),
  actions: [],
  proofFiles: [
    { id: '00000000-0000-4000-8000-000000000f01', name: 'invoice-2026-118.pdf' },
    { id: '00000000-0000-4000-8000-000000000f02', name: 'contract-evergreen.pdf' },
  ],
  approvals: [
    { userName: 'Wang Fang', decision: 'approve', reason: null, at: '2026-11-25T02:30:00.000Z' },
  ],
  history: [
    {
      at: '2026-11-25T02:00:00.000Z',
      action: 'submitted',
      state: 7,
      actor: 'Chen Jing',
      note: null,
    },
    {
      at: '2026-11-25T02:30:00.000Z',
      action: 'approved',
      state: 1,
      actor: 'Wang Fang',
      note: null,
    },
  ],
  payeeDetails: {
    ...US_SUPPLIER_PAYEE,
    accountNameEn: '',
    iban: '',
    branchName: '',
    swift: '',
    idType: null,
    idNumber: '',
    licenceNumber: '91-2345678',
    remarks: 'INVOICE 2026-118',
  },
  railMessageId: null,
  payeeInReview: false,
  ...overrides,
});

/** The fast transfer the bank rejected as both a list row and its page have it. */
const FAILED = {
  orderNo: FAILED_NO,
  type: 6,
  state: 18,
  currency: 'HKD',
  amount: '800.00',
  fee: '12.00',
  total: '812.00',
  payee: {
    id: '00000000-0000-4000-8000-000000000e03',
    name: 'CHAN TAI MAN',
    method: 'card',
    country: null,
    bankName: 'Hong Kong',
    accountTail: '•••• 1111',
  },
} satisfies Partial<PayoutRow> & Partial<OpsPayoutOrder>;

/** The failed fast transfer in the list: another merchant's, refunded, waiting for nothing. */
export const failedRow = (overrides: Partial<PayoutRow> = {}): PayoutRow =>
  payoutRow({
    ...FAILED,
    waitingFor: null,
    merNo: 'M100000002',
    merchantName: 'Pengda Lighting',
    createdAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  });

/** A fast transfer in HKD to a Visa card the bank rejected: failed, then refunded. */
export const failedDetail = (overrides: Partial<OpsPayoutOrder> = {}): OpsPayoutOrder =>
  payoutDetail({
    ...FAILED,
    purpose: 'logistics',
    explanation: '',
    postscript: '',
    proofFiles: [],
    approvalsNeeded: 0,
    approvals: [],
    waitingFor: null,
    sameDay: true,
    reason: 'AC04 Account closed',
    failureCode: 'AC04',
    sentAt: '2026-11-24T03:00:00.000Z',
    railMessageId: PAIN001,
    payeeDetails: cardDetails(),
    history: [
      {
        at: '2026-11-24T02:00:00.000Z',
        action: 'submitted',
        state: 1,
        actor: 'Chen Jing',
        note: null,
      },
      {
        at: '2026-11-24T02:40:00.000Z',
        action: 'reviewPassed',
        state: 2,
        actor: 'Li Na',
        note: null,
      },
      { at: '2026-11-24T03:00:00.000Z', action: 'sent', state: 4, actor: 'rail', note: PAIN001 },
      {
        at: '2026-11-24T03:05:00.000Z',
        action: 'failed',
        state: 6,
        actor: 'rail',
        note: 'AC04 Account closed',
      },
      { at: '2026-11-24T03:05:00.000Z', action: 'refunded', state: 18, actor: 'rail', note: null },
    ],
    ...overrides,
  });

export const serviceHours = (overrides: Partial<ServiceHours> = {}): ServiceHours => ({
  ...DEFAULT_SERVICE_HOURS,
  ...overrides,
});

/** 24 November: two files out, one report back; settled, rejected, unanswered and a break. */
export const reconciliation = (overrides: Partial<Reconciliation> = {}): Reconciliation => ({
  date: '2026-11-24',
  files: [
    {
      messageId: PAIN001,
      kind: 'pain.001',
      createdAt: '2026-11-24T03:00:00.000Z',
      transactions: 4,
    },
    {
      messageId: PAIN002,
      kind: 'pain.002',
      createdAt: '2026-11-24T03:05:00.000Z',
      transactions: 3,
    },
  ],
  lines: [
    {
      orderNo: 'PO2026112400000005',
      currency: 'USD',
      sent: '12500.00',
      messageId: PAIN001,
      bankStatus: 'ACSC',
      statusMessageId: PAIN002,
      ledger: 'posted',
      ledgerAmount: '12500.00',
      breakReason: null,
    },
    {
      orderNo: FAILED_NO,
      currency: 'HKD',
      sent: '800.00',
      messageId: PAIN001,
      bankStatus: 'RJCT',
      statusMessageId: PAIN002,
      ledger: 'voided',
      ledgerAmount: '0.00',
      breakReason: null,
    },
    {
      orderNo: 'PO2026112400000009',
      currency: 'USD',
      sent: '300.00',
      messageId: PAIN001,
      bankStatus: null,
      statusMessageId: null,
      ledger: null,
      ledgerAmount: null,
      breakReason: null,
    },
    {
      orderNo: 'PO2026112400000011',
      currency: 'USD',
      sent: '1000.00',
      messageId: PAIN001,
      bankStatus: 'ACSC',
      statusMessageId: PAIN002,
      ledger: 'posted',
      ledgerAmount: '999.00',
      breakReason: 'amountDiffers',
    },
  ],
  totals: [
    { currency: 'USD', sent: '13800.00', settled: '13500.00', failed: '0.00' },
    { currency: 'HKD', sent: '800.00', settled: '0.00', failed: '800.00' },
  ],
  breaks: 1,
  unanswered: 1,
  ...overrides,
});
