// Shops end to end through the API: adding (secrets sealed, never answered or audited), the
// authorization hand-off on the sandbox platform through its public steps (success, refusal,
// failure, expiry, replay), the review with resubmission, the association with a collection
// account (and its failure), and another merchant's ids not found.
import { describe, expect, it } from 'vitest';
import {
  AuthorizationState,
  SHOP_EDGES,
  ShopState,
  UnionState,
  ZAuthList,
  ZOpsShopDetail,
  ZShopDetail,
  ZShopPage,
  type ShopDetail,
} from '@tradebridge/contracts';
import { callAs, errorOf, fieldsOf, ok } from '../../../../test/answers.ts';
import { rowsOf } from '../../../../test/app.ts';
import { useAreaParties } from '../../../../test/suite.ts';
import { ops } from '../../../../test/operators.ts';
import type { Tokens } from '../../../../test/session.ts';

const { t, admin, demo, stranger } = useAreaParties('stranger@shop.example.com');

const call = (tokens: Tokens | null, path: string, body?: object, headers?: object) =>
  callAs(t.app, tokens, path, body, headers);
const sql = (text: string) => rowsOf(t.database, text);

const API_KEY = 'sk_live_0123456789abcdefWXYZ';
const PRIVATE_KEY =
  '-----BEGIN PRIVATE KEY-----MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-----END PRIVATE KEY-----';
const shopInput = (handle: string, extra: object = {}) => ({
  name: 'Pengda Lighting US',
  link: 'https://pengda.sandbox-shop.example.com',
  holder: 'Shenzhen Pengda Lighting Co., Ltd.',
  category: '02',
  yearlySales: '1200000.50',
  site: 'US',
  platform: 'sandbox',
  storeType: 'marketplace',
  handle,
  platformMerchantId: 'SBX-88231',
  apiKey: API_KEY,
  privateKey: PRIVATE_KEY,
  ...extra,
});
const add = (tokens: Tokens, body: object) =>
  call(tokens, 'shop/add.json', body, { 'idempotency-key': `shop-${Math.random()}` });
/** An edit of the shop as it was at `version`: the form of `handle` without its secrets (left out
 * of an edit, they are kept), with `changes`. */
const edit = async (shopId: string, version: number, handle: string, changes: object = {}) => {
  const { apiKey: _a, privateKey: _p, ...fields } = shopInput(handle);
  return ZShopDetail.parse(
    ok(await call(demo, 'shop/edit.json', { ...fields, ...changes, shopId, version })),
  );
};
const detail = async (shopId: string, tokens: Tokens = demo) =>
  ZShopDetail.parse(ok(await call(tokens, 'shop/detail.json', { shopId })));
const stateOfLink = (url: string) =>
  decodeURIComponent(new URL(url.replace('#', ''), 'http://x').searchParams.get('state')!);
const paramsOf = (next: string) => new URL(next.replace('#', ''), 'http://x').searchParams;

/** The whole hand-off: start, sign in with `handle`, allow or deny, come back. */
const handOff = async (shopId: string, handle: string, allow = true) => {
  const start = ok(await call(demo, 'auth/shopline.json', { shopId })) as { redirectUrl: string };
  expect(start.redirectUrl).toMatch(/^#\/authLogin\?state=/);
  const login1 = ok(
    await call(null, 'auth/sandbox/login.json', { state: stateOfLink(start.redirectUrl), handle }),
  ) as { state: string; next: string };
  expect(login1.next).toMatch(/^#\/authHandle\?state=/);
  const consent = ok(
    await call(null, 'auth/sandbox/consent.json', { state: login1.state, allow }),
  ) as { state: string; next: string };
  const back = paramsOf(consent.next);
  return {
    start,
    consent,
    callback: await call(null, 'auth/callback.json', {
      state: back.get('state'),
      ...(back.get('code') ? { code: back.get('code') } : { error: back.get('error') }),
    }),
  };
};

let shop: ShopDetail;

describe('adding a shop', () => {
  it('refuses bad fields by name and writes nothing', async () => {
    const before = await sql('SELECT count(*)::int AS n FROM shops');
    const res = await add(demo, {
      ...shopInput('bad handle!'),
      link: 'www.no-scheme.example.com',
      name: '',
      yearlySales: '12.345',
      site: 'usa',
    });
    expect(fieldsOf(res)).toEqual(['handle', 'link', 'name', 'site', 'yearlySales']);
    expect(await sql('SELECT count(*)::int AS n FROM shops')).toEqual(before);
  });

  it('seals the secrets: only hints are answered, nothing readable is stored or audited', async () => {
    shop = ZShopDetail.parse(ok(await add(demo, shopInput('pengda-us'))));
    expect(shop.state).toBe(ShopState.AwaitingAuthorization);
    expect(shop.authorization).toMatchObject({
      state: AuthorizationState.AwaitingAuthorization,
      label: 'underWay',
    });
    expect(shop.apiKeyHint).toBe('••••WXYZ');
    expect(shop.privateKeyHint).toBe('••••----');
    expect(shop.actions).toEqual(['edit', 'authorize', 'close']);
    const everything = JSON.stringify(await sql(`SELECT * FROM shops WHERE id = '${shop.id}'`));
    const audit = JSON.stringify(
      await sql(`SELECT * FROM audit_log WHERE target = 'shop:${shop.id}'`),
    );
    for (const text of [everything, audit, JSON.stringify(shop)]) {
      expect(text).not.toContain('0123456789abcdef');
      expect(text).not.toContain('MIIEvQIBADAN');
    }
    // The same store cannot be added twice while open.
    expect(fieldsOf(await add(demo, shopInput('pengda-us')))).toEqual(['handle']);
  });

  it('keeps a secret left out of an edit, removes an empty one', async () => {
    const kept = await edit(shop.id, shop.version, 'pengda-us', { privateKey: '' });
    expect(kept).toMatchObject({
      apiKeyHint: '••••WXYZ',
      privateKeyHint: null,
      state: ShopState.AwaitingAuthorization,
    });
    shop = kept;
  });

  it('is not found by another merchant', async () => {
    expect(errorOf(await call(stranger, 'shop/detail.json', { shopId: shop.id }))).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(stranger, 'auth/shopline.json', { shopId: shop.id }))).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(stranger, 'auth/list.json', { shopId: shop.id }))).toBe('NOT_FOUND');
    const page = ZShopPage.parse(ok(await call(stranger, 'shop/list.json')));
    expect(page.list.map((s) => s.id)).not.toContain(shop.id);
  });
});

describe('authorizing on the sandbox platform', () => {
  it('lists the platforms and which can be authorized', async () => {
    const list = ZAuthList.parse(ok(await call(demo, 'auth/list.json', { shopId: shop.id })));
    expect(list.platforms.find((p) => p.platform === 'sandbox')?.canAuthorize).toBe(true);
    expect(list.platforms.find((p) => p.platform === 'amazon')?.canAuthorize).toBe(false);
    expect(list.shops).toHaveLength(1);
  });

  it('records a refusal at the platform; the shop keeps waiting', async () => {
    const { callback } = await handOff(shop.id, 'pengda-us', false);
    expect(ok(callback)).toMatchObject({
      outcome: 'refused',
      shopId: shop.id,
      reason: 'accessDenied',
    });
    expect((await detail(shop.id)).state).toBe(ShopState.AwaitingAuthorization);
  });

  it('refuses a wrong handle, a forged, replayed or expired state', async () => {
    const start = ok(await call(demo, 'auth/shopline.json', { shopId: shop.id })) as {
      redirectUrl: string;
    };
    const state = stateOfLink(start.redirectUrl);
    expect(
      fieldsOf(await call(null, 'auth/sandbox/login.json', { state, handle: 'someone-else' })),
    ).toEqual(['handle']);
    const forged = state.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(
      errorOf(await call(null, 'auth/sandbox/login.json', { state: forged, handle: 'pengda-us' })),
    ).toBe('AUTH_LINK_INVALID');
    // A login state is not a consent state.
    expect(errorOf(await call(null, 'auth/sandbox/consent.json', { state, allow: true }))).toBe(
      'AUTH_LINK_INVALID',
    );
    const handoff = ok(await call(null, 'auth/handoff.json', { state })) as {
      step: string;
      shopName: string;
    };
    expect(handoff).toMatchObject({
      step: 'login',
      shopName: 'Pengda Lighting US',
      site: 'US',
      payoutCurrency: 'USD',
    });
    const next = ok(
      await call(null, 'auth/sandbox/login.json', { state, handle: 'PENGDA-US' }),
    ) as { state: string };
    expect(
      errorOf(await call(null, 'auth/sandbox/login.json', { state, handle: 'pengda-us' })),
    ).toBe('AUTH_LINK_INVALID');
    await sql(
      `UPDATE shop_authorizations SET expires_at = now() - interval '1 second' WHERE id = '${state.split('.')[0]}'`,
    );
    expect(
      errorOf(await call(null, 'auth/sandbox/consent.json', { state: next.state, allow: true })),
    ).toBe('AUTH_LINK_INVALID');
    const [attempt] = await sql(
      `SELECT outcome FROM shop_authorizations WHERE id = '${state.split('.')[0]}'`,
    );
    expect(attempt!.outcome).toBe('expired');
  });

  it('succeeds: the token is sealed, the shop goes to review, the code works once', async () => {
    const { consent, callback } = await handOff(shop.id, 'pengda-us');
    expect(ok(callback)).toMatchObject({
      outcome: 'succeeded',
      reason: null,
      shopState: ShopState.UnderReview,
    });
    const back = paramsOf(consent.next);
    expect(
      errorOf(
        await call(null, 'auth/callback.json', {
          state: back.get('state'),
          code: back.get('code'),
        }),
      ),
    ).toBe('AUTH_LINK_INVALID');
    shop = await detail(shop.id);
    expect(shop.state).toBe(ShopState.UnderReview);
    expect(shop.authorization).toMatchObject({
      state: AuthorizationState.Opened,
      label: 'authorized',
    });
    expect(shop.actions).not.toContain('authorize');
    const [row] = await sql(`SELECT auth_token_sealed FROM shops WHERE id = '${shop.id}'`);
    expect(String(row!.auth_token_sealed)).toMatch(/^v1\./);
    expect(JSON.stringify(shop)).not.toContain('sbx_');
  });

  it('fails when the platform cannot issue a token', async () => {
    const failing = ZShopDetail.parse(
      ok(await add(demo, shopInput('broken-store-fail', { name: 'Broken' }))),
    );
    const { callback } = await handOff(failing.id, 'broken-store-fail');
    expect(ok(callback)).toMatchObject({ outcome: 'failed', reason: 'tokenRefused' });
    const after = await detail(failing.id);
    expect(after.authorization).toMatchObject({
      state: AuthorizationState.ReviewFailed,
      label: 'failed',
    });
    expect(after.state).toBe(ShopState.AwaitingAuthorization);
    expect(after.actions).toContain('authorize');
  });

  it('sends a waiting shop moved to a platform without an adapter to review', async () => {
    const waiting = ZShopDetail.parse(
      ok(await add(demo, shopInput('moving-store', { name: 'Moving' }))),
    );
    expect(waiting.state).toBe(ShopState.AwaitingAuthorization);
    const moved = await edit(waiting.id, waiting.version, 'moving-store', {
      name: 'Moving',
      platform: 'shopify',
    });
    expect(moved).toMatchObject({ state: ShopState.UnderReview, authorization: { state: null } });
    expect(moved.history.at(-1)!.action).toBe('storeChanged');
    ok(await call(demo, 'shop/close.json', { shopId: moved.id, version: moved.version }));
  });

  it('refuses the way back for a shop closed during its hand-off', async () => {
    const closing = ZShopDetail.parse(
      ok(await add(demo, shopInput('closing-store', { name: 'Closing' }))),
    );
    const start = ok(await call(demo, 'auth/shopline.json', { shopId: closing.id })) as {
      redirectUrl: string;
    };
    const login = ok(
      await call(null, 'auth/sandbox/login.json', {
        state: stateOfLink(start.redirectUrl),
        handle: 'closing-store',
      }),
    ) as { state: string };
    const consent = ok(
      await call(null, 'auth/sandbox/consent.json', { state: login.state, allow: true }),
    ) as { next: string };
    const current = await detail(closing.id);
    ok(await call(demo, 'shop/close.json', { shopId: closing.id, version: current.version }));
    const back = paramsOf(consent.next);
    const res = await call(null, 'auth/callback.json', {
      state: back.get('state'),
      code: back.get('code'),
    });
    expect(errorOf(res)).toBe('AUTH_LINK_INVALID');
    expect((await detail(closing.id)).authorization.state).not.toBe(AuthorizationState.Opened);
  });

  it('reviews a platform without an adapter at once', async () => {
    const own = ZShopDetail.parse(
      ok(
        await add(
          demo,
          shopInput('pengda-site', {
            platform: 'independent',
            storeType: 'ownSite',
            gateway: 'Stripe',
            apiKey: '',
            privateKey: '',
          }),
        ),
      ),
    );
    expect(own).toMatchObject({
      state: ShopState.UnderReview,
      authorization: { state: null, label: null },
      apiKeyHint: null,
    });
    expect(errorOf(await call(demo, 'auth/shopline.json', { shopId: own.id }))).toBe(
      'SHOP_NOT_AUTHORIZABLE',
    );
  });
});

describe('review and association', () => {
  it('an operator refuses with a reason; the merchant corrects and resubmits; approval', async () => {
    const refused = ZOpsShopDetail.parse(
      ok(
        await ops(
          t.app,
          'shop/reject.json',
          { shopId: shop.id, version: shop.version, reason: 'The link does not open the store.' },
          admin,
        ),
      ),
    );
    expect(refused).toMatchObject({
      state: ShopState.NotApproved,
      reason: 'The link does not open the store.',
    });
    expect(refused.authorizations.map((a) => a.outcome)).toEqual([
      'succeeded',
      'expired',
      'refused',
    ]);
    const resubmitted = await edit(shop.id, refused.version, 'pengda-us', {
      link: 'https://pengda.sandbox-shop.example.com/store',
    });
    expect(resubmitted).toMatchObject({ state: ShopState.UnderReview, reason: null });
    const approved = ZOpsShopDetail.parse(
      ok(
        await ops(
          t.app,
          'shop/approve.json',
          { shopId: shop.id, version: resubmitted.version },
          admin,
        ),
      ),
    );
    expect(approved.state).toBe(ShopState.Effective);
    expect(
      errorOf(
        await ops(
          t.app,
          'shop/approve.json',
          { shopId: shop.id, version: approved.version },
          admin,
        ),
      ),
    ).toBe('SHOP_STATE');
    shop = await detail(shop.id);
    expect(shop.actions).toEqual(['edit', 'link', 'close']);
  });

  const openAccount = async (currencies: string[]) => {
    const applied = ok(
      await call(
        demo,
        'collection/apply.json',
        {
          profile: {
            usage: 3,
            businessDescription: 'LED lighting',
            salesCategory: 'Lighting',
            annualSales: '100000',
          },
          currencies,
        },
        { 'idempotency-key': `acct-${Math.random()}` },
      ),
    ) as { id: string; version: number };
    ok(
      await ops(
        t.app,
        'collection/approveAccount.json',
        { accountId: applied.id, version: applied.version },
        admin,
      ),
    );
    return applied.id;
  };

  it('fails to associate with an account without the site’s payout currency, then links', async () => {
    const eur = await openAccount(['EUR']);
    // The shop's own list of where payouts may go: the merchant's effective accounts only.
    const accounts = ok(await call(demo, 'shop/payoutAccounts.json')) as { list: { id: string }[] };
    expect(accounts.list.map((a) => a.id)).toContain(eur);
    const theirs = ok(await call(stranger, 'shop/payoutAccounts.json')) as { list: unknown[] };
    expect(theirs.list).toEqual([]);
    const failed = ZShopDetail.parse(
      ok(
        await call(demo, 'shop/link.json', {
          shopId: shop.id,
          version: shop.version,
          accountId: eur,
        }),
      ),
    );
    expect(failed.union).toMatchObject({ state: UnionState.LinkFailed, accountId: eur });
    expect(failed.union.reason).toBe('payoutCurrencyMissing');
    const usd = await openAccount(['USD', 'EUR']);
    const linked = ZShopDetail.parse(
      ok(
        await call(demo, 'shop/link.json', {
          shopId: shop.id,
          version: failed.version,
          accountId: usd,
        }),
      ),
    );
    expect(linked.union).toMatchObject({ state: UnionState.Linked, accountId: usd, reason: null });
    expect(linked.actions).toEqual(['edit', 'unlink', 'close']);
    // Another merchant's account is not one to link to; another merchant cannot unlink.
    expect(
      errorOf(
        await call(stranger, 'shop/unlink.json', { shopId: shop.id, version: linked.version }),
      ),
    ).toBe('NOT_FOUND');
    const unlinked = ZShopDetail.parse(
      ok(await call(demo, 'shop/unlink.json', { shopId: shop.id, version: linked.version })),
    );
    expect(unlinked.union.state).toBe(UnionState.Unlinked);
    shop = unlinked;
  });

  it('refuses a stale version and an account of another merchant', async () => {
    expect(
      errorOf(await call(demo, 'shop/close.json', { shopId: shop.id, version: shop.version - 1 })),
    ).toBe('SHOP_CHANGED');
    const res = await call(stranger, 'shop/link.json', {
      shopId: shop.id,
      version: shop.version,
      accountId: shop.id,
    });
    expect(errorOf(res)).toBe('NOT_FOUND');
  });

  it('closes once; audits every move', async () => {
    const closed = ZShopDetail.parse(
      ok(await call(demo, 'shop/close.json', { shopId: shop.id, version: shop.version })),
    );
    expect(closed).toMatchObject({ state: ShopState.Cancelled, actions: [] });
    expect(
      errorOf(await call(demo, 'shop/close.json', { shopId: shop.id, version: closed.version })),
    ).toBe('SHOP_STATE');
    const actions = (
      await sql(`SELECT action FROM audit_log WHERE target = 'shop:${shop.id}' ORDER BY id`)
    ).map((r) => r.action);
    expect(new Set(actions)).toEqual(
      new Set([
        'shop.add',
        'shop.edit',
        'shop.authorize',
        'shop.authorized',
        'shop.reject',
        'shop.approve',
        'shop.link',
        'shop.unlink',
        'shop.close',
      ]),
    );
  });

  it('walks only the edges', () => {
    for (const edge of SHOP_EDGES) expect(edge.from).not.toBe(ShopState.Cancelled);
  });
});
