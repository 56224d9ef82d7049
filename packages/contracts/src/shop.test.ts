import { describe, expect, it } from 'vitest';
import { SHOP_EDGES, authorizationLabelOf, payoutCurrencyOfSite, shopStartState } from './shop.ts';
import { nextStates } from './state-edges.ts';
import { AuthorizationState, ShopState } from './states.ts';

describe('shops', () => {
  it('start waiting for authorization only where a platform can authorize', () => {
    expect(shopStartState(true)).toBe(ShopState.AwaitingAuthorization);
    expect(shopStartState(false)).toBe(ShopState.UnderReview);
  });

  it('reach effective only by an operator’s approval, and nothing after closing', () => {
    expect(SHOP_EDGES.filter((e) => e.to === ShopState.Effective).map((e) => e.by)).toEqual([
      'approved',
    ]);
    expect(nextStates(SHOP_EDGES, ShopState.Cancelled)).toEqual([]);
    const pairs = SHOP_EDGES.map((e) => `${e.from}→${e.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('label authorization states as the spec does', () => {
    expect(authorizationLabelOf(AuthorizationState.Opened)).toBe('authorized');
    expect(authorizationLabelOf(AuthorizationState.ReviewFailed)).toBe('failed');
    expect(authorizationLabelOf(AuthorizationState.AwaitingAuthorization)).toBe('underWay');
    expect(authorizationLabelOf(AuthorizationState.UnderReview)).toBe('underWay');
  });

  it('pay a site out in its currency, US dollars elsewhere', () => {
    expect(payoutCurrencyOfSite('DE')).toBe('EUR');
    expect(payoutCurrencyOfSite('JP')).toBe('JPY');
    expect(payoutCurrencyOfSite('BR')).toBe('USD');
  });
});
