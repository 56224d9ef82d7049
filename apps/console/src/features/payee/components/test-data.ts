// Typed payees for the screens' tests: a US supplier's bank account waiting for review (ABA), a
// mainland withdrawal account (CNAPS) and a Visa card, with their stories, and list rows of them;
// each overridable.
import type { OpsPayeeDetail, OpsPayeePage } from '@tradebridge/contracts';
import { US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';
import { cardDetails } from '../../../test/payee-details.ts';

export const PAYEE_ID = '00000000-0000-4000-8000-000000000e01';
export const WITHDRAW_ID = '00000000-0000-4000-8000-000000000e02';
export const CARD_ID = '00000000-0000-4000-8000-000000000e03';

type PayeeRow = OpsPayeePage['list'][number];

/** What a list row and the page both say of the Visa card. */
export const CARD_PAYEE = {
  id: CARD_ID,
  method: 'card',
  relationship: 'serviceProvider',
  country: null,
  currency: 'HKD',
  name: 'CHAN TAI MAN',
  bankName: 'Hong Kong',
  accountTail: '•••• 1111',
} satisfies Partial<PayeeRow>;

export const payeeRow = (overrides: Partial<PayeeRow> = {}): PayeeRow => ({
  id: PAYEE_ID,
  version: 2,
  method: 'bank',
  usage: 'transfer',
  relationship: 'supplier',
  country: 'US',
  currency: 'USD',
  name: 'Evergreen Components Inc',
  bankName: 'JPMorgan Chase Bank',
  accountTail: '•••• 6789',
  state: 1,
  reason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  ...overrides,
});

export const payeeDetail = (overrides: Partial<OpsPayeeDetail> = {}): OpsPayeeDetail => ({
  ...payeeRow(),
  form: {
    ...US_SUPPLIER_PAYEE,
    accountNameEn: '',
    iban: '',
    branchName: '',
    cnaps: '',
    hkBankCode: '',
    bsb: '',
    swift: '',
    province: '',
    city: '',
    district: '',
    idType: null,
    idNumber: '',
    idFrontFileId: null,
    idBackFileId: null,
    licenceNumber: '91-2345678',
    remarks: 'INVOICE 2026-118',
  },
  scheme: 'aba',
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'added', actor: 'Chen Jing', reason: null },
    {
      at: '2026-11-20T10:00:00.000Z',
      action: 'rejected',
      actor: 'Li Na',
      reason: 'The account name differs from the invoice',
    },
    { at: '2026-11-21T09:30:00.000Z', action: 'resubmitted', actor: 'Chen Jing', reason: null },
  ],
  actions: ['edit', 'delete'],
  ...overrides,
});

/** The merchant's own mainland account, held by a person (a sole trader), to withdraw to. */
export const withdrawDetail = (overrides: Partial<OpsPayeeDetail> = {}): OpsPayeeDetail =>
  payeeDetail({
    id: WITHDRAW_ID,
    usage: 'withdraw',
    relationship: 'self',
    country: 'CN',
    currency: 'CNY',
    name: '王小明',
    bankName: '中国工商银行',
    accountTail: '•••• 3456',
    form: {
      method: 'bank',
      usage: 'withdraw',
      type: 'p',
      relationship: 'self',
      country: 'CN',
      currency: 'CNY',
      accountName: '王小明',
      accountNameEn: 'WANG XIAOMING',
      accountNumber: '4000021209100123456',
      iban: '',
      bankName: '中国工商银行',
      branchName: '深圳科技园支行',
      cnaps: '102584000002',
      hkBankCode: '',
      routingNumber: '',
      bsb: '',
      swift: '',
      province: '广东省',
      city: '深圳市',
      district: '',
      postalCode: '518057',
      address: '深圳市南山区科技园',
      idType: 1,
      idNumber: '440301199001011234',
      idFrontFileId: null,
      idBackFileId: null,
      licenceNumber: '',
      purpose: 'products',
      remarks: '',
    },
    scheme: 'cnaps',
    history: [
      { at: '2026-11-22T08:00:00.000Z', action: 'added', actor: 'Chen Jing', reason: null },
    ],
    ...overrides,
  });

/** A service provider's Visa card (its number only as the last four). */
export const cardDetail = (overrides: Partial<OpsPayeeDetail> = {}): OpsPayeeDetail =>
  payeeDetail({
    ...CARD_PAYEE,
    usage: 'transfer',
    form: cardDetails(),
    scheme: null,
    history: [
      { at: '2026-11-22T08:00:00.000Z', action: 'added', actor: 'Chen Jing', reason: null },
    ],
    ...overrides,
  });
