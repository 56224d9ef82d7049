import { describe, expect, it } from 'vitest';
import { CONTRACT_EDGES, ZOrderFields, orderRowProblems, orderTotalOf } from './contract.ts';
import { nextStates } from './state-edges.ts';
import { ContractState } from './states.ts';

describe('orderTotalOf', () => {
  it('is quantity × unit price exactly at the currency’s scale, or null', () => {
    expect(orderTotalOf('120', '45.5', 'USD')).toBe('5460.00');
    expect(orderTotalOf('1.5', '0.0125', 'USD')).toBeNull(); // 0.01875
    expect(orderTotalOf('8', '0.0125', 'USD')).toBe('0.10');
    expect(orderTotalOf('3', '1000.5', 'JPY')).toBeNull(); // JPY has no decimals
    expect(orderTotalOf('2', '1000.5', 'JPY')).toBe('2001');
    expect(orderTotalOf('0.001', '0.0001', 'USDT')).toBeNull(); // 10⁻⁷
    expect(orderTotalOf('0.01', '0.0001', 'USDT')).toBe('0.000001');
    expect(orderTotalOf('1.2345', '1', 'USD')).toBeNull(); // four decimals of quantity
    expect(orderTotalOf('abc', '1', 'USD')).toBeNull();
  });
});

describe('orderRowProblems', () => {
  it('names the total: decimals, mismatch with the exact product, not exact', () => {
    expect(orderRowProblems({ quantity: '120', unitPrice: '45.5', total: '5460' }, 'USD')).toEqual(
      [],
    );
    expect(
      orderRowProblems({ quantity: '120', unitPrice: '45.5', total: '5460.001' }, 'USD'),
    ).toEqual([['total', 'amountScale:2']]);
    expect(orderRowProblems({ quantity: '120', unitPrice: '45.5', total: '5461' }, 'USD')).toEqual([
      ['total', 'totalMismatch:5460.00'],
    ]);
    expect(
      orderRowProblems({ quantity: '1.5', unitPrice: '0.0125', total: '0.02' }, 'USD'),
    ).toEqual([['total', 'totalNotExact']]);
  });
});

describe('ZOrderFields', () => {
  it('refuses malformed input without throwing', () => {
    for (const bad of [{}, { quantity: '1e3' }, { unitPrice: '-1' }, { orderedAt: 'yesterday' }]) {
      expect(ZOrderFields.safeParse(bad).success).toBe(false);
    }
  });
});

describe('CONTRACT_EDGES', () => {
  it('leaves nothing after deletion and reaches effective only by approval', () => {
    expect(nextStates(CONTRACT_EDGES, ContractState.Deleted)).toEqual([]);
    expect(CONTRACT_EDGES.filter((e) => e.to === ContractState.Effective).map((e) => e.by)).toEqual(
      ['approved'],
    );
  });
});
