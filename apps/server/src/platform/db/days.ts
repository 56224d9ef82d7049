// Lists filtered by days as their date pickers send them (YYYY-MM-DD, both ends included): UTC days
// whatever the session's time zone (a bare date would be midnight in that zone).
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Moment = AnyPgColumn | SQL;

/** `moment` on or after the start of the UTC day. */
export const fromDay = (moment: Moment, day: string) =>
  sql`${moment} >= (${day}::date)::timestamp AT TIME ZONE 'UTC'`;

/** `moment` before the end of the UTC day. */
export const toDay = (moment: Moment, day: string) =>
  sql`${moment} < (${day}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** `moment` on the UTC days from `from` to `to`; an end not given is open. */
export const onDays = (moment: Moment, from?: string, to?: string) =>
  and(from ? fromDay(moment, from) : undefined, to ? toDay(moment, to) : undefined);
