// How the lists of merchants' records read, written once: the merchant a listed row names, and the
// order of a list that puts its review queue first for the console.
import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { merchants } from './schema.ts';

/** The merchant a listed record names (the list joins `merchants` on the record's merchant). */
export const merchantNamed = { merNo: merchants.merNo, merchantName: merchants.name };

/**
 * A list's order: with `queueFirst`, the rows waiting for review (`state` = `waiting`) ahead, the
 * longest waiting (oldest `since`) first, then the others; otherwise `otherwise`.
 */
export const queueFirstOr = (
  queueFirst: boolean,
  queue: { state: AnyColumn; waiting: number; since: AnyColumn },
  otherwise: SQL[],
): SQL[] =>
  queueFirst
    ? [sql`(${queue.state} = ${sql.raw(String(queue.waiting))}) DESC`, asc(queue.since)]
    : otherwise;
