import { localeParityProblems } from '@tradebridge/ui';
import { describe, expect, it } from 'vitest';
import { webResources } from '../test/i18n.ts';

describe('portal locales', () => {
  it('exist for every language and area', () => {
    for (const language of ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const) {
      expect(Object.keys(webResources[language]).sort()).toEqual([
        'certification',
        'collection',
        'common',
        'contract',
        'documents',
        'download',
        'exchange',
        'home',
        'identity',
        'layout',
        'menu',
        'notice',
        'payee',
        'payment-confirm',
        'payout',
        'protocol',
        'quota',
        'secure',
        'security',
        'shop',
        'team',
        'wallet',
      ]);
    }
  });

  it('have the same keys, variables and plural forms in every language', () => {
    expect(localeParityProblems(webResources)).toEqual([]);
  });
});
