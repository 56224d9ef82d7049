import { describe, expect, it } from 'vitest';
import {
  approvalsFor,
  DEFAULT_SERVICE_HOURS,
  isFastSameDay,
  isServiceTime,
  nextServiceStart,
  PAYOUT_EDGES,
  payoutStartState,
  serviceDayOf,
  ZApprovalPolicyRequest,
  ZServiceHours,
} from './payout.ts';
import { nextStates } from './state-edges.ts';
import { OrderState } from './states.ts';

const at = (iso: string) => new Date(iso);
const HK = DEFAULT_SERVICE_HOURS;

describe('a payout’s way', () => {
  it('waits for the merchant’s approvers only when its band asks, then for the platform', () => {
    expect(payoutStartState(true)).toBe(OrderState.PendingSecondReview);
    expect(payoutStartState(false)).toBe(OrderState.PendingReview);
    expect(nextStates(PAYOUT_EDGES, OrderState.PendingSecondReview)).toEqual([
      OrderState.PendingReview,
      OrderState.ReviewRejected,
    ]);
    expect(nextStates(PAYOUT_EDGES, OrderState.Paying)).toEqual([
      OrderState.PaymentSuccess,
      OrderState.PaymentFailed,
    ]);
    expect(nextStates(PAYOUT_EDGES, OrderState.PaymentFailed)).toEqual([OrderState.AbnormalRefund]);
    // Ends: nothing leaves a success, a refusal or a refund.
    for (const end of [
      OrderState.PaymentSuccess,
      OrderState.ReviewRejected,
      OrderState.AbnormalRefund,
    ])
      expect(nextStates(PAYOUT_EDGES, end)).toEqual([]);
  });
});

describe('bank service hours', () => {
  it('serves Monday to Friday 09:00 (inclusive) to 17:00 (exclusive), Hong Kong time', () => {
    // Wednesday 25 November 2026; Hong Kong is UTC+8.
    expect(isServiceTime(HK, at('2026-11-25T00:59:00Z'))).toBe(false); // 08:59
    expect(isServiceTime(HK, at('2026-11-25T01:00:00Z'))).toBe(true); // 09:00
    expect(isServiceTime(HK, at('2026-11-25T08:59:59Z'))).toBe(true); // 16:59:59
    expect(isServiceTime(HK, at('2026-11-25T09:00:00Z'))).toBe(false); // 17:00
    expect(isServiceTime(HK, at('2026-11-28T03:00:00Z'))).toBe(false); // Saturday 11:00
  });

  it('pays a fast transfer the same day before the cut-off only', () => {
    expect(isFastSameDay(HK, at('2026-11-25T06:59:00Z'))).toBe(true); // 14:59
    expect(isFastSameDay(HK, at('2026-11-25T07:00:00Z'))).toBe(false); // 15:00
    expect(isFastSameDay(HK, at('2026-11-25T10:00:00Z'))).toBe(false); // 18:00, closed
  });

  it('says when the next service period starts', () => {
    expect(nextServiceStart(HK, at('2026-11-25T02:00:00Z'))).toBeNull();
    // Wednesday 08:59 → 09:00 the same day.
    expect(nextServiceStart(HK, at('2026-11-25T00:59:30Z'))?.toISOString()).toBe(
      '2026-11-25T01:00:00.000Z',
    );
    // Wednesday 17:00 → Thursday 09:00.
    expect(nextServiceStart(HK, at('2026-11-25T09:00:00Z'))?.toISOString()).toBe(
      '2026-11-26T01:00:00.000Z',
    );
    // Friday 18:00 and Sunday noon → Monday 09:00.
    for (const when of ['2026-11-27T10:00:00Z', '2026-11-29T04:00:00Z'])
      expect(nextServiceStart(HK, at(when))?.toISOString()).toBe('2026-11-30T01:00:00.000Z');
  });

  it('follows a zone’s change to summer time', () => {
    const ny = ZServiceHours.parse({ ...HK, timeZone: 'America/New_York' });
    // Friday 6 March 2026 18:00 EST (UTC−5) → Monday 9 March 09:00 EDT (UTC−4, since Sunday).
    expect(nextServiceStart(ny, at('2026-03-06T23:00:00Z'))?.toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(isServiceTime(ny, at('2026-03-09T13:00:00Z'))).toBe(true);
  });

  it('gives the service calendar’s day, not the UTC one', () => {
    // 23:30 UTC on Wednesday is Thursday 07:30 in Hong Kong; 15:59 UTC is still Wednesday there.
    expect(serviceDayOf(HK, at('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(serviceDayOf(HK, at('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(serviceDayOf(HK, at('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    const ny = ZServiceHours.parse({ ...HK, timeZone: 'America/New_York' });
    expect(serviceDayOf(ny, at('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
  });

  it('refuses hours that close before they open', () => {
    expect(ZServiceHours.safeParse({ ...HK, opens: '17:00', closes: '09:00' }).success).toBe(false);
  });
});

describe('approval bands', () => {
  const bands = [
    { from: '1000', approvals: 1 as const },
    { from: '10000.00', approvals: 2 as const },
  ];
  it('asks the approvals of the highest band an amount reaches, to the cent', () => {
    expect(approvalsFor(bands, '999.99')).toBe(0);
    expect(approvalsFor(bands, '1000.00')).toBe(1);
    expect(approvalsFor(bands, '9999.99')).toBe(1);
    expect(approvalsFor(bands, '10000')).toBe(2);
    expect(approvalsFor([], '1000000')).toBe(0);
  });
  it('takes bands that ascend and approvers enough for each', () => {
    const approverIds = ['00000000-0000-4000-8000-000000000001'];
    expect(
      ZApprovalPolicyRequest.safeParse({ approverIds, bands: bands.slice(0, 1) }).success,
    ).toBe(true);
    const issues = (value: unknown) =>
      ZApprovalPolicyRequest.safeParse(value).error?.issues.map(
        (i) => `${i.path.join('.')} ${i.message}`,
      );
    expect(issues({ approverIds, bands })).toEqual(['bands.1.approvals approversFew']);
    expect(
      issues({
        approverIds,
        bands: [
          { from: '500', approvals: 1 },
          { from: '500.00', approvals: 1 },
        ],
      }),
    ).toEqual(['bands.1.from bandsAscending']);
  });
});
