// What the quota area's screen tests answer: the kinds' summary, quota items and a quota's detail
// shaped as the server gives them (typed by contracts), and the effective contracts offered as
// evidence; choosing an option of an antd select.
import {
  ContractState,
  QuotaItemLabel,
  QuotaState,
  SettlementLimitKind,
  TradeType,
  type Contract,
  type Quota,
  type QuotaDetail,
  type QuotaOverview,
} from '@tradebridge/contracts';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { inputOf, type User } from '../../../test/form.ts';

export const QUOTA_NO = 'QT202611250001';
export const CONTRACT_ID = '7c1e0a7c-5c2e-4a43-9d55-3c3c7d1f0001';
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

export const contractOf = (overrides: Partial<Contract> = {}): Contract => ({
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
  currency: 'EUR',
  amount: '250000',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  contractFile: { fileId: FILE_ID, name: 'contract.pdf', mime: 'application/pdf' },
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

/** Chooses the option titled `text` of the select of `testId`, typed in to find it. */
export const chooseOption = async (
  user: User,
  container: HTMLElement,
  testId: string,
  text: string,
) => {
  await user.click(inputOf(container, testId));
  await user.paste(text);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].findLast((el) => (el.getAttribute('title') ?? el.textContent) === text);
    expect(found, `an option ${text}`).toBeTruthy();
    return found!;
  });
  await user.click(option);
};
