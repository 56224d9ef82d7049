// Typed quota applications for the screens' tests: a goods-trade quota under review backed by two
// trade contracts and two files, an approved service-trade quota that two payouts drew on (one gave
// its draw back), a refused e-commerce application, and list rows of them. Each overridable.
import type { OpsQuota, OpsQuotaPage } from '@tradebridge/contracts';

export const QUOTA_NO = 'QA2026112500000001';
export const APPROVED_NO = 'QA2026110300000004';
export const REFUSED_NO = 'QA2026110100000002';
export const MERCHANT_ID = '00000000-0000-4000-8000-00000000a001';
export const CONTRACT_ID = '00000000-0000-4000-8000-000000000c01';
export const PDF_FILE_ID = '00000000-0000-4000-8000-000000000f01';
export const IMAGE_FILE_ID = '00000000-0000-4000-8000-000000000f02';
export const DRAWN_NO = 'PO2026111000000003';
export const RETURNED_NO = 'PO2026111200000005';

type QuotaRow = OpsQuotaPage['list'][number];

export const quotaRow = (overrides: Partial<QuotaRow> = {}): QuotaRow => ({
  quotaNo: QUOTA_NO,
  kind: 'goodsTrade',
  state: 2,
  label: 'unavailable',
  amount: '250000.00',
  used: '0.00',
  remaining: '250000.00',
  validFrom: '2026-12-01',
  validTo: '2027-05-31',
  note: 'Spring orders for Shenzhen suppliers',
  reason: null,
  contracts: [
    {
      id: CONTRACT_ID,
      contractNo: 'HT-2026-118',
      currency: 'USD',
      amount: '180000.00',
    },
    {
      id: '00000000-0000-4000-8000-000000000c02',
      contractNo: 'HT-2026-121',
      currency: 'EUR',
      amount: '60000.00',
    },
  ],
  files: [
    { id: PDF_FILE_ID, name: 'customs-declaration.pdf' },
    { id: IMAGE_FILE_ID, name: 'invoice-2026-118.png' },
  ],
  createdBy: 'Chen Jing',
  createdAt: '2026-11-25T02:00:00.000Z',
  reviewedAt: null,
  merchantId: MERCHANT_ID,
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  ...overrides,
});

export const quotaDetail = (overrides: Partial<OpsQuota> = {}): OpsQuota => ({
  ...quotaRow(),
  draws: [],
  ...overrides,
});

/** A service-trade quota in use: one payout drew on it, another drew and gave it back. */
export const approvedDetail = (overrides: Partial<OpsQuota> = {}): OpsQuota =>
  quotaDetail({
    quotaNo: APPROVED_NO,
    kind: 'serviceTrade',
    state: 1,
    label: 'available',
    amount: '50000.00',
    used: '12500.00',
    remaining: '37500.00',
    validFrom: '2026-11-01',
    validTo: '2027-10-31',
    note: '',
    contracts: [],
    files: [{ id: PDF_FILE_ID, name: 'logistics-agreement.pdf' }],
    reviewedAt: '2026-11-03T08:00:00.000Z',
    merNo: 'M100000002',
    merchantName: 'Pengda Lighting',
    draws: [
      {
        orderNo: DRAWN_NO,
        amount: '12500.00',
        at: '2026-11-10T02:00:00.000Z',
        returnedAt: null,
      },
      {
        orderNo: RETURNED_NO,
        amount: '3000.00',
        at: '2026-11-12T02:00:00.000Z',
        returnedAt: '2026-11-13T05:00:00.000Z',
      },
    ],
    ...overrides,
  });

export const refusedRow = (overrides: Partial<QuotaRow> = {}): QuotaRow =>
  quotaRow({
    quotaNo: REFUSED_NO,
    kind: 'eCommerce',
    state: 0,
    label: 'invalid',
    amount: '1000000.00',
    remaining: '1000000.00',
    validFrom: '2026-11-01',
    validTo: '2027-10-31',
    reason: 'The contracts do not cover the amount.',
    reviewedAt: '2026-11-02T03:00:00.000Z',
    merNo: 'M100000003',
    merchantName: 'Harbour Goods',
    ...overrides,
  });
