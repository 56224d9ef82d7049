// A shop's authorization on its platform (spec §7 auth/list.json, auth/shopline.json): the
// merchant starts a hand-off; the browser goes to the platform's sign-in and consent (for the
// sandbox platform, the portal's public authLogin and authHandle pages), comes back to authCallback
// with a one-time code, which is exchanged for an access token; authResult shows the outcome.
// Every step is carried by a signed state parameter naming the hand-off and its step: it is good
// for that step only, until the hand-off expires (HANDOFF_MINUTES), and never after it ended, so a
// state cannot be replayed or moved to another step. The code is stored hashed and used once.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  SHOP_EDGES,
  AuthorizationState,
  HANDOFF_MINUTES,
  HandoffOutcome,
  HandoffReason,
  HandoffStep,
  payoutCurrencyOfSite,
  ShopState,
  type AuthList,
  type AuthOutcome,
  type Handoff,
  type SandboxNext,
  type StartAuthorization,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import { randomToken, sha256 } from '../../../platform/crypto.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { rowWindowOf } from '../../../platform/db/paging.ts';
import { assertMove } from '../../../platform/review.ts';
import { adapterOf, platformList, sandboxPlatform } from './platforms.ts';
import {
  findAttempt,
  findShop,
  insertAttempt,
  insertShopEvent,
  listShops,
  lockAttempt,
  lockShop,
  updateAttempt,
  updateShop,
  type AttemptRow,
} from './repository.ts';
import { shopView } from './views.ts';

const STEPS = [HandoffStep.Login, HandoffStep.Consent, HandoffStep.Callback] as const;
type Step = (typeof STEPS)[number];

const signatureOf = (deps: Deps, attemptId: string, step: Step) =>
  deps.secrets.keyedHash(`shop-handoff|${attemptId}|${step}`);

/** The state parameter of one step of a hand-off. */
export const stateOf = (deps: Deps, attemptId: string, step: Step) =>
  `${attemptId}.${step}.${signatureOf(deps, attemptId, step)}`;

const sameText = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

/**
 * The hand-off a state parameter is for, at the step it names, or AUTH_LINK_INVALID: a forged or
 * altered state, a step already passed, a hand-off ended or expired (which is then recorded).
 * Read before any transaction: the expiry is recorded although the request is refused.
 */
const attemptOfState = async (deps: Deps, state: string, step: Step): Promise<AttemptRow> => {
  const [attemptId = '', stateStep = '', signature = ''] = state.split('.');
  const valid =
    /^[0-9a-f-]{36}$/.test(attemptId) &&
    stateStep === step &&
    sameText(signature, signatureOf(deps, attemptId, step));
  if (!valid) throw new AppError('AUTH_LINK_INVALID');
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt || attempt.outcome || attempt.step !== step) throw new AppError('AUTH_LINK_INVALID');
  if (attempt.expiresAt.getTime() <= Date.now()) {
    await updateAttempt(deps.db, attempt.id, {
      outcome: HandoffOutcome.Expired,
      finishedAt: new Date(),
    });
    throw new AppError('AUTH_LINK_INVALID');
  }
  return attempt;
};

/** The same hand-off locked in the step's transaction: still at that step (two tabs race here). */
const lockAtStep = async (db: DbOrTx, attempt: AttemptRow, step: Step) => {
  const locked = await lockAttempt(db, attempt.id);
  if (!locked || locked.outcome || locked.step !== step) throw new AppError('AUTH_LINK_INVALID');
  return locked;
};

export const authList = async (
  deps: Deps,
  user: UserAuth,
  input: { shopId?: string | undefined },
): Promise<AuthList> => {
  if (input.shopId && !(await findShop(deps.db, input.shopId, user.merchantId)))
    throw new AppError('NOT_FOUND');
  const { rows } = await listShops(
    deps.db,
    { merchantId: user.merchantId },
    rowWindowOf({ pageNum: 1, pageSize: 200 }),
  );
  return {
    platforms: platformList(),
    shops: rows
      .filter((r) => !input.shopId || r.shop.id === input.shopId)
      .map(({ shop, accountAlias }) => {
        const view = shopView(shop, accountAlias);
        return {
          shopId: view.id,
          name: view.name,
          platform: view.platform,
          authorization: view.authorization,
        };
      }),
  };
};

export const startAuthorization = async (
  deps: Deps,
  user: UserAuth,
  shopId: string,
  client: Client,
): Promise<StartAuthorization> =>
  deps.db.transaction(async (tx) => {
    const shop = await lockShop(tx, shopId, user.merchantId);
    if (!shop) throw new AppError('NOT_FOUND');
    const adapter = adapterOf(shop.platform);
    if (!adapter) throw new AppError('SHOP_NOT_AUTHORIZABLE');
    if (shop.state === ShopState.Cancelled || shop.authState === AuthorizationState.Opened)
      throw new AppError('SHOP_STATE');
    const expiresAt = new Date(Date.now() + HANDOFF_MINUTES * 60_000);
    const attempt = await insertAttempt(tx, {
      shopId: shop.id,
      merchantId: shop.merchantId,
      platform: shop.platform,
      step: HandoffStep.Login,
      startedBy: user.userName,
      expiresAt,
    });
    await insertShopEvent(tx, {
      shopId: shop.id,
      action: 'authorizationStarted',
      actor: user.userName,
    });
    await auditUser(tx, user, client, {
      action: 'shop.authorize',
      target: `shop:${shop.id}`,
      after: { attemptId: attempt.id, platform: shop.platform },
    });
    return {
      redirectUrl: adapter.authorizeUrl(stateOf(deps, attempt.id, HandoffStep.Login)),
      expiresAt: expiresAt.toISOString(),
    };
  });

/** What a hand-off's page shows: the shop, the platform, what it will grant, until when. */
export const readHandoff = async (deps: Deps, state: string): Promise<Handoff> => {
  const step = STEPS.find((s) => state.split('.')[1] === s);
  if (!step) throw new AppError('AUTH_LINK_INVALID');
  const attempt = await attemptOfState(deps, state, step);
  const shop = (await findShop(deps.db, attempt.shopId))!;
  return {
    step,
    platform: shop.platform as Handoff['platform'],
    shopName: shop.name,
    site: shop.site,
    payoutCurrency: payoutCurrencyOfSite(shop.site),
    scopes: adapterOf(shop.platform)?.scopes ?? [],
    expiresAt: attempt.expiresAt.toISOString(),
  };
};

/** The sandbox platform's sign-in: the store's handle must be the shop's. */
export const sandboxLogin = async (
  deps: Deps,
  input: { state: string; handle: string },
): Promise<SandboxNext> => {
  const checked = await attemptOfState(deps, input.state, HandoffStep.Login);
  return deps.db.transaction(async (tx) => {
    const attempt = await lockAtStep(tx, checked, HandoffStep.Login);
    if (attempt.platform !== sandboxPlatform.platform) throw new AppError('AUTH_LINK_INVALID');
    const shop = (await findShop(tx, attempt.shopId))!;
    if (shop.handle.toLowerCase() !== input.handle.toLowerCase())
      throw new FieldError('handle', 'handleUnknown');
    await updateAttempt(tx, attempt.id, { step: HandoffStep.Consent });
    const state = stateOf(deps, attempt.id, HandoffStep.Consent);
    return { state, next: `#/authHandle?state=${encodeURIComponent(state)}` };
  });
};

/** The sandbox platform's consent: allowed, it issues a one-time code; denied, an error. */
export const sandboxConsent = async (
  deps: Deps,
  input: { state: string; allow: boolean },
): Promise<SandboxNext> => {
  const checked = await attemptOfState(deps, input.state, HandoffStep.Consent);
  return deps.db.transaction(async (tx) => {
    const attempt = await lockAtStep(tx, checked, HandoffStep.Consent);
    if (attempt.platform !== sandboxPlatform.platform) throw new AppError('AUTH_LINK_INVALID');
    const code = input.allow ? randomToken(24) : null;
    await updateAttempt(tx, attempt.id, {
      step: HandoffStep.Callback,
      codeHash: code ? sha256(code) : null,
    });
    const state = stateOf(deps, attempt.id, HandoffStep.Callback);
    const back = code ? `code=${encodeURIComponent(code)}` : 'error=access_denied';
    return { state, next: `#/authCallback?state=${encodeURIComponent(state)}&${back}` };
  });
};

/**
 * Back from the platform: a refusal is recorded; a code is checked (once) and exchanged. Success
 * opens the authorization and sends a shop that waited for it to review; a failed exchange marks
 * the authorization failed (the merchant may start again).
 */
export const completeAuthorization = async (
  deps: Deps,
  input: { state: string; code?: string | undefined; error?: string | undefined },
  client: Client,
): Promise<AuthOutcome> => {
  const checked = await attemptOfState(deps, input.state, HandoffStep.Callback);
  return deps.db.transaction(async (tx) => {
    const attempt = await lockAtStep(tx, checked, HandoffStep.Callback);
    const shop = (await lockShop(tx, attempt.shopId))!;
    const adapter = adapterOf(shop.platform);
    // A shop closed, or moved to another platform, while its hand-off was under way.
    if (!adapter || shop.state === ShopState.Cancelled || shop.platform !== attempt.platform)
      throw new AppError('AUTH_LINK_INVALID');
    const finish = async (
      outcome: HandoffOutcome,
      reason: HandoffReason | null,
      shopState: number = shop.state,
    ) => {
      await updateAttempt(tx, attempt.id, {
        outcome,
        reason,
        codeHash: null,
        finishedAt: new Date(),
      });
      return {
        outcome,
        shopId: shop.id,
        shopName: shop.name,
        platform: shop.platform as AuthOutcome['platform'],
        shopState: shopState as AuthOutcome['shopState'],
        reason,
      };
    };
    const audit = (outcome: HandoffOutcome, after: Record<string, unknown>) =>
      writeAudit(tx, {
        actor: { type: 'system' },
        merchantId: shop.merchantId,
        action: 'shop.authorized',
        target: `shop:${shop.id}`,
        ip: client.ip,
        after: { attemptId: attempt.id, startedBy: attempt.startedBy, outcome, ...after },
      });
    if (!input.code) {
      const reason =
        input.error === 'access_denied' ? HandoffReason.AccessDenied : HandoffReason.NoCode;
      await insertShopEvent(tx, {
        shopId: shop.id,
        action: 'authorizationRefused',
        actor: attempt.startedBy,
        reason,
      });
      await audit(HandoffOutcome.Refused, {});
      return finish(HandoffOutcome.Refused, reason);
    }
    if (!attempt.codeHash || !sameText(sha256(input.code), attempt.codeHash))
      throw new AppError('AUTH_LINK_INVALID');
    const exchange = await adapter.exchange(shop, input.code);
    if (!exchange.ok) {
      await updateShop(tx, shop, { authState: AuthorizationState.ReviewFailed });
      await insertShopEvent(tx, {
        shopId: shop.id,
        action: 'authorizationFailed',
        actor: attempt.startedBy,
        reason: exchange.reason,
      });
      await audit(HandoffOutcome.Failed, { authState: AuthorizationState.ReviewFailed });
      return finish(HandoffOutcome.Failed, exchange.reason);
    }
    const toReview = shop.state === ShopState.AwaitingAuthorization;
    if (toReview) assertMove(SHOP_EDGES, shop.state, ShopState.UnderReview, 'SHOP_STATE');
    await updateShop(tx, shop, {
      authState: AuthorizationState.Opened,
      authTokenSealed: deps.secrets.encrypt(exchange.token),
      authScopes: exchange.scopes,
      authorizedAt: new Date(),
      ...(toReview ? { state: ShopState.UnderReview } : {}),
    });
    await insertShopEvent(tx, { shopId: shop.id, action: 'authorized', actor: attempt.startedBy });
    await audit(HandoffOutcome.Succeeded, {
      authState: AuthorizationState.Opened,
      scopes: exchange.scopes,
      state: toReview ? ShopState.UnderReview : shop.state,
    });
    return finish(HandoffOutcome.Succeeded, null, toReview ? ShopState.UnderReview : shop.state);
  });
};
