// Typed trade contracts for the screens' tests: one under review with its contract and PI files,
// a list row of it, its goods orders and the orders covering a collection; each overridable.
import type {
  Associations,
  OpsContractDetail,
  OpsContractPage,
  Order,
} from '@tradebridge/contracts';

export const MERCHANT_ID = '00000000-0000-4000-8000-000000000101';
export const CONTRACT_ID = '00000000-0000-4000-8000-000000000e01';
export const CONTRACT_FILE_ID = '00000000-0000-4000-8000-000000000f01';
export const PI_FILE_ID = '00000000-0000-4000-8000-000000000f02';
export const COLLECTION_ID = '00000000-0000-4000-8000-000000000801';

type ContractRow = OpsContractPage['list'][number];

export const contractRow = (overrides: Partial<ContractRow> = {}): ContractRow => ({
  id: CONTRACT_ID,
  version: 2,
  recordNo: 'TC2026112000000001',
  contractNo: 'PD-2026-0117',
  buyerName: 'Lumière Distribution SARL',
  buyerCountry: 'FR',
  tradeType: 0,
  contractType: 'sales',
  tradingCountries: ['CN', 'FR'],
  tradingParty: 'Shenzhen Pengda Lighting Co., Ltd.',
  currency: 'USD',
  amount: '250000.00',
  validFrom: '2026-11-01',
  validTo: '2027-10-31',
  contractFile: { fileId: CONTRACT_FILE_ID, name: 'contract.pdf', mime: 'application/pdf' },
  hasPi: true,
  piFile: { fileId: PI_FILE_ID, name: 'pi.png', mime: 'image/png' },
  state: 0,
  reason: null,
  orderCount: 12,
  orderTotal: '65520.00',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  merchantId: MERCHANT_ID,
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  ...overrides,
});

export const contractDetail = (overrides: Partial<OpsContractDetail> = {}): OpsContractDetail => ({
  ...contractRow(),
  history: [
    { at: '2026-11-18T08:00:00.000Z', action: 'submitted', actor: 'Chen Jing', reason: null },
    {
      at: '2026-11-19T08:00:00.000Z',
      action: 'rejected',
      actor: 'Li Na',
      reason: 'The PI is not signed.',
    },
    { at: '2026-11-20T08:00:00.000Z', action: 'resubmitted', actor: 'Chen Jing', reason: null },
  ],
  actions: ['approve', 'reject'],
  ...overrides,
});

export const order = (n: number, overrides: Partial<Order> = {}): Order => ({
  id: `00000000-0000-4000-8000-0000000010${String(n).padStart(2, '0')}`,
  version: 0,
  contractId: CONTRACT_ID,
  contractNo: 'PD-2026-0117',
  currency: 'USD',
  orderNo: `PO-${n}`,
  name: 'LED panel light 600×600',
  description: '40 W, 4000 K',
  origin: 'CN',
  category: '02',
  quantity: '120',
  unitPrice: '45.5',
  total: '5460.00',
  logisticsProvider: 'DHL',
  trackingNumber: 'JD0146000012345',
  payer: 'Lumière Distribution SARL',
  orderedAt: '2026-11-20T08:30:00.000Z',
  shipment: 1,
  associated: '0.00',
  remaining: '5460.00',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const associations = (overrides: Partial<Associations> = {}): Associations => ({
  collectionId: COLLECTION_ID,
  currency: 'USD',
  amount: '12000.00',
  covered: '12000.00',
  list: [
    {
      orderId: order(1).id,
      orderNo: 'PO-1',
      contractId: CONTRACT_ID,
      contractNo: 'PD-2026-0117',
      name: 'LED panel light 600×600',
      currency: 'USD',
      amount: '5460.00',
      associatedAt: '2026-11-26T08:00:00.000Z',
    },
    {
      orderId: order(2).id,
      orderNo: 'PO-2',
      contractId: CONTRACT_ID,
      contractNo: 'PD-2026-0117',
      name: 'LED panel light 600×600',
      currency: 'USD',
      amount: '5460.00',
      associatedAt: '2026-11-26T08:00:00.000Z',
    },
    {
      orderId: order(3).id,
      orderNo: 'PO-3',
      contractId: CONTRACT_ID,
      contractNo: 'PD-2026-0117',
      name: 'LED panel light 600×600',
      currency: 'USD',
      amount: '1080.00',
      associatedAt: '2026-11-26T08:00:00.000Z',
    },
  ],
  ...overrides,
});
