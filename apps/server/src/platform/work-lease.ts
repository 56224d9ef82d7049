// Leases on work that may run only once at a time per key, across every server process: taken with
// one statement (a lease whose holder died is taken over once its time is up), given back when the
// work ends, whether it succeeded or not.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './db/client.ts';
import { AppError } from './errors.ts';
import type { ErrorCode } from '@tradebridge/contracts';

/**
 * Runs `work` holding the lease of `key`, or refuses with `busy` while another holds it. `maxMs`
 * bounds how long a lease outlives a process that died holding it (the work itself should end
 * well before).
 */
export const withWorkLease = async <T>(
  db: Db,
  key: string,
  options: { busy: ErrorCode; maxMs: number },
  work: () => Promise<T>,
): Promise<T> => {
  const holder = randomUUID();
  // The database's clock both sets and judges a lease's time, whatever the processes' clocks say.
  const taken = await queryRows<{ holder: string }>(
    db,
    sql`INSERT INTO work_leases (key, holder, until)
        VALUES (${key}, ${holder}, now() + make_interval(secs => ${options.maxMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
          WHERE work_leases.until < now()
        RETURNING holder`,
  );
  if (taken[0]?.holder !== holder) throw new AppError(options.busy);
  try {
    return await work();
  } finally {
    await db.execute(sql`DELETE FROM work_leases WHERE key = ${key} AND holder = ${holder}`);
  }
};
