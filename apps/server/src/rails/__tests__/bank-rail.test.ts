// The bank rail is the one deps carry: an app built with another bank (here a fake beside the
// sandbox) issues that bank's account details and names it on the statement it writes.
import { ShopState, ZCollectionAccountDetail } from '@tradebridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithRails, type TestApp } from '../../test/app.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../test/session.ts';
import type { BankRail } from '../bank/index.ts';
import { createSandboxBank } from '../bank/sandbox/index.ts';

const FAKE_BANK = 'Fake Bank of Tests';

/** The sandbox's payments, but this bank's name and its own account numbers. */
const fakeBank = (sandbox: BankRail): BankRail => ({
  ...sandbox,
  bankName: FAKE_BANK,
  issueAccountDetails: (account, currency) => ({
    ...sandbox.issueAccountDetails(account, currency),
    bankName: FAKE_BANK,
    accountNumber: `FAKE-${currency}-0001`,
  }),
});

let t: TestApp;
let admin: OpsSession;
let demo: Tokens;

beforeAll(async () => {
  t = await createTestAppWithRails((database) => ({
    bank: fakeBank(createSandboxBank(database.db, 0)),
  }));
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  demo = await login(t.app, 'demo@tradebridge.dev');
});
afterAll(() => t.close());

describe('the bank rail in deps', () => {
  it('is the bank that issues a new account’s details', async () => {
    const call = (path: string, body: object, headers: object = {}) =>
      post(t.app, path, body, { ...authHeaders(demo), ...headers });
    const applied = ZCollectionAccountDetail.parse(
      (
        await call(
          'collection/apply.json',
          {
            profile: {
              usage: 3,
              businessDescription: 'LED lighting exported to Europe',
              website: 'https://lighting.example.com',
              salesCategory: 'Lighting',
              annualSales: '2500000',
            },
            currencies: ['USD'],
          },
          { 'idempotency-key': 'fake-bank-apply' },
        )
      ).json().result,
    );
    await ops(
      t.app,
      'collection/approveAccount.json',
      { accountId: applied.id, version: 0 },
      admin,
    );
    const account = ZCollectionAccountDetail.parse(
      (await call('collection/account.json', { accountId: applied.id })).json().result,
    );
    expect(account.state).toBe(ShopState.Effective);
    expect(account.details).toEqual([
      expect.objectContaining({ bankName: FAKE_BANK, accountNumber: 'FAKE-USD-0001' }),
    ]);
    const statement = await ops(
      t.app,
      'collection/bankStatement.json',
      { account: 'FAKE-USD-0001', date: '2026-12-01' },
      admin,
    );
    expect(statement.body).toContain(`<Nm>${FAKE_BANK}</Nm>`);
  });
});
