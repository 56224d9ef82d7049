// Shops, platforms, hand-offs and collection accounts as the server answers them, for the area's
// screen tests.
import {
  AuthorizationState,
  ShopState,
  UnionState,
  type AuthList,
  type Handoff,
  type Shop,
  type ShopDetail,
} from '@tradebridge/contracts';

export const SHOP_ID = '6c1f2a3b-4d5e-4f60-8a71-0b2c3d4e0001';
export const OTHER_SHOP_ID = '6c1f2a3b-4d5e-4f60-8a71-0b2c3d4e0002';
export const USD_ACCOUNT_ID = '0a7c7c1e-5c2e-4a43-9d55-3c3c7d1f0001';
export const EUR_ACCOUNT_ID = '0a7c7c1e-5c2e-4a43-9d55-3c3c7d1f0003';
export const HANDOFF_STATE = 'a1b2c3d4-0000-4000-8000-000000000001.login.signature';

/** The shop's own fields as its form sends them, filled in (the yearly sales as typed). */
export const SHOP_FIELDS = {
  name: 'Pengda Lighting US',
  link: 'https://pengda.sandbox-shop.example.com',
  holder: 'Shenzhen Pengda Lighting Co., Ltd.',
  category: '02',
  yearlySales: '1200000.50',
  site: 'US',
  platform: 'sandbox',
  storeType: 'marketplace',
  handle: 'pengda-us',
  platformMerchantId: 'SBX-88231',
  gateway: '',
} satisfies Partial<Shop>;

export const shopOf = (overrides: Partial<Shop> = {}): Shop => ({
  id: SHOP_ID,
  version: 3,
  ...SHOP_FIELDS,
  // The server answers the amount without its trailing zero.
  yearlySales: '1200000.5',
  apiKeyHint: '••••WXYZ',
  privateKeyHint: '••••KEY-',
  state: ShopState.Effective,
  reason: null,
  union: {
    state: UnionState.Linked,
    accountId: USD_ACCOUNT_ID,
    accountAlias: 'Amazon US',
    reason: null,
    at: '2026-11-22T10:00:00.000Z',
  },
  authorization: {
    state: AuthorizationState.Opened,
    label: 'authorized',
    authorizedAt: '2026-11-20T09:00:00.000Z',
    scopes: ['orders:read', 'payouts:read', 'payouts:write'],
  },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/** A shop on a platform that is not authorized here, refused by the reviewer. */
/** The association of a shop linked to no collection account. */
export const UNLINKED_UNION: Shop['union'] = {
  state: UnionState.Unlinked,
  accountId: null,
  accountAlias: null,
  reason: null,
  at: null,
};

export const REFUSED_SHOP: Shop = shopOf({
  id: OTHER_SHOP_ID,
  version: 1,
  name: 'Pengda Home DE',
  link: 'https://www.pengda-home.example.de',
  site: 'DE',
  platform: 'independent',
  storeType: 'ownSite',
  handle: 'pengda-home',
  gateway: 'Stripe',
  apiKeyHint: null,
  privateKeyHint: null,
  state: ShopState.NotApproved,
  reason: 'The link does not open the shop',
  union: UNLINKED_UNION,
  authorization: { state: null, label: null, authorizedAt: null, scopes: [] },
});

export const shopDetailOf = (
  shop: Shop = shopOf(),
  overrides: Partial<ShopDetail> = {},
): ShopDetail => ({
  ...shop,
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'added', actor: 'Demo Admin', reason: null },
    { at: '2026-11-20T09:00:00.000Z', action: 'authorized', actor: 'Demo Admin', reason: null },
    { at: '2026-11-21T09:30:00.000Z', action: 'approved', actor: 'Olga Reviewer', reason: null },
  ],
  actions: ['edit', 'unlink', 'close'],
  ...overrides,
});

/** An effective shop whose association the platform refused. */
export const LINK_FAILED: ShopDetail = shopDetailOf(
  shopOf({
    union: {
      state: UnionState.LinkFailed,
      accountId: EUR_ACCOUNT_ID,
      accountAlias: 'Europe',
      reason: 'payoutCurrencyMissing',
      at: '2026-11-22T10:00:00.000Z',
    },
  }),
  { actions: ['edit', 'link', 'close'] },
);

/** An effective shop linked to no collection account yet. */
export const UNLINKED: ShopDetail = shopDetailOf(shopOf({ union: UNLINKED_UNION }), {
  actions: ['edit', 'link', 'close'],
});

export const AUTH_LIST: AuthList = {
  platforms: [
    {
      platform: 'sandbox',
      canAuthorize: true,
      scopes: ['orders:read', 'payouts:read', 'payouts:write'],
    },
    ...(['shopline', 'shopify', 'amazon', 'shopyy', 'ebay', 'walmart', 'independent'] as const).map(
      (platform) => ({ platform, canAuthorize: false, scopes: [] }),
    ),
  ],
  shops: [],
};

export const handoffOf = (overrides: Partial<Handoff> = {}): Handoff => ({
  step: 'login',
  platform: 'sandbox',
  shopName: 'Pengda Lighting US',
  site: 'US',
  payoutCurrency: 'USD',
  scopes: ['orders:read', 'payouts:read', 'payouts:write'],
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  ...overrides,
});

/** An effective collection account as shop/payoutAccounts.json lists it. */
const accountOf = (id: string, alias: string, currencies: string[]) => ({ id, alias, currencies });

export const EUR_ACCOUNT = accountOf(EUR_ACCOUNT_ID, 'Europe', ['EUR']);
export const USD_ACCOUNT = accountOf(USD_ACCOUNT_ID, 'Amazon US', ['USD', 'EUR']);

/** The collection accounts shop/payoutAccounts.json lists. */
export const PAYOUT_ACCOUNTS = { list: [EUR_ACCOUNT, USD_ACCOUNT] };
