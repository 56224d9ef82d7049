// Payouts (issue 19, spec §4 order states, §9 order types 1 withdraw, 2 transfer, 6 fast
// transfer; "payment waits for review; outside bank service hours it is processed in the next
// working period"): how an order moves (ADR 0022: hold → approve → send → settle or release) and
// when the bank serves. The orders' operations come with the payout area's server.
import { z } from 'zod';
import { OrderType } from './constants.ts';
import { wallMinuteOfWeek } from './exchange.ts';
import type { Edge } from './state-edges.ts';
import { OrderState } from './states.ts';

/** The order types a payout is (spec §9). */
export const PAYOUT_TYPES = [OrderType.Withdraw, OrderType.Transfer, OrderType.FastTransfer];

/**
 * An order's way: waiting for the merchant's own approvers where its amount band asks for them
 * (7, beyond the spec: maker-checker), then the platform's review (1); passed (2) it is sent to
 * the bank (4) in service hours and settles (5) or fails (6), a failure giving the money back (18
 * abnormal refund). A refusal at either review (3) releases the hold.
 */
export const PAYOUT_EDGES: readonly Edge<OrderState>[] = [
  { from: OrderState.PendingSecondReview, to: OrderState.PendingReview, by: 'approved' },
  { from: OrderState.PendingSecondReview, to: OrderState.ReviewRejected, by: 'declined' },
  { from: OrderState.PendingReview, to: OrderState.ReviewPassed, by: 'reviewPassed' },
  { from: OrderState.PendingReview, to: OrderState.ReviewRejected, by: 'reviewRejected' },
  { from: OrderState.ReviewPassed, to: OrderState.Paying, by: 'sent' },
  { from: OrderState.Paying, to: OrderState.PaymentSuccess, by: 'settled' },
  { from: OrderState.Paying, to: OrderState.PaymentFailed, by: 'failed' },
  { from: OrderState.PaymentFailed, to: OrderState.AbnormalRefund, by: 'refunded' },
];

/** Where a submitted order starts: with the merchant's approvers when its band has any. */
export const payoutStartState = (needsApprovers: boolean): OrderState =>
  needsApprovers ? OrderState.PendingSecondReview : OrderState.PendingReview;

// ——— Bank service hours ———

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'timeInvalid' });

/**
 * When the bank takes payments: on `days` (ISO weekdays, 1 Monday … 7 Sunday) from `opens` to
 * `closes` in `timeZone`; a fast transfer submitted in service hours before `fastCutoff` is paid
 * the same day (spec §9: "same day or 0–1 working days").
 */
export const ZServiceHours = z
  .object({
    timeZone: z.string().trim().min(1).max(64),
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    opens: zTime,
    closes: zTime,
    fastCutoff: zTime,
  })
  .refine((hours) => hours.opens < hours.closes, { path: ['closes'], error: 'timeInvalid' });
export type ServiceHours = z.infer<typeof ZServiceHours>;

/** Monday to Friday, 09:00 to 17:00 Hong Kong time; fast transfers same day until 15:00. */
export const DEFAULT_SERVICE_HOURS: ServiceHours = {
  timeZone: 'Asia/Hong_Kong',
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '17:00',
  fastCutoff: '15:00',
};

const WEEK_MINUTES = 7 * 1440;
const minuteOfDay = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Whether `at` is in service hours, and the minute of the day then (wall clock of the zone). */
const serviceClock = (hours: ServiceHours, at: Date) => {
  const week = wallMinuteOfWeek(at, hours.timeZone);
  const day = Math.floor(week / 1440) + 1;
  const minute = week % 1440;
  const open =
    hours.days.includes(day) &&
    minute >= minuteOfDay(hours.opens) &&
    minute < minuteOfDay(hours.closes);
  return { week, minute, open };
};

/** In service hours at `at`: opens inclusive, closes exclusive (to the minute). */
export const isServiceTime = (hours: ServiceHours, at: Date): boolean =>
  serviceClock(hours, at).open;

/** A fast transfer submitted at `at` is paid the same day: in service hours, before the cut-off. */
export const isFastSameDay = (hours: ServiceHours, at: Date): boolean => {
  const clock = serviceClock(hours, at);
  return clock.open && clock.minute < minuteOfDay(hours.fastCutoff);
};

/** When the next service period starts after `at`; null while it is service time. */
export const nextServiceStart = (hours: ServiceHours, at: Date): Date | null => {
  const { week, open } = serviceClock(hours, at);
  if (open) return null;
  const opens = minuteOfDay(hours.opens);
  const ahead = Math.min(
    ...hours.days.map((day) => {
      const minutes = ((day - 1) * 1440 + opens - week + WEEK_MINUTES) % WEEK_MINUTES;
      return minutes === 0 ? WEEK_MINUTES : minutes;
    }),
  );
  // From the start of the current minute; where the zone's clock changes in between (summer
  // time), the wall clock there says by how much to move it.
  const guess = Math.floor(at.getTime() / 60_000) * 60_000 + ahead * 60_000;
  const target = (week + ahead) % WEEK_MINUTES;
  const drift =
    ((wallMinuteOfWeek(new Date(guess), hours.timeZone) - target + WEEK_MINUTES * 1.5) %
      WEEK_MINUTES) -
    WEEK_MINUTES / 2;
  return new Date(guess - drift * 60_000);
};
