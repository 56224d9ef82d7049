// What the quota area's screen tests answer: the kinds' summary, quota items and a quota's detail
// shaped as the server gives them (typed by contracts), and the effective contracts offered as
// evidence; choosing an option of an antd select.
import {
  QuotaItemLabel,
  QuotaState,
  SettlementLimitKind,
  type Contract,
  type Quota,
  type QuotaDetail,
  type QuotaOverview,
} from '@tradebridge/contracts';
import { CONTRACT_ID, contractOf as sharedContractOf } from '../../../test/fixtures.ts';

export const QUOTA_NO = 'QT202611250001';
export { CONTRACT_ID };
export const FILE_ID = '00000000-0000-4000-8000-00000000f0b1';

export const OVERVIEW: QuotaOverview = {
  kinds: [
    {
      kind: SettlementLimitKind.GoodsTrade,
      state: QuotaState.Approved,
      amount: '100000.00',
      used: '25000.50',
      remaining: '74999.50',
    },
    {
      kind: SettlementLimitKind.ServiceTrade,
      state: QuotaState.UnderReview,
      amount: '0.00',
      used: '0.00',
      remaining: '0.00',
    },
    {
      kind: SettlementLimitKind.ECommerce,
      state: QuotaState.NotApproved,
      amount: '0.00',
      used: '0.00',
      remaining: '0.00',
    },
  ],
};

export const quotaOf = (overrides: Partial<Quota> = {}): Quota => ({
  quotaNo: QUOTA_NO,
  kind: SettlementLimitKind.GoodsTrade,
  state: QuotaState.Approved,
  label: QuotaItemLabel.Available,
  amount: '100000.00',
  used: '25000.50',
  remaining: '74999.50',
  validFrom: '2026-11-01',
  validTo: '2027-10-31',
  note: 'Q4 orders from Lumière',
  reason: null,
  contracts: [
    { id: CONTRACT_ID, contractNo: 'PD-2026-0117', currency: 'EUR', amount: '250000.00' },
  ],
  files: [{ id: FILE_ID, name: 'invoice-2026-118.pdf' }],
  createdBy: 'Demo Admin',
  createdAt: '2026-10-30T08:00:00.000Z',
  reviewedAt: '2026-10-31T09:00:00.000Z',
  ...overrides,
});

export const quotaDetailOf = (overrides: Partial<QuotaDetail> = {}): QuotaDetail => ({
  ...quotaOf(),
  draws: [
    {
      orderNo: 'PO202611250002',
      amount: '25000.50',
      at: '2026-11-25T02:00:00.000Z',
      returnedAt: null,
    },
    {
      orderNo: 'PO202611240001',
      amount: '1200.00',
      at: '2026-11-24T02:00:00.000Z',
      returnedAt: '2026-11-24T06:00:00.000Z',
    },
  ],
  ...overrides,
});

export const contractOf = (overrides: Partial<Contract> = {}): Contract =>
  sharedContractOf(FILE_ID, { currency: 'EUR', ...overrides });

export { chooseOption } from '../../../test/form.ts';
