// Shops (issue 17): the merchant's stores on marketplaces and their own sites, reviewed by an
// operator, authorized on their platform through a hand-off of public pages, and associated
// (spec "union") with a collection account that the platform pays out to. ADR 0020.
import { z } from 'zod';
import { zWebLink } from './certification-forms.ts';
import type { Currency } from './currencies.ts';
import { pageFields, zPage } from './envelope.ts';
import { zAmountIn, zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { ZStoryEvent } from './review.ts';
import type { Edge } from './state-edges.ts';
import { AuthorizationState, ShopState, UnionState, zCodeOf } from './states.ts';

/** The platforms a shop may sell on. Only those with an adapter can be authorized (`auth/list.json`). */
export const ShopPlatform = {
  Sandbox: 'sandbox',
  Shopline: 'shopline',
  Shopify: 'shopify',
  Amazon: 'amazon',
  Shopyy: 'shopyy',
  Ebay: 'ebay',
  Walmart: 'walmart',
  Independent: 'independent',
} as const;
export type ShopPlatform = (typeof ShopPlatform)[keyof typeof ShopPlatform];
const zShopPlatform = z.enum(Object.values(ShopPlatform) as [ShopPlatform, ...ShopPlatform[]]);

/** A store on a marketplace, or the merchant's own site (spec §3 "store type"). */
export const StoreType = { Marketplace: 'marketplace', OwnSite: 'ownSite' } as const;
export type StoreType = (typeof StoreType)[keyof typeof StoreType];
const zStoreType = z.enum([StoreType.Marketplace, StoreType.OwnSite]);

/**
 * A shop's way (spec §4 shop/account-use states, shared with collection accounts): a shop on a
 * platform that can be authorized waits for the authorization first; an operator reviews it; a
 * refused shop is corrected and sent again; an effective shop that is changed is reviewed again,
 * and one moved to another store is authorized again; the merchant may close a shop at any time.
 */
export const SHOP_EDGES: readonly Edge<ShopState>[] = [
  { from: ShopState.AwaitingAuthorization, to: ShopState.UnderReview, by: 'authorized' },
  { from: ShopState.UnderReview, to: ShopState.Effective, by: 'approved' },
  { from: ShopState.UnderReview, to: ShopState.NotApproved, by: 'rejected' },
  { from: ShopState.NotApproved, to: ShopState.UnderReview, by: 'resubmitted' },
  { from: ShopState.Effective, to: ShopState.UnderReview, by: 'changed' },
  // Another store (platform or handle changed) must be authorized again.
  { from: ShopState.UnderReview, to: ShopState.AwaitingAuthorization, by: 'storeChanged' },
  { from: ShopState.NotApproved, to: ShopState.AwaitingAuthorization, by: 'storeChanged' },
  { from: ShopState.Effective, to: ShopState.AwaitingAuthorization, by: 'storeChanged' },
  { from: ShopState.AwaitingAuthorization, to: ShopState.Cancelled, by: 'closed' },
  { from: ShopState.UnderReview, to: ShopState.Cancelled, by: 'closed' },
  { from: ShopState.NotApproved, to: ShopState.Cancelled, by: 'closed' },
  { from: ShopState.Effective, to: ShopState.Cancelled, by: 'closed' },
];

/** The state a new shop starts in: waiting for its platform's authorization where there is one. */
export const shopStartState = (canAuthorize: boolean): ShopState =>
  canAuthorize ? ShopState.AwaitingAuthorization : ShopState.UnderReview;

/**
 * The label of an authorization state (spec §4: authorized, succeeded, failed, under way): 1
 * awaiting the merchant's hand-off and 3 the platform's review are under way; 2 opened is
 * authorized; 4 is failed. "Succeeded" labels a hand-off's outcome on the result page.
 */
export const AuthorizationLabel = {
  Authorized: 'authorized',
  Succeeded: 'succeeded',
  Failed: 'failed',
  UnderWay: 'underWay',
} as const;
export type AuthorizationLabel = (typeof AuthorizationLabel)[keyof typeof AuthorizationLabel];
export const authorizationLabelOf = (state: AuthorizationState): AuthorizationLabel => {
  switch (state) {
    case AuthorizationState.Opened:
      return AuthorizationLabel.Authorized;
    case AuthorizationState.ReviewFailed:
      return AuthorizationLabel.Failed;
    default:
      return AuthorizationLabel.UnderWay;
  }
};

/** How one hand-off ended (the result page's outcome, kept in the shop's authorization log). */
export const HandoffOutcome = {
  Succeeded: 'succeeded',
  Refused: 'refused',
  Failed: 'failed',
  Expired: 'expired',
} as const;
export type HandoffOutcome = (typeof HandoffOutcome)[keyof typeof HandoffOutcome];
const zHandoffOutcome = z.enum(Object.values(HandoffOutcome) as [HandoffOutcome]);

/**
 * Why a hand-off did not succeed (kept as a code, shown in the reader's language): access denied
 * at the platform's consent, no code sent back, or the platform refused to issue a token.
 */
export const HandoffReason = {
  AccessDenied: 'accessDenied',
  NoCode: 'noCode',
  TokenRefused: 'tokenRefused',
} as const;
export type HandoffReason = (typeof HandoffReason)[keyof typeof HandoffReason];
const zHandoffReason = z.enum(Object.values(HandoffReason) as [HandoffReason]);

/** Why the platform refused to pay a shop out to an account: it holds no site payout currency. */
export const UnionFailure = { PayoutCurrencyMissing: 'payoutCurrencyMissing' } as const;
export type UnionFailure = (typeof UnionFailure)[keyof typeof UnionFailure];

/** The step of a hand-off the signed state parameter is for: the platform's sign-in, then its consent. */
export const HandoffStep = { Login: 'login', Consent: 'consent', Callback: 'callback' } as const;
export type HandoffStep = (typeof HandoffStep)[keyof typeof HandoffStep];

/** Minutes a hand-off's state parameter stays valid. */
export const HANDOFF_MINUTES = 15;

/**
 * The currency a marketplace site pays out in (the sandbox platform refuses to pay a shop out to
 * an account without it: an association failure). Sites not listed pay out in US dollars.
 */
const SITE_PAYOUT: Record<string, Currency> = {
  US: 'USD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  JP: 'JPY',
  CA: 'CAD',
  AU: 'AUD',
  SG: 'SGD',
  HK: 'HKD',
  CN: 'CNY',
  SE: 'SEK',
};
export const payoutCurrencyOfSite = (site: string): Currency => SITE_PAYOUT[site] ?? 'USD';

const zText = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
const zOptionalText = (max: number) => z.string().trim().max(max).default('');
/** A store handle on its platform: letters, digits, dots, dashes and underscores. */
const zHandle = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'handleInvalid' });
/** A secret as typed: kept encrypted, answered only as its last four characters. */
const zSecret = (max: number) => z.string().trim().max(max);

const shopFields = {
  name: zText(100),
  link: zWebLink.pipe(z.string().max(300)),
  holder: zText(100),
  /** Goods type code (spec §9: 01–11). */
  category: z.enum(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'], {
    error: 'required',
  }),
  yearlySales: zAmountIn('USD'),
  /** The marketplace site (country), which decides the payout currency. */
  site: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'countryCode' }),
  platform: zShopPlatform,
  storeType: zStoreType,
  handle: zHandle,
  /** The merchant's id at the platform or payment gateway. */
  platformMerchantId: zOptionalText(64),
  /** The payment gateway an own site takes payments through. */
  gateway: zOptionalText(100),
};

export const ZAddShopRequest = z.object({
  ...shopFields,
  apiKey: zSecret(500).default(''),
  privateKey: zSecret(4000).default(''),
});
export type AddShopRequest = z.input<typeof ZAddShopRequest>;

/** An edit: a secret left out stays as it is; an empty one is removed. */
export const ZEditShopRequest = z.object({
  shopId: z.uuid(),
  version: z.number().int().min(0),
  ...shopFields,
  apiKey: zSecret(500).optional(),
  privateKey: zSecret(4000).optional(),
});
export type EditShopRequest = z.input<typeof ZEditShopRequest>;
export const ZShopIdRequest = z.object({ shopId: z.uuid() });
export const ZShopVersionRequest = ZShopIdRequest.extend({ version: z.number().int().min(0) });
export const ZLinkShopRequest = ZShopVersionRequest.extend({ accountId: z.uuid() });
export type LinkShopRequest = z.input<typeof ZLinkShopRequest>;

export const ZShopEvent = ZStoryEvent;

/** The shop's association with a collection account (spec "union"), and why it failed. */
export const ZShopUnion = z.object({
  state: zCodeOf(UnionState),
  accountId: z.string().nullable(),
  accountAlias: z.string().nullable(),
  /** Why the platform refused the association (UnionFailure; the site's payout currency says which). */
  reason: z.enum([UnionFailure.PayoutCurrencyMissing]).nullable(),
  at: z.string().nullable(),
});

export const ZShopAuthorization = z.object({
  /** Null: the platform has no adapter, so the shop is reviewed without authorization. */
  state: zCodeOf(AuthorizationState).nullable(),
  label: z.enum(Object.values(AuthorizationLabel) as [AuthorizationLabel]).nullable(),
  /** When the platform last granted access, and what it granted. */
  authorizedAt: z.string().nullable(),
  scopes: z.array(z.string()),
});

export const ShopAction = {
  Edit: 'edit',
  Authorize: 'authorize',
  Link: 'link',
  Unlink: 'unlink',
  Close: 'close',
} as const;
export type ShopAction = (typeof ShopAction)[keyof typeof ShopAction];

export const ZShop = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  link: z.string(),
  holder: z.string(),
  category: z.string(),
  yearlySales: z.string(),
  site: z.string(),
  platform: zShopPlatform,
  storeType: zStoreType,
  handle: z.string(),
  platformMerchantId: z.string(),
  gateway: z.string(),
  /** "••••" and the last four characters of a stored secret; null when none is stored. */
  apiKeyHint: z.string().nullable(),
  privateKeyHint: z.string().nullable(),
  state: zCodeOf(ShopState),
  /** The reviewer's reason for a refusal. */
  reason: z.string().nullable(),
  union: ZShopUnion,
  authorization: ZShopAuthorization,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shop = z.infer<typeof ZShop>;
export const ZShopDetail = ZShop.extend({
  history: z.array(ZShopEvent),
  actions: z.array(z.enum(Object.values(ShopAction) as [ShopAction])),
});
export type ShopDetail = z.infer<typeof ZShopDetail>;
export const ZShopPage = zPage(ZShop);
export type ShopPage = z.infer<typeof ZShopPage>;
export const ZShopListQuery = z.object({
  state: zCodeOf(ShopState).optional(),
  platform: zShopPlatform.optional(),
  /** Part of the shop's name or link. */
  name: z.string().trim().max(100).optional(),
  ...pageFields,
});
export type ShopListQuery = z.input<typeof ZShopListQuery>;

// ——— Authorization (spec §7 auth/list.json, auth/shopline.json) ———

export const ZAuthPlatform = z.object({
  platform: zShopPlatform,
  /** An adapter exists: shops on it are authorized through the hand-off. */
  canAuthorize: z.boolean(),
  /** What the platform grants when authorized. */
  scopes: z.array(z.string()),
});
export const ZAuthListRequest = z.object({ shopId: z.uuid().optional() });
export const ZAuthList = z.object({
  platforms: z.array(ZAuthPlatform),
  /** The merchant's shops (or the one asked for) with their authorization. */
  shops: z.array(
    z.object({
      shopId: z.string(),
      name: z.string(),
      platform: zShopPlatform,
      authorization: ZShopAuthorization,
    }),
  ),
});
export type AuthList = z.infer<typeof ZAuthList>;
export const ZStartAuthorization = z.object({
  /** Where the browser goes next: the platform's sign-in (for the sandbox, the authLogin page). */
  redirectUrl: z.string(),
  expiresAt: z.string(),
});
export type StartAuthorization = z.infer<typeof ZStartAuthorization>;

/** A hand-off's signed state parameter (it carries the step, the shop and the expiry). */
const zState = z.string().trim().min(1, { error: 'required' }).max(1000);
export const ZHandoffRequest = z.object({ state: zState });
export const ZHandoff = z.object({
  step: z.enum([HandoffStep.Login, HandoffStep.Consent, HandoffStep.Callback]),
  platform: zShopPlatform,
  shopName: z.string(),
  /** The marketplace site (country code) and the currency it pays out in. */
  site: z.string(),
  payoutCurrency: zCurrency,
  scopes: z.array(z.string()),
  expiresAt: z.string(),
});
export type Handoff = z.infer<typeof ZHandoff>;
export const ZSandboxLoginRequest = z.object({ state: zState, handle: zHandle });
export type SandboxLoginRequest = z.input<typeof ZSandboxLoginRequest>;
export const ZSandboxNext = z.object({ state: z.string(), next: z.string() });
export type SandboxNext = z.infer<typeof ZSandboxNext>;
export const ZSandboxConsentRequest = z.object({ state: zState, allow: z.boolean() });
export const ZAuthCallbackRequest = z.object({
  state: zState,
  code: z.string().trim().max(200).optional(),
  error: z.string().trim().max(100).optional(),
});
export type AuthCallbackRequest = z.input<typeof ZAuthCallbackRequest>;
export const ZAuthOutcome = z.object({
  outcome: zHandoffOutcome,
  shopId: z.string().nullable(),
  shopName: z.string(),
  platform: zShopPlatform,
  /** The shop's state afterwards: a first authorization sends it to review, a renewal does not. */
  shopState: zCodeOf(ShopState).nullable(),
  /** Why it did not succeed. */
  reason: zHandoffReason.nullable(),
});
export type AuthOutcome = z.infer<typeof ZAuthOutcome>;

/** The merchant's effective collection accounts a shop's payouts may go to. */
export const ZPayoutAccounts = z.object({
  list: z.array(z.object({ id: z.string(), alias: z.string(), currencies: z.array(z.string()) })),
});
export type PayoutAccounts = z.infer<typeof ZPayoutAccounts>;

// ——— Console ———

export const ShopQueue = { Review: 'review', All: 'all' } as const;
export type ShopQueue = (typeof ShopQueue)[keyof typeof ShopQueue];
export const ZOpsShopListQuery = ZShopListQuery.extend({
  queue: z.enum([ShopQueue.Review, ShopQueue.All]).default('all'),
  merchantId: z.uuid().optional(),
});
export type OpsShopListQuery = z.input<typeof ZOpsShopListQuery>;
export const ZOpsShop = ZShop.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
});
export const ZOpsShopPage = zPage(ZOpsShop);
export type OpsShopPage = z.infer<typeof ZOpsShopPage>;
/** One hand-off of a shop as the authorization log shows it. */
export const ZAuthAttempt = z.object({
  id: z.string(),
  platform: zShopPlatform,
  startedAt: z.string(),
  startedBy: z.string(),
  /** The step reached; null outcome while it is still under way. */
  step: z.string(),
  outcome: zHandoffOutcome.nullable(),
  reason: zHandoffReason.nullable(),
  finishedAt: z.string().nullable(),
});
export type AuthAttempt = z.infer<typeof ZAuthAttempt>;
export const ZOpsShopDetail = ZOpsShop.extend({
  history: z.array(ZShopEvent),
  authorizations: z.array(ZAuthAttempt),
  actions: z.array(z.enum(['approve', 'reject'])),
});
export type OpsShopDetail = z.infer<typeof ZOpsShopDetail>;
export const ZShopRejectRequest = ZShopVersionRequest.extend({ reason: zText(500) });

const SHOP_VIEW = { kind: 'user', permission: 'shop:view' } as const;
const SHOP_OPERATE = { kind: 'user', permission: 'shop:operate' } as const;
const REVIEWERS = { kind: 'operator', permission: 'reviewShops' } as const;
const PUBLIC = { kind: 'public' } as const;

const mer = operationsOf('mer', 'shop');
const ops = operationsOf('ops', 'shop');

export const shopApi = {
  list: mer({
    path: 'shop/list.json',
    summary: 'My shops with their review, authorization and association',
    request: ZShopListQuery,
    result: ZShopPage,
    access: SHOP_VIEW,
  }),
  get: mer({
    path: 'shop/detail.json',
    summary: 'One shop: every field (secrets as their last four characters), story and actions',
    request: ZShopIdRequest,
    result: ZShopDetail,
    access: SHOP_VIEW,
  }),
  add: mer({
    path: 'shop/add.json',
    summary:
      'Add a shop: it waits for its platform’s authorization where there is one, then review',
    request: ZAddShopRequest,
    result: ZShopDetail,
    idempotent: true,
    access: SHOP_OPERATE,
  }),
  edit: mer({
    path: 'shop/edit.json',
    summary: 'Change a shop; a refused or effective shop goes to review again',
    request: ZEditShopRequest,
    result: ZShopDetail,
    access: SHOP_OPERATE,
  }),
  close: mer({
    path: 'shop/close.json',
    summary: 'Close a shop (cancelled): its association ends',
    request: ZShopVersionRequest,
    result: ZShopDetail,
    access: SHOP_OPERATE,
  }),
  link: mer({
    path: 'shop/link.json',
    summary:
      'Associate an effective shop with an effective collection account (the platform may refuse)',
    request: ZLinkShopRequest,
    result: ZShopDetail,
    access: SHOP_OPERATE,
  }),
  payoutAccounts: mer({
    path: 'shop/payoutAccounts.json',
    summary: 'The effective collection accounts a shop may be associated with (for linking)',
    result: ZPayoutAccounts,
    access: SHOP_OPERATE,
  }),
  unlink: mer({
    path: 'shop/unlink.json',
    summary: 'End a shop’s association with its collection account',
    request: ZShopVersionRequest,
    result: ZShopDetail,
    access: SHOP_OPERATE,
  }),
  authList: mer({
    path: 'auth/list.json',
    summary: 'The platforms (which can be authorized) and my shops’ authorization states',
    request: ZAuthListRequest,
    result: ZAuthList,
    access: SHOP_VIEW,
  }),
  authorize: mer({
    path: 'auth/shopline.json',
    summary:
      'Start a shop’s authorization: where to send the browser, with a signed, expiring state',
    request: ZShopIdRequest,
    result: ZStartAuthorization,
    access: SHOP_OPERATE,
  }),
  handoff: mer({
    path: 'auth/handoff.json',
    summary: 'What a hand-off’s state parameter is for (public: the platform’s pages show it)',
    request: ZHandoffRequest,
    result: ZHandoff,
    access: PUBLIC,
  }),
  sandboxLogin: mer({
    path: 'auth/sandbox/login.json',
    summary: 'The sandbox platform’s sign-in: the shop’s handle on the platform',
    request: ZSandboxLoginRequest,
    result: ZSandboxNext,
    access: PUBLIC,
  }),
  sandboxConsent: mer({
    path: 'auth/sandbox/consent.json',
    summary: 'The sandbox platform’s consent: allow or deny, then back to the callback',
    request: ZSandboxConsentRequest,
    result: ZSandboxNext,
    access: PUBLIC,
  }),
  callback: mer({
    path: 'auth/callback.json',
    summary: 'The platform sends the browser back: the code is exchanged and the outcome recorded',
    request: ZAuthCallbackRequest,
    result: ZAuthOutcome,
    access: PUBLIC,
  }),
  opsList: ops({
    path: 'shop/list.json',
    summary: 'Shops of every merchant, the review queue first',
    request: ZOpsShopListQuery,
    result: ZOpsShopPage,
    access: REVIEWERS,
  }),
  opsGet: ops({
    path: 'shop/detail.json',
    summary: 'One shop with its story and authorization log',
    request: ZShopIdRequest,
    result: ZOpsShopDetail,
    access: REVIEWERS,
  }),
  approve: ops({
    path: 'shop/approve.json',
    summary: 'Approve a shop under review (effective)',
    request: ZShopVersionRequest,
    result: ZOpsShopDetail,
    access: REVIEWERS,
  }),
  reject: ops({
    path: 'shop/reject.json',
    summary: 'Refuse a shop with a reason (the merchant may correct and resubmit)',
    request: ZShopRejectRequest,
    result: ZOpsShopDetail,
    access: REVIEWERS,
  }),
};
