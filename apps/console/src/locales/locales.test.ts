import { localeParityProblems } from '@tradebridge/ui';
import { describe, expect, it } from 'vitest';
import { consoleResources } from '../test/i18n.ts';

describe('console locales', () => {
  it('exist for every language and area', () => {
    for (const language of ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const) {
      expect(Object.keys(consoleResources[language]).sort()).toEqual([
        'audit',
        'auth',
        'certification',
        'collection',
        'common',
        'contract',
        'documents',
        'exchange',
        'jobs',
        'layout',
        'ledger',
        'menu',
        'merchants',
        'notice',
        'operators',
        'payee',
        'payout',
        'quota',
        'rates',
        'shop',
        'wallet',
      ]);
    }
  });

  it('have the same keys, variables and plural forms in every language', () => {
    expect(localeParityProblems(consoleResources)).toEqual([]);
  });
});
