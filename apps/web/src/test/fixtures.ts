// Records more than one feature's screen tests answer with, declared once (features may not import
// each other, their tests included).
import {
  BankCardState,
  ContractState,
  TradeType,
  type Contract,
  type DownloadRecord,
  type Payee,
} from '@tradebridge/contracts';

/** A download-centre record of an export just started (generating, nothing to fetch yet). */
export const exportRecordOf = (
  report: DownloadRecord['report'],
  overrides: Partial<DownloadRecord> = {},
): DownloadRecord => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  fileName: `${report}.pdf`,
  fileType: 'pdf',
  report,
  generationType: 1,
  fileState: 1,
  downloadState: 0,
  failReason: null,
  progress: 0,
  rowCount: null,
  size: null,
  createdAt: '2026-11-25T02:00:00.000Z',
  completedAt: null,
  expiresAt: null,
  ...overrides,
});

export const CONTRACT_ID = '7c1e0a7c-5c2e-4a43-9d55-3c3c7d1f0001';

/** An effective goods contract with two orders (its file's id given by the test's own data). */
export const contractOf = (fileId: string, overrides: Partial<Contract> = {}): Contract => ({
  id: CONTRACT_ID,
  version: 1,
  recordNo: 'TC2026112500000001',
  contractNo: 'PD-2026-0117',
  buyerName: 'Lumière Distribution SARL',
  buyerCountry: 'FR',
  tradeType: TradeType.Goods,
  contractType: 'sales',
  tradingCountries: ['CN', 'FR'],
  tradingParty: 'Shenzhen Pengda Lighting Co., Ltd.',
  currency: 'USD',
  amount: '250000',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  contractFile: { fileId, name: 'contract.pdf', mime: 'application/pdf' },
  hasPi: false,
  piFile: null,
  state: ContractState.Effective,
  reason: null,
  orderCount: 2,
  orderTotal: '10920',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

export const SUPPLIER_ID = '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0011';

/** An approved supplier's US bank account, paid in USD, as payee/list.json lists it. */
export const payeeOf = (overrides: Partial<Payee> = {}): Payee => ({
  id: SUPPLIER_ID,
  version: 1,
  method: 'bank',
  usage: 'transfer',
  relationship: 'supplier',
  country: 'US',
  currency: 'USD',
  name: 'Evergreen Components Inc',
  bankName: 'JPMorgan Chase Bank',
  accountTail: '•••• 6789',
  state: BankCardState.Normal,
  reason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

/** What makes a payee a service provider's Visa card, paid in HKD. */
export const HK_CARD_FIELDS = {
  method: 'card',
  relationship: 'serviceProvider',
  country: null,
  currency: 'HKD',
  name: 'CHAN TAI MAN',
  bankName: 'Hong Kong',
  accountTail: '•••• 1111',
} satisfies Partial<Payee>;

/** What makes a payee the merchant's own withdrawal account in Germany, paid in EUR. */
export const DE_ACCOUNT_FIELDS = {
  usage: 'withdraw',
  relationship: 'self',
  country: 'DE',
  currency: 'EUR',
  name: 'Demo Trading GmbH',
  bankName: 'Commerzbank',
  accountTail: '•••• 3000',
} satisfies Partial<Payee>;
