import { describe, expect, it } from 'vitest';
import {
  needsQuota,
  quotaKindsOf,
  quotaLabelOf,
  kindStateOf,
  ZApplyQuotaRequest,
} from './quota.ts';
import { QuotaItemLabel, QuotaState } from './states.ts';

const approved = { state: QuotaState.Approved, validFrom: '2026-12-01', validTo: '2027-05-31' };

describe('settlement quotas', () => {
  it('labels an item by its state, period and what is left', () => {
    expect(quotaLabelOf({ ...approved, remaining: 1n }, '2026-11-30')).toBe(
      QuotaItemLabel.Unavailable,
    );
    expect(quotaLabelOf({ ...approved, remaining: 1n }, '2026-12-01')).toBe(
      QuotaItemLabel.Available,
    );
    expect(quotaLabelOf({ ...approved, remaining: 0n }, '2027-05-31')).toBe(QuotaItemLabel.UsedUp);
    expect(quotaLabelOf({ ...approved, remaining: 1n }, '2027-06-01')).toBe(QuotaItemLabel.Invalid);
    expect(
      quotaLabelOf({ ...approved, state: QuotaState.UnderReview, remaining: 1n }, '2026-12-02'),
    ).toBe(QuotaItemLabel.Unavailable);
    expect(
      quotaLabelOf({ ...approved, state: QuotaState.NotApproved, remaining: 1n }, '2026-12-02'),
    ).toBe(QuotaItemLabel.Invalid);
  });

  it('gives a kind the status of its best item', () => {
    expect(kindStateOf([])).toBe(QuotaState.NotApproved);
    expect(
      kindStateOf([
        { state: QuotaState.UnderReview, label: QuotaItemLabel.Unavailable },
        { state: QuotaState.Approved, label: QuotaItemLabel.UsedUp },
      ]),
    ).toBe(QuotaState.UnderReview);
    expect(
      kindStateOf([
        { state: QuotaState.UnderReview, label: QuotaItemLabel.Unavailable },
        { state: QuotaState.Approved, label: QuotaItemLabel.Available },
      ]),
    ).toBe(QuotaState.Approved);
  });

  it('draws payouts into mainland China bank accounts, goods on goods trade then e-commerce', () => {
    expect(needsQuota({ method: 'bank', country: 'CN' })).toBe(true);
    expect(needsQuota({ method: 'bank', country: 'HK' })).toBe(false);
    expect(needsQuota({ method: 'card', country: null })).toBe(false);
    expect(quotaKindsOf('products')).toEqual(['goodsTrade', 'eCommerce']);
    expect(quotaKindsOf('logistics')).toEqual(['serviceTrade']);
  });

  it('reports a malformed amount instead of throwing', () => {
    const parsed = ZApplyQuotaRequest.safeParse({
      kind: 'goodsTrade',
      amount: '1.234',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      fileIds: ['5b1f3a52-3f7e-4f53-9a55-2c3e1d1b9a01'],
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['amountInvalid']);
  });
});
