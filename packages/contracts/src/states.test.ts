import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as states from './states.ts';
import { AccountStateMeaning, CollectionStateMeaning, OrderStateMeaning } from './states.ts';

type Codes = Record<string, number | string>;

const isCodes = (value: unknown): value is Codes =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'number' || typeof v === 'string');

const meaningMaps = Object.entries(states).filter(([name]) => name.endsWith('Meaning'));

describe('state meanings', () => {
  it('exist for the states whose codes share a meaning', () => {
    expect(meaningMaps.map(([name]) => name).sort()).toEqual([
      'AccountStateMeaning',
      'CollectionStateMeaning',
      'OrderStateMeaning',
    ]);
  });

  it.each(meaningMaps)('%s covers every code of its enum and nothing else', (name, meaning) => {
    const enumName = name.slice(0, -'Meaning'.length);
    const codes = (states as Record<string, unknown>)[enumName];
    expect(isCodes(codes), `${enumName} is exported next to ${name}`).toBe(true);
    const expected = Object.values(codes as Codes)
      .map(String)
      .sort();
    expect(Object.keys(meaning as object).sort()).toEqual(expected);
    for (const text of Object.values(meaning as object)) expect(text).toMatch(/^[a-z][A-Za-z]+$/);
  });

  // Spec §4 groups several codes under one meaning.
  const groups = (meaning: Record<string, string>) => {
    const byMeaning: Record<string, number[]> = {};
    for (const [code, text] of Object.entries(meaning)) (byMeaning[text] ??= []).push(Number(code));
    for (const list of Object.values(byMeaning)) list.sort((a, b) => a - b);
    return byMeaning;
  };

  it('group account states as spec §4 does', () => {
    expect(groups(AccountStateMeaning)).toEqual({
      toBeActivated: [0, 1, 7, 10, 11, 14, 15],
      normal: [2],
      reviewFailed: [3, 8],
      cancelled: [4],
      frozen: [5],
      cardCancelReview: [6],
      channelTimeout: [9],
      activating: [12],
      activationFailed: [13],
    });
  });

  it('group order states as spec §4 does', () => {
    expect(groups(OrderStateMeaning)).toEqual({
      processing: [0, 9],
      pendingReview: [1, 7, 8, 10],
      reviewPassed: [2],
      reviewRejected: [3],
      paying: [4],
      paymentSuccess: [5],
      paymentFailed: [6],
      transactionFailed: [11],
      abnormalRefund: [18],
    });
  });

  it('group collection states as spec §4 does', () => {
    expect(groups(CollectionStateMeaning)).toEqual({
      awaitingMaterials: [0],
      pendingReview: [1, 2, 10, 11, 12],
      credited: [3],
      reviewRejected: [4],
      beingCredited: [6],
      precheckFailed: [7],
      awaitingTopUp: [8],
      cancelled: [9],
      transactionFailed: [13],
    });
  });
});

describe('code enumerations', () => {
  const enums = [...Object.entries(states), ...Object.entries(constants)].filter(
    ([name, value]) => !name.endsWith('Meaning') && name !== 'LIMITS' && isCodes(value),
  );

  it.each(enums)('%s gives every member its own code', (_name, codes) => {
    const values = Object.values(codes as Codes);
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values).size).toBe(values.length);
  });

  it('include the spec §4 and §9 code lists', () => {
    expect(Object.values(states.ContractState)).toEqual([0, 1, 2, 3]);
    expect(Object.values(states.ShopState).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(Object.values(states.BankCardState).sort()).toEqual([1, 2, 3]);
    expect(Object.values(states.QuotaState).sort()).toEqual([0, 1, 2]);
    expect(Object.values(states.VideoAuthState).sort()).toEqual(['N', 'W', 'Y']);
    expect(Object.values(states.PayState).sort()).toEqual([0, 1, 2, 3]);
    expect(Object.values(constants.OrderType)).toEqual([1, 2, 3, 5, 6]);
    expect(Object.values(constants.FeeType).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 39 }, (_, i) => i + 1),
    );
    expect(Object.values(constants.IdType).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(Object.values(constants.GoodsType)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });
});
