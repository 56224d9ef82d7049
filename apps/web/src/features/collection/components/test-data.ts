// Accounts and collections as the server answers them, for the area's screen tests.
import {
  CollectionState,
  CollectionUsage,
  ShopState,
  type AccountDetails,
  type Collection,
  type CollectionAccount,
  type CollectionAccountDetail,
  type CollectionDetail,
  type DownloadRecord,
} from '@tradebridge/contracts';
import { exportRecordOf } from '../../../test/fixtures.ts';

export const ACCOUNT_ID = '0a7c7c1e-5c2e-4a43-9d55-3c3c7d1f0001';
export const REFUSED_ID = '0a7c7c1e-5c2e-4a43-9d55-3c3c7d1f0002';
export const COLLECTION_ID = '5b1d9a34-0c6f-4d0e-8a51-2f7b9c4e0001';

export const USD_DETAILS: AccountDetails = {
  currency: 'USD',
  accountName: 'Shenzhen Pengda Lighting Co., Ltd.',
  accountNumber: '8301234567',
  bankName: 'Tradebridge Sandbox Bank N.A.',
  bankAddress: '1 Liberty Plaza, New York, NY 10006, US',
  bic: 'TBSBUS33XXX',
  iban: null,
  routingNumber: '021000021',
  bsb: null,
  sortCode: null,
  cnaps: null,
  balance: '125000.5',
  freezeBalance: '60000',
};

export const EUR_DETAILS: AccountDetails = {
  currency: 'EUR',
  accountName: 'Shenzhen Pengda Lighting Co., Ltd.',
  // The sandbox bank writes an IBAN country's account number as the grouped IBAN.
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  bankName: 'Tradebridge Sandbox Bank AG',
  bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, DE',
  bic: 'TBSBDEFFXXX',
  iban: 'DE89370400440532013000',
  routingNumber: null,
  bsb: null,
  sortCode: null,
  cnaps: null,
  balance: '48250.4',
  freezeBalance: '0',
};

export const PLATFORM_PROFILE = {
  usage: CollectionUsage.ECommercePlatform,
  platform: 'Amazon',
  storeName: 'Pengda Lighting',
  storeLink: 'https://www.amazon.example.com/shops/pengda',
  storeOwner: 'Shenzhen Pengda Lighting Co., Ltd.',
  platformToken: '',
  salesCategory: 'Lighting',
  annualSales: '2500000',
} as const;

export const accountOf = (overrides: Partial<CollectionAccount> = {}): CollectionAccount => ({
  id: ACCOUNT_ID,
  version: 2,
  alias: 'Amazon EU',
  usage: CollectionUsage.ECommercePlatform,
  category: 1,
  state: ShopState.Effective,
  reason: null,
  profile: PLATFORM_PROFILE,
  currencies: ['USD', 'EUR'],
  details: [USD_DETAILS, EUR_DETAILS],
  appliedAt: '2026-11-20T08:00:00.000Z',
  openedAt: '2026-11-21T09:30:00.000Z',
  ...overrides,
});

export const REFUSED: CollectionAccount = accountOf({
  id: REFUSED_ID,
  version: 1,
  alias: '',
  usage: CollectionUsage.AppStore,
  state: ShopState.NotApproved,
  reason: 'The developer id does not match',
  profile: {
    usage: CollectionUsage.AppStore,
    appStore: 'App Store',
    appName: 'Pengda Home',
    developerId: 'DEV-4471',
    financialReportUrl: 'https://appstoreconnect.example.com/reports',
    salesCategory: 'Apps',
    annualSales: '120000',
  },
  currencies: ['AUD', 'GBP'],
  details: [],
  openedAt: null,
});

export const accountDetailOf = (
  account: CollectionAccount = accountOf(),
  history: CollectionAccountDetail['history'] = [
    { at: '2026-11-20T08:00:00.000Z', action: 'applied', actor: 'Demo Admin', reason: null },
    { at: '2026-11-21T09:30:00.000Z', action: 'approved', actor: 'Olga Reviewer', reason: null },
  ],
): CollectionAccountDetail => ({ ...account, history });

export const collectionOf = (overrides: Partial<Collection> = {}): Collection => ({
  id: COLLECTION_ID,
  orderNo: 'CL202611250001',
  accountId: ACCOUNT_ID,
  accountAlias: 'Amazon EU',
  accountNumber: '8301234567',
  currency: 'USD',
  amount: '1250.5',
  payerName: 'Acme GmbH',
  payerCountry: 'DE',
  payerKind: 'company',
  note: 'INV-1',
  state: CollectionState.Credited,
  progress: 'successful',
  reason: null,
  arrivedAt: '2026-11-25T10:00:00.000Z',
  creditedAt: '2026-11-25T10:00:01.000Z',
  ...overrides,
});

/** Collection number `n` (ids differ in their last digits). */
export const nthCollection = (n: number, overrides: Partial<Collection> = {}) =>
  collectionOf({
    id: `5b1d9a34-0c6f-4d0e-8a51-${String(n).padStart(12, '0')}`,
    orderNo: `CL2026112500${String(n).padStart(2, '0')}`,
    ...overrides,
  });

export const collectionDetailOf = (
  overrides: Partial<CollectionDetail> = {},
): CollectionDetail => ({
  ...collectionOf({
    amount: '60000',
    currency: 'EUR',
    accountNumber: '0532013000',
    payerName: 'Grand Bazaar SA',
    payerCountry: 'FR',
    state: CollectionState.AwaitingMaterials,
    progress: 'materialToUpload',
    reason: 'largeAmount',
    creditedAt: null,
  }),
  version: 3,
  bankReference: 'REF-778812',
  references: { endToEndId: null, transactionId: null, uetr: null, creditorReference: '' },
  payerAddress: '',
  payerAccount: '',
  ultimatePayer: '',
  materials: [],
  history: [{ at: '2026-11-25T10:00:00.000Z', action: 'arrived', actor: 'bank', reason: null }],
  actions: ['uploadMaterials', 'cancel'],
  ...overrides,
});

/** The download centre's record of an export just started. */
export const startedExport = (report: DownloadRecord['report']): DownloadRecord =>
  exportRecordOf(report, {
    id: '7f1b5c0e-0000-4000-8000-000000000001',
    createdAt: '2026-11-25T10:00:00.000Z',
  });
