import { describe, expect, it } from 'vitest';
import { parseAccount } from './accounts.ts';

describe('parseAccount', () => {
  it('reads e-mail addresses case-insensitively', () => {
    expect(parseAccount(' Demo@TradeBridge.dev ')).toEqual({
      kind: 'email',
      email: 'demo@tradebridge.dev',
      key: 'email:demo@tradebridge.dev',
    });
    expect(parseAccount('not@mail')).toBeNull();
  });

  it('reads mobile numbers with or without area code', () => {
    expect(parseAccount('138 0000 0000')).toMatchObject({
      kind: 'mobile',
      areaCode: null,
      mPhone: '13800000000',
    });
    expect(parseAccount('13800000000', '86')).toMatchObject({
      areaCode: '+86',
      key: 'mobile:+8613800000000',
    });
    expect(parseAccount('+7 916-123-45-67')).toMatchObject({
      areaCode: '+7',
      mPhone: '9161234567',
    });
    expect(parseAccount('12')).toBeNull();
    expect(parseAccount('phone')).toBeNull();
  });
});
