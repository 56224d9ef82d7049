// Every status and reason code the contracts list has its words in every portal language, so a
// merchant never sees a bare code for one of them.
import { BANK_REASON_CODES, BankStatus } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { webResources } from '../../../test/i18n.ts';

describe('bank status and reason texts', () => {
  it.each(['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const)('are all there in %s', (language) => {
    const payout = webResources[language].payout as {
      bankStatus: Record<string, string>;
      bankReason: Record<string, string>;
    };
    expect(Object.keys(payout.bankReason).sort()).toEqual([...BANK_REASON_CODES].sort());
    for (const code of Object.values(BankStatus)) expect(payout.bankStatus[code]).toBeTruthy();
    expect(payout.bankStatus.unknown).toContain('{{code}}');
  });
});
