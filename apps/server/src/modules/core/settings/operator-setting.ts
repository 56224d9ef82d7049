// A platform setting that operators edit in the console (screening thresholds, the bank's service
// hours, the reference rates), one mechanism for all: read with its default, changed in one
// transaction with its audit, the value before and after.
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { readSetting, upsertSettings } from './repository.ts';

export type OperatorSetting<T, Input> = {
  key: string;
  /** The value as stored (undefined: never written), or the default. */
  read: (stored: unknown) => T;
  /** The value an operator's input makes of the one before. */
  next: (input: Input, before: T, operator: OperatorAuth) => T;
  /** The change's audit entry; it records `shown` of the value before and after (all by default). */
  audit: { action: string; target: string; shown?: (value: T) => unknown };
};

/** A stored value that must still parse as `schema` (a later release may have changed it). */
export const parsedOr =
  <T>(schema: z.ZodType<T>, fallback: T) =>
  (stored: unknown): T => {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : fallback;
  };

/**
 * The setting's read, and the operator's change of it answering the value written: `write` in the
 * caller's transaction (that answers something else), `update` in a transaction of its own.
 */
export const operatorSetting = <T, Input>({
  key,
  read,
  next,
  audit,
}: OperatorSetting<T, Input>) => {
  const get = async (db: DbOrTx): Promise<T> => read(await readSetting(db, key));
  const shown = audit.shown ?? ((value: T) => value);
  const write = async (tx: DbOrTx, operator: OperatorAuth, input: Input, client: Client) => {
    const before = await get(tx);
    const value = next(input, before, operator);
    await upsertSettings(tx, { [key]: value });
    await auditOperator(tx, operator, client, {
      action: audit.action,
      target: audit.target,
      before: shown(before),
      after: shown(value),
    });
    return value;
  };
  const update = (deps: Deps, operator: OperatorAuth, input: Input, client: Client): Promise<T> =>
    deps.db.transaction((tx) => write(tx, operator, input, client));
  return { get, write, update };
};
