// Rate alerts: a user asks to be told once when a pair's mid rate crosses a level; a job every
// minute compares the active alerts with the provider's rates and notifies through notify(). And
// the module's other job: an hourly sweep of quotes never booked.
import {
  AlertDirection,
  AlertState,
  crossRate,
  MAX_RATE_ALERTS,
  NotificationKind,
  rateString,
  rateUnitsOf,
  type AddRateAlertRequest,
  type Currency,
} from '@tradebridge/contracts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { every, type JobDefinition, type JobSchedule } from '../../../platform/jobs.ts';
import { notify } from '../../services/notice/index.ts';
import { ratesFreshness } from './freshness.ts';
import { rateProviderOf } from './providers.ts';
import {
  activeAlerts,
  countActiveAlerts,
  deleteAlertRow,
  deleteStaleQuotes,
  insertAlert,
  listAlerts,
  triggerAlert,
} from './repository.ts';
import { alertView, rateOf } from './views.ts';

export const listMyAlerts = async (deps: Deps, auth: UserAuth) => ({
  list: (await listAlerts(deps.db, auth.merchantId)).map(alertView),
});

export const addAlert = async (
  deps: Deps,
  auth: UserAuth,
  input: AddRateAlertRequest,
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    if ((await countActiveAlerts(tx, auth.merchantId)) >= MAX_RATE_ALERTS)
      throw new AppError('RATE_ALERTS_FULL', { max: MAX_RATE_ALERTS });
    const alert = await insertAlert(tx, {
      merchantId: auth.merchantId,
      userId: auth.userId,
      sellCurrency: input.sellCurrency,
      buyCurrency: input.buyCurrency,
      direction: input.direction,
      level: input.level,
      state: AlertState.Active,
    });
    await auditUser(tx, auth, client, {
      action: 'exchange.alertAdd',
      target: `rateAlert:${alert.id}`,
      after: {
        pair: `${input.sellCurrency}/${input.buyCurrency}`,
        direction: input.direction,
        level: input.level,
      },
    });
    return alertView(alert);
  });

export const deleteAlert = async (deps: Deps, auth: UserAuth, alertId: string, client: Client) => {
  await deps.db.transaction(async (tx) => {
    const [deleted] = await deleteAlertRow(tx, alertId, auth.merchantId);
    if (!deleted) throw new AppError('NOT_FOUND');
    await auditUser(tx, auth, client, {
      action: 'exchange.alertDelete',
      target: `rateAlert:${alertId}`,
    });
  });
  return listMyAlerts(deps, auth);
};

/** Notifies the owners of the alerts the current rates cross; each alert once. */
export const checkRateAlerts = async (deps: Deps) => {
  const alerts = await activeAlerts(deps.db);
  if (alerts.length === 0) return 0;
  const now = nowOf(deps);
  // On stale rates the offline provider's waves still move, but no market does: an alert would
  // announce a crossing nobody can trade at. Alerts wait, like quotes, for fresh rates.
  if ((await ratesFreshness(deps, now)).stale) return 0;
  const { perUsd } = await rateProviderOf(deps.config.exchangeRatesFile).ratesAt(deps.db, now);
  let triggered = 0;
  for (const alert of alerts) {
    const mid = crossRate(
      perUsd[alert.sellCurrency as Currency],
      perUsd[alert.buyCurrency as Currency],
    );
    const level = rateUnitsOf(rateOf(alert.level));
    const crossed = alert.direction === AlertDirection.Above ? mid >= level : mid <= level;
    if (!crossed) continue;
    const queued = await deps.db.transaction(async (tx) => {
      if (!(await triggerAlert(tx, alert.id, rateString(mid), now))) return null;
      return notify(deps, tx, {
        merchantId: alert.merchantId,
        userId: alert.userId,
        kind: NotificationKind.RateAlert,
        params: {
          outcome: alert.direction,
          pair: `${alert.sellCurrency}/${alert.buyCurrency}`,
          level: rateOf(alert.level),
          rate: rateString(mid),
        },
        dedupeKey: `rateAlert:${alert.id}`,
      });
    });
    if (queued) deps.outbox.send([queued]);
    triggered += 1;
  }
  return triggered;
};

const ALERTS = 'exchange.rateAlerts';
const SWEEP = 'exchange.quoteSweep';
/** Quotes never booked are kept a day past their expiry (support can still see what was offered). */
const STALE_QUOTE_MS = 86_400_000;

export const exchangeJobs = (deps: Deps): JobDefinition[] => [
  {
    kind: ALERTS,
    async run({ finish }) {
      await checkRateAlerts(deps);
      await finish(async () => undefined);
    },
  },
  {
    kind: SWEEP,
    async run({ finish }) {
      await finish((tx) => deleteStaleQuotes(tx, new Date(nowOf(deps).getTime() - STALE_QUOTE_MS)));
    },
  },
];

export const exchangeSchedules: JobSchedule[] = [
  { kind: ALERTS, slot: every(60_000) },
  { kind: SWEEP, slot: every(3_600_000) },
];
