// Rows as the contracts show them. Secrets never leave sealed: a shop answers only their hints.
import {
  authorizationLabelOf,
  fromMinor,
  type AuthAttempt,
  type AuthorizationState,
  type Shop,
} from '@tradebridge/contracts';
import type { AttemptRow, ShopRow } from './repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** "••••" and the last four characters: enough to recognise a key, not to use it. */
export const hintOf = (secret: string) => (secret ? `••••${secret.slice(-4)}` : null);

export const shopView = (row: ShopRow, accountAlias: string | null): Shop => ({
  id: row.id,
  version: row.version,
  name: row.name,
  link: row.link,
  holder: row.holder,
  category: row.category,
  yearlySales: fromMinor(row.yearlySales, 'USD'),
  site: row.site,
  platform: row.platform as Shop['platform'],
  storeType: row.storeType as Shop['storeType'],
  handle: row.handle,
  platformMerchantId: row.platformMerchantId,
  gateway: row.gateway,
  apiKeyHint: row.apiKeyHint,
  privateKeyHint: row.privateKeyHint,
  state: row.state as Shop['state'],
  reason: row.reason,
  union: {
    state: row.unionState as Shop['union']['state'],
    accountId: row.unionAccountId,
    accountAlias: row.unionAccountId ? accountAlias : null,
    reason: row.unionReason as Shop['union']['reason'],
    at: iso(row.unionAt),
  },
  authorization: {
    state: row.authState as AuthorizationState | null,
    label:
      row.authState === null ? null : authorizationLabelOf(row.authState as AuthorizationState),
    authorizedAt: iso(row.authorizedAt),
    scopes: row.authScopes as string[],
  },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const attemptView = (row: AttemptRow): AuthAttempt => ({
  id: row.id,
  platform: row.platform as AuthAttempt['platform'],
  startedAt: row.startedAt.toISOString(),
  startedBy: row.startedBy,
  step: row.step,
  outcome: row.outcome as AuthAttempt['outcome'],
  reason: row.reason as AuthAttempt['reason'],
  finishedAt: iso(row.finishedAt),
});
