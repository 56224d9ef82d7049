// The access rules of platform/http/auth.ts on probe routes: permission, main-user-only, and the
// frozen merchant that may log in but not move money.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/app.ts';
import { authHeaders, login, post } from '../test/session.ts';
import { ok } from '../platform/http/envelope.ts';
import { authScope, userOf } from '../platform/http/auth.ts';

let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false, serveWeb: false });
  await app.register(
    async (scope) => {
      await scope.register(authScope('user'));
      scope.post(
        '/wallet.json',
        { config: { access: { kind: 'user', permission: 'wallet:view' } } },
        async (r) => ok({ merchantId: userOf(r).merchantId }),
      );
      scope.post(
        '/transfer.json',
        { config: { access: { kind: 'user', permission: 'wallet:operate', movesMoney: true } } },
        async () => ok({ moved: true }),
      );
    },
    { prefix: '/finance-gateway/api/mer/probe' },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('access rules', () => {
  it('lets the main user through and refuses a member without the permission', async () => {
    const demo = await login(app, 'demo@tradebridge.dev');
    expect((await post(app, 'probe/wallet.json', undefined, authHeaders(demo))).json().status).toBe(
      1,
    );
    const member = await login(app, 'member@tradebridge.dev');
    const res = await post(app, 'probe/wallet.json', undefined, {
      ...authHeaders(member),
      language: 'en-US',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 0,
      errorCode: 'NO_ACCESS',
      message: 'Sorry, you have no access to this page.',
    });
  });

  it('answers NO_LOGIN before anything else for an anonymous call', async () => {
    const res = await post(app, 'probe/wallet.json', '{bad json' as unknown as object);
    expect(res.json().errorCode).toBe('NO_LOGIN');
  });

  it('lets a frozen merchant log in and read, but not move money, and says why', async () => {
    await database.db.execute(
      "UPDATE merchants SET state = 5, state_before_freeze = 2, frozen_reason = 'KYC documents expired' WHERE mer_no = 'M100000001'" as never,
    );
    const demo = await login(app, 'demo@tradebridge.dev');
    const info = (await post(app, 'merchantInfo.json', undefined, authHeaders(demo))).json().result;
    expect(info).toMatchObject({ state: 5, frozenReason: 'KYC documents expired' });
    expect((await post(app, 'probe/wallet.json', undefined, authHeaders(demo))).json().status).toBe(
      1,
    );
    const move = await post(app, 'probe/transfer.json', undefined, {
      ...authHeaders(demo),
      language: 'en-US',
    });
    expect(move.statusCode).toBe(403);
    expect(move.json().errorCode).toBe('MERCHANT_FROZEN');
    expect(move.json().message).toContain('KYC documents expired');
  });
});
