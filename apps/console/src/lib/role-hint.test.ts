import { OPERATOR_ROLES, OperatorRole } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { consoleResources } from '../test/i18n.ts';
import { roleHint } from './role-hint.ts';
import i18next from 'i18next';

const tFor = async (language: 'en-US' | 'ru-RU' | 'zh-CN') => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: consoleResources[language] } });
  return instance.getFixedT(language, 'common');
};

describe('roleHint', () => {
  it('says what the matrix lets each role do, and nothing else', async () => {
    const t = await tFor('en-US');
    expect(roleHint(OperatorRole.Finance, t, 'en-US')).toBe(
      "Sees merchants, reference rates, announcements and background jobs, sees collection accounts, collections and bank files, imports bank files and posts credits, sees the FX position, exchanges and pricing rules, sets exchange spreads, rate locks and the trading window, sees payouts, the rail's files and their reconciliation, sets the bank's service hours, sees settlement quotas, sees merchants' wallets, credits from the sandbox bank, runs the ledger check, and edits the reference rates",
    );
    // The reviewer sees merchants, not their wallets (the server refuses merchants/wallets.json).
    expect(roleHint(OperatorRole.Reviewer, t, 'en-US')).not.toContain('wallets');
    expect(roleHint(OperatorRole.AccountManager, t, 'en-US')).toContain('account manager');
  });

  it('reads in every language', async () => {
    for (const language of ['zh-CN', 'ru-RU'] as const) {
      const t = await tFor(language);
      for (const role of OPERATOR_ROLES) {
        const hint = roleHint(role, t, language);
        expect(hint, `${language} ${role}`).not.toMatch(/roleHint/);
      }
    }
  });
});
