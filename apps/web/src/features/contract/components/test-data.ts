// Contracts, orders, import checks and associations as the server answers them, for the area's
// screen tests.
import {
  ContractState,
  ShipmentState,
  type Associations,
  type Contract,
  type ContractDetail,
  type ImportCheck,
  type Order,
} from '@tradebridge/contracts';
import { CONTRACT_ID, contractOf as sharedContractOf } from '../../../test/fixtures.ts';

export { CONTRACT_ID };
export const COLLECTION_ID = '5b1d9a34-0c6f-4d0e-8a51-2f7b9c4e0001';
export const FILE_ID = '00000000-0000-4000-8000-00000000f0a1';
export const PI_FILE_ID = '00000000-0000-4000-8000-00000000f0a2';
export const SHEET_ID = '00000000-0000-4000-8000-00000000f0a3';

export const contractOf = (overrides: Partial<Contract> = {}): Contract =>
  sharedContractOf(FILE_ID, overrides);

/** Contract number `n` (ids differ in their last digits). */
export const nthContract = (n: number, overrides: Partial<Contract> = {}) =>
  contractOf({
    id: `7c1e0a7c-5c2e-4a43-9d55-${String(n).padStart(12, '0')}`,
    recordNo: `TC20261125000000${String(n).padStart(2, '0')}`,
    contractNo: `PD-2026-${String(n).padStart(4, '0')}`,
    ...overrides,
  });

export const contractDetailOf = (overrides: Partial<ContractDetail> = {}): ContractDetail => ({
  ...contractOf(),
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'submitted', actor: 'Demo Admin', reason: null },
    { at: '2026-11-21T09:00:00.000Z', action: 'approved', actor: 'Olga Reviewer', reason: null },
  ],
  actions: ['addOrders', 'delete'],
  ...overrides,
});

export const REFUSED = contractDetailOf({
  version: 2,
  state: ContractState.Rejected,
  reason: 'The PI is not signed.',
  hasPi: true,
  piFile: { fileId: PI_FILE_ID, name: 'pi.pdf', mime: 'application/pdf' },
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'submitted', actor: 'Demo Admin', reason: null },
    {
      at: '2026-11-21T09:00:00.000Z',
      action: 'rejected',
      actor: 'Olga Reviewer',
      reason: 'The PI is not signed.',
    },
  ],
  actions: ['edit', 'delete'],
});

export const orderOf = (n: number, overrides: Partial<Order> = {}): Order => ({
  id: `9e2f1b00-0000-4000-8000-${String(n).padStart(12, '0')}`,
  version: 0,
  contractId: CONTRACT_ID,
  contractNo: 'PD-2026-0117',
  currency: 'USD',
  orderNo: `SO-${n}`,
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
  shipment: ShipmentState.Shipped,
  associated: '0.00',
  remaining: '5460.00',
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const checkOf = (overrides: Partial<ImportCheck> = {}): ImportCheck => ({
  rows: 30,
  valid: 28,
  invalid: 2,
  validTotal: '152880.00',
  problems: [
    { row: 6, field: 'total', message: 'must equal quantity × unit price: 5460.00' },
    { row: 13, field: 'origin', message: 'must be a two-letter country code (ISO 3166, e.g. US)' },
  ],
  ...overrides,
});

export const associationsOf = (overrides: Partial<Associations> = {}): Associations => ({
  collectionId: COLLECTION_ID,
  currency: 'USD',
  amount: '12000.00',
  covered: '0.00',
  list: [],
  ...overrides,
});
