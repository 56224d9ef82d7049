// Typed records of global accounts for the screens' tests: an application of each usage, a
// collection in each queue, a bank file, an import exception and a bank movement, each
// overridable.
import type {
  BankFile,
  BankMovement,
  ImportException,
  OpsCollectionAccount,
  OpsCollectionDetail,
  OpsCollectionPage,
} from '@tradebridge/contracts';

export const MERCHANT_ID = '00000000-0000-4000-8000-000000000101';
export const ACCOUNT_ID = '00000000-0000-4000-8000-000000000701';
export const COLLECTION_ID = '00000000-0000-4000-8000-000000000801';
export const FILE_ID = '00000000-0000-4000-8000-000000000901';

export const application = (
  overrides: Partial<OpsCollectionAccount> = {},
): OpsCollectionAccount => ({
  id: ACCOUNT_ID,
  version: 3,
  alias: 'Europe sales',
  usage: 3,
  category: 1,
  state: 2,
  reason: null,
  profile: {
    usage: 3,
    businessDescription: 'LED lighting exported to Europe and North America',
    website: 'https://pengda-lighting.example.com',
    salesCategory: 'Lighting',
    annualSales: '2500000',
  },
  currencies: ['USD', 'EUR'],
  details: [],
  appliedAt: '2026-11-20T08:00:00.000Z',
  openedAt: null,
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'applied', actor: 'Chen Jing', reason: null },
  ],
  merchantId: MERCHANT_ID,
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  actions: ['approve', 'reject'],
  ...overrides,
});

export const issuedDetails: OpsCollectionAccount['details'] = [
  {
    currency: 'USD',
    accountName: 'Demo Trading',
    accountNumber: '8800112233',
    bankName: 'Tradebridge Sandbox Bank N.A.',
    bankAddress: '1 Sandbox Plaza, New York, NY 10001, United States',
    bic: 'TBSBUS33XXX',
    iban: null,
    routingNumber: '021000021',
    bsb: null,
    sortCode: null,
    cnaps: null,
    balance: '0',
    freezeBalance: '0',
  },
  {
    currency: 'EUR',
    accountName: 'Demo Trading',
    accountNumber: '0532013000',
    bankName: 'Tradebridge Sandbox Bank Europe',
    bankAddress: 'Sandboxstraße 1, 60311 Frankfurt am Main, Germany',
    bic: 'TBSBDEFFXXX',
    iban: 'DE89370400440532013000',
    routingNumber: null,
    bsb: null,
    sortCode: null,
    cnaps: null,
    balance: '0',
    freezeBalance: '0',
  },
];

type CollectionRow = OpsCollectionPage['list'][number];

export const collectionRow = (overrides: Partial<CollectionRow> = {}): CollectionRow => ({
  id: COLLECTION_ID,
  orderNo: 'C202611250001',
  accountId: ACCOUNT_ID,
  accountAlias: 'Europe sales',
  accountNumber: '8800112233',
  currency: 'USD',
  amount: '12000.00',
  payerName: 'New Buyer Ltd',
  payerCountry: 'DE',
  payerKind: 'company',
  note: 'INV-7',
  state: 1,
  progress: 'arrivedPendingReview',
  reason: 'firstPayment',
  arrivedAt: '2026-11-25T18:00:00.000Z',
  creditedAt: null,
  merchantId: MERCHANT_ID,
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  ...overrides,
});

export const collectionDetail = (
  overrides: Partial<OpsCollectionDetail> = {},
): OpsCollectionDetail => ({
  ...collectionRow(),
  version: 4,
  bankReference: 'REF-2026-0001',
  references: {
    endToEndId: 'E2E-2026-0001',
    transactionId: null,
    uetr: null,
    creditorReference: 'RF18539007547034',
  },
  payerAddress: 'Hafenstrasse 12, 20457 Hamburg',
  payerAccount: 'DE89370400440532013000',
  ultimatePayer: '',
  bankFileName: 'camt054-2026-11-25.xml',
  needsSecondReview: false,
  firstApprovedBy: null,
  materials: [],
  history: [{ at: '2026-11-25T18:00:00.000Z', action: 'arrived', actor: 'bank', reason: null }],
  actions: ['approve', 'reject', 'requestMaterials'],
  ...overrides,
});

export const bankFile = (overrides: Partial<BankFile> = {}): BankFile => ({
  id: FILE_ID,
  name: 'camt054-2026-11-25.xml',
  source: 'console',
  sha256: 'a3f5c0ffee00112233445566778899aabbccddeeff00112233445566778899aa',
  state: 2,
  entries: 10,
  credited: 1,
  held: 6,
  exceptions: 2,
  duplicates: 1,
  expected: 0,
  reversed: 0,
  movements: 0,
  error: null,
  problems: [],
  createdAt: '2026-11-25T18:00:00.000Z',
  importedAt: '2026-11-25T18:00:05.000Z',
  ...overrides,
});

export const importException = (overrides: Partial<ImportException> = {}): ImportException => ({
  id: '00000000-0000-4000-8000-000000000a01',
  bankFileId: FILE_ID,
  bankFileName: 'camt054-2026-11-25.xml',
  entryIndex: 9,
  bankReference: 'REF-STRAY-1',
  account: '000111222333',
  amount: '5.00',
  currency: 'USD',
  payerName: 'Acme GmbH',
  reason: 'unknownAccount',
  detail: null,
  closing: 'returnToPayer',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
  createdAt: '2026-11-25T18:00:05.000Z',
  ...overrides,
});

export const bankMovement = (overrides: Partial<BankMovement> = {}): BankMovement => ({
  id: '00000000-0000-4000-8000-000000000c01',
  bankFileId: FILE_ID,
  bankFileName: 'camt054-2026-11-25.xml',
  entryIndex: 3,
  kind: 'expected',
  account: 'DE89370400440532013000',
  currency: 'EUR',
  amount: '1250.00',
  creditDebit: 'CRDT',
  bankReference: 'ACSR-PDNG-1',
  endToEndId: 'E2E-INV-77',
  bankCode: 'PMNT/RCDT/ESCT',
  counterparty: 'Hamburg Import GmbH',
  note: 'INV-77',
  bookingDate: '2026-11-27',
  collectionOrderNo: null,
  payoutOrderNo: null,
  createdAt: '2026-11-25T18:00:05.000Z',
  ...overrides,
});
