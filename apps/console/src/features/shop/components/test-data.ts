// Typed shops for the screens' tests: one waiting for review on the sandbox platform, with its
// authorization log and story, and a list row of it; each overridable.
import type { OpsShopDetail, OpsShopPage } from '@tradebridge/contracts';

export const MERCHANT_ID = '00000000-0000-4000-8000-000000000101';
export const SHOP_ID = '00000000-0000-4000-8000-000000000c01';
export const ACCOUNT_ID = '00000000-0000-4000-8000-000000000701';

type ShopRow = OpsShopPage['list'][number];

export const shopRow = (overrides: Partial<ShopRow> = {}): ShopRow => ({
  id: SHOP_ID,
  version: 5,
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
  apiKeyHint: '••••WXYZ',
  privateKeyHint: '••••KEY-',
  state: 2,
  reason: null,
  union: { state: 0, accountId: null, accountAlias: null, reason: null, at: null },
  authorization: {
    state: 2,
    label: 'authorized',
    authorizedAt: '2026-11-20T09:05:00.000Z',
    scopes: ['orders:read', 'payouts:read', 'payouts:write'],
  },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T09:05:00.000Z',
  merchantId: MERCHANT_ID,
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  ...overrides,
});

export const shopDetail = (overrides: Partial<OpsShopDetail> = {}): OpsShopDetail => ({
  ...shopRow(),
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'added', actor: 'Chen Jing', reason: null },
    {
      at: '2026-11-20T08:01:00.000Z',
      action: 'authorizationStarted',
      actor: 'Chen Jing',
      reason: null,
    },
    {
      at: '2026-11-20T08:03:00.000Z',
      action: 'authorizationRefused',
      actor: 'Chen Jing',
      reason: 'accessDenied',
    },
    { at: '2026-11-20T09:05:00.000Z', action: 'authorized', actor: 'Chen Jing', reason: null },
  ],
  authorizations: [
    {
      id: '00000000-0000-4000-8000-000000000d02',
      platform: 'sandbox',
      startedAt: '2026-11-20T09:00:00.000Z',
      startedBy: 'Chen Jing',
      step: 'callback',
      outcome: 'succeeded',
      reason: null,
      finishedAt: '2026-11-20T09:05:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000d01',
      platform: 'sandbox',
      startedAt: '2026-11-20T08:01:00.000Z',
      startedBy: 'Chen Jing',
      step: 'callback',
      outcome: 'refused',
      reason: 'accessDenied',
      finishedAt: '2026-11-20T08:03:00.000Z',
    },
  ],
  actions: ['approve', 'reject'],
  ...overrides,
});
