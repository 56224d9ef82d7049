// The platforms a shop sells on, each behind an adapter (ADR 0020). An adapter says where the
// browser goes to authorize, exchanges the code the platform sends back for an access token, and
// sets the shop's payouts to a collection account. The sandbox platform is the default one: its
// sign-in and consent pages are public pages of the portal (authLogin, authHandle), and it decides
// deterministically, so every outcome can be reached on purpose:
// - a handle ending in "-fail": the code exchange fails (authorization failed);
// - payouts go only to an account holding the site's payout currency (else the association fails).
// Platforms without an adapter (no credentials on a self-hosted instance) are reviewed unauthorized.
import {
  HandoffReason,
  payoutCurrencyOfSite,
  ShopPlatform,
  UnionFailure,
  type Currency,
} from '@tradebridge/contracts';
import { randomToken } from '../../../platform/crypto.ts';

export type Exchange =
  { ok: true; token: string; scopes: string[] } | { ok: false; reason: HandoffReason };
export type Binding = { ok: true } | { ok: false; reason: UnionFailure };

export type PlatformAdapter = {
  platform: ShopPlatform;
  scopes: string[];
  /** Where the browser signs in at the platform, with our signed state. */
  authorizeUrl(state: string): string;
  exchange(shop: { handle: string }, code: string): Promise<Exchange>;
  bindPayouts(
    shop: { site: string; handle: string },
    account: { currencies: readonly string[]; alias: string },
  ): Promise<Binding>;
};

const SANDBOX_SCOPES = ['orders:read', 'payouts:read', 'payouts:write'];

export const sandboxPlatform: PlatformAdapter = {
  platform: ShopPlatform.Sandbox,
  scopes: SANDBOX_SCOPES,
  authorizeUrl: (state) => `#/authLogin?state=${encodeURIComponent(state)}`,
  async exchange(shop) {
    if (shop.handle.toLowerCase().endsWith('-fail')) {
      return { ok: false, reason: HandoffReason.TokenRefused };
    }
    return { ok: true, token: `sbx_${randomToken(24)}`, scopes: SANDBOX_SCOPES };
  },
  async bindPayouts(shop, account) {
    const currency: Currency = payoutCurrencyOfSite(shop.site);
    if (!account.currencies.includes(currency)) {
      return { ok: false, reason: UnionFailure.PayoutCurrencyMissing };
    }
    return { ok: true };
  },
};

const ADAPTERS: Partial<Record<ShopPlatform, PlatformAdapter>> = {
  [ShopPlatform.Sandbox]: sandboxPlatform,
};

export const adapterOf = (platform: string): PlatformAdapter | undefined =>
  ADAPTERS[platform as ShopPlatform];

export const platformList = () =>
  Object.values(ShopPlatform).map((platform) => ({
    platform,
    canAuthorize: Boolean(ADAPTERS[platform]),
    scopes: ADAPTERS[platform]?.scopes ?? [],
  }));
