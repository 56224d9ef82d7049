import {
  CapitalAccountType,
  MAX_AMOUNT_MINOR,
  PlatformAccount,
  type Currency,
} from '@tradebridge/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import { sql } from 'drizzle-orm';
import {
  balanceOf,
  hold,
  merchantBalances,
  createLedgerBatcher,
  postEntries,
  postEntry,
  postHold,
  reverseEntry,
  verifyLedger,
  voidHold,
  type AccountRef,
} from '../index.ts';

let database: TestDatabase;
let merchantA = '';
let merchantB = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await queryRows<{ id: string; mer_no: string }>(
    database.db,
    sql`SELECT id, mer_no FROM merchants ORDER BY mer_no`,
  );
  merchantA = rows[0]!.id;
  merchantB = rows[1]!.id;
});
afterAll(() => database.close());

const available = (merchantId: string, currency: Currency = 'SGD'): AccountRef => ({
  merchantId,
  currency,
  type: CapitalAccountType.Available,
});
const frozen = (merchantId: string, currency: Currency = 'SGD'): AccountRef => ({
  merchantId,
  currency,
  type: CapitalAccountType.Frozen,
});
const bank = (currency: Currency = 'SGD'): AccountRef => ({
  platform: PlatformAccount.BankClearing,
  currency,
});

let seq = 0;
const ref = (name: string) => `test:${name}:${++seq}`;

const deposit = (merchantId: string, amount: bigint, currency: Currency = 'SGD') =>
  database.db.transaction((tx) =>
    postEntry(tx, {
      reference: ref('deposit'),
      causedBy: 'test',
      postings: [
        { account: bank(currency), amount: -amount },
        { account: available(merchantId, currency), amount },
      ],
    }),
  );

const transfer = (from: string, to: string, amount: bigint, reference = ref('transfer')) =>
  database.db.transaction((tx) =>
    postEntry(tx, {
      reference,
      orderType: 5,
      causedBy: 'test',
      postings: [
        { account: available(from), amount: -amount },
        { account: available(to), amount },
      ],
    }),
  );

/** Holds `amount` of the merchant's available SGD under `reference`, in its own transaction. */
const holdSgd = (merchantId: string, reference: string, amount: bigint, extra: object = {}) =>
  database.db.transaction((tx) =>
    hold(tx, { reference, merchantId, currency: 'SGD', amount, causedBy: 'test', ...extra }),
  );

/** The database's own refusal (Drizzle wraps it: the reason is in `cause`). */
const refusedBy = (pattern: RegExp) => (error: unknown) => {
  const e = error as { message?: string; cause?: { message?: string } };
  return pattern.test(`${e.message ?? ''} ${e.cause?.message ?? ''}`);
};

const expectHealthy = async () => {
  const checks = await verifyLedger(database.db);
  for (const c of checks) expect(c.breaches, c.name).toEqual([]);
  return checks;
};

describe('postEntry', () => {
  it('moves money exactly and records balance after each posting', async () => {
    const entry = await deposit(merchantA, 1_000_00n);
    expect(entry.created).toBe(true);
    expect(entry.postings.find((p) => p.key.startsWith('M:'))?.balanceAfter).toBe(1_000_00n);
    await transfer(merchantA, merchantB, 250_50n);
    expect(await balanceOf(database.db, available(merchantA))).toBe(749_50n);
    expect(await balanceOf(database.db, available(merchantB))).toBe(250_50n);
    expect(await balanceOf(database.db, bank())).toBe(-1_000_00n);
    await expectHealthy();
  });

  it('keeps huge balances exact (beyond 2^53), from amounts no larger than the maximum', async () => {
    const huge = 9_007_199_254_740_993n;
    for (let i = 0; i < 9; i += 1) await deposit(merchantA, MAX_AMOUNT_MINOR, 'IDR');
    await deposit(merchantA, huge - 9n * MAX_AMOUNT_MINOR, 'IDR');
    expect(await balanceOf(database.db, available(merchantA, 'IDR'))).toBe(huge);
    await expect(deposit(merchantA, MAX_AMOUNT_MINOR + 1n, 'IDR')).rejects.toThrow('BALANCE_LIMIT');
  });

  it('refuses an overdraft and writes nothing', async () => {
    const before = await merchantBalances(database.db, merchantA);
    const entries = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM journal_entries`,
    );
    await expect(transfer(merchantA, merchantB, 10_000_000n)).rejects.toThrow(
      'INSUFFICIENT_BALANCE',
    );
    expect(await merchantBalances(database.db, merchantA)).toEqual(before);
    expect(
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM journal_entries`,
      ),
    ).toEqual(entries);
  });

  it('answers a replay of the same reference with the entry already written, once', async () => {
    const reference = ref('replay');
    const first = await transfer(merchantA, merchantB, 1_00n, reference);
    const again = await transfer(merchantA, merchantB, 1_00n, reference);
    expect(again.created).toBe(false);
    expect(again.id).toBe(first.id);
    const postings = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM postings WHERE entry_id = ${first.id}`,
    );
    expect(postings[0]!.n).toBe(2);
    await expect(transfer(merchantA, merchantB, 2_00n, reference)).rejects.toThrow(
      'REFERENCE_REUSED',
    );
  });

  it("back-dates an entry only behind nothing: in the past, after its accounts' last posting", async () => {
    // CHF: no other test of this file touches its accounts.
    const credit = (at: Date, amount: bigint, reference = ref('backdated')) =>
      database.db.transaction((tx) =>
        postEntry(tx, {
          reference,
          causedBy: 'test',
          postedAt: at,
          postings: [
            { account: bank('CHF'), amount: -amount },
            { account: available(merchantA, 'CHF'), amount },
          ],
        }),
      );
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    const tenDaysAgo = day(-10);
    const first = await credit(tenDaysAgo, 100_00n);
    await credit(day(-3), 50_00n);
    const times = await queryRows<{ entry: string; posting: string }>(
      database.db,
      sql`SELECT (extract(epoch FROM e.created_at) * 1000)::bigint::text AS entry,
                 (extract(epoch FROM p.created_at) * 1000)::bigint::text AS posting
          FROM journal_entries e JOIN postings p ON p.entry_id = e.id WHERE e.id = ${first.id}`,
    );
    expect(times).toEqual([
      { entry: String(tenDaysAgo.getTime()), posting: String(tenDaysAgo.getTime()) },
      { entry: String(tenDaysAgo.getTime()), posting: String(tenDaysAgo.getTime()) },
    ]);
    const entries = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`SELECT count(*)::int AS n FROM journal_entries`,
        )
      )[0]!.n;
    const before = await entries();
    // Behind a later posting of the same account, or in the future: refused, nothing written.
    await expect(credit(day(-5), 1_00n)).rejects.toThrow(/earlier than a posting/);
    await expect(credit(day(1), 1_00n)).rejects.toThrow(/in the past/);
    expect(await entries()).toBe(before);
    expect(await balanceOf(database.db, available(merchantA, 'CHF'))).toBe(150_00n);
    // The batch path posts at now and takes no back-dated entry.
    const [outcome] = await postEntries(database.db, [
      {
        reference: ref('batch-backdated'),
        causedBy: 'test',
        postedAt: day(-1),
        postings: [
          { account: bank('CHF'), amount: -1_00n },
          { account: available(merchantA, 'CHF'), amount: 1_00n },
        ],
      } as Parameters<typeof postEntries>[1][number],
    ]);
    expect(outcome).toMatchObject({ ok: false });
    await expectHealthy();
  });

  it('reverses an entry under its order: the same order type and number, the memo given', async () => {
    const reference = ref('collection');
    const entry = await database.db.transaction((tx) =>
      postEntry(tx, {
        reference,
        orderNo: 'C202611250042',
        causedBy: 'test',
        memo: { kind: 'collection', payer: 'Acme GmbH' },
        postings: [
          { account: bank(), amount: -2_00n },
          { account: available(merchantA), amount: 2_00n },
        ],
      }),
    );
    const reversal = await database.db.transaction((tx) =>
      reverseEntry(tx, entry.id, 'test', { kind: 'collectionReversal', payee: 'Acme GmbH' }),
    );
    const [row] = await queryRows<{
      order_no: string | null;
      order_type: number | null;
      memo: unknown;
      reverses: string | number;
    }>(
      database.db,
      sql`SELECT order_no, order_type, memo, reverses FROM journal_entries WHERE id = ${reversal.id}`,
    );
    expect(row).toMatchObject({
      order_no: 'C202611250042',
      order_type: null,
      memo: { kind: 'collectionReversal', payee: 'Acme GmbH' },
    });
    expect(Number(row!.reverses)).toBe(entry.id);
    await expectHealthy();
  });

  it('refuses source = destination', async () => {
    await expect(transfer(merchantA, merchantA, 1n)).rejects.toThrow('SAME_ACCOUNT');
  });

  it('keeps postings and entries immutable; corrections are reversals, once', async () => {
    await expect(database.db.execute(sql`UPDATE postings SET amount = 1`)).rejects.toSatisfy(
      refusedBy(/immutable/),
    );
    await expect(database.db.execute(sql`DELETE FROM postings`)).rejects.toSatisfy(
      refusedBy(/immutable/),
    );
    await expect(database.db.execute(sql`DELETE FROM journal_entries`)).rejects.toSatisfy(
      refusedBy(/immutable/),
    );
    const entry = await transfer(merchantA, merchantB, 3_00n);
    const a = await balanceOf(database.db, available(merchantA));
    const reversal = await database.db.transaction((tx) => reverseEntry(tx, entry.id, 'test'));
    expect(reversal.created).toBe(true);
    expect(await balanceOf(database.db, available(merchantA))).toBe(a + 3_00n);
    await expect(
      database.db.transaction((tx) =>
        postEntry(tx, {
          reference: ref('second-reversal'),
          causedBy: 'test',
          reverses: entry.id,
          postings: [
            { account: available(merchantB), amount: -1n },
            { account: available(merchantA), amount: 1n },
          ],
        }),
      ),
    ).rejects.toThrow();
    await expectHealthy();
  });
});

describe('holds', () => {
  it('holds, then posts once; a second resolution is refused', async () => {
    const reference = ref('payout');
    const before = await balanceOf(database.db, available(merchantA));
    await holdSgd(merchantA, reference, 10_00n, { orderType: 1 });
    expect(await balanceOf(database.db, available(merchantA))).toBe(before - 10_00n);
    expect(await balanceOf(database.db, frozen(merchantA))).toBe(10_00n);
    await database.db.transaction((tx) => postHold(tx, reference, bank(), 'test'));
    expect(await balanceOf(database.db, frozen(merchantA))).toBe(0n);
    await expect(database.db.transaction((tx) => voidHold(tx, reference, 'test'))).rejects.toThrow(
      'HOLD_RESOLVED',
    );
    await expect(
      database.db.transaction((tx) => postHold(tx, reference, bank(), 'test')),
    ).rejects.toThrow('HOLD_RESOLVED');
    await expect(
      database.db.execute(
        sql`UPDATE holds SET resolution = 'voided' WHERE reference = ${reference}`,
      ),
    ).rejects.toSatisfy(refusedBy(/already posted/));
    await expectHealthy();
  });

  it('voids a hold back to available; races of post and void resolve exactly once', async () => {
    const reference = ref('race');
    const before = await balanceOf(database.db, available(merchantA));
    await holdSgd(merchantA, reference, 5_00n);
    const results = await Promise.allSettled([
      database.db.transaction((tx) => voidHold(tx, reference, 'test')),
      database.db.transaction((tx) => postHold(tx, reference, bank(), 'test')),
      database.db.transaction((tx) => voidHold(tx, reference, 'test')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const after = await balanceOf(database.db, available(merchantA));
    expect([before, before - 5_00n]).toContain(after);
    await expectHealthy();
  });

  it('refuses holding more than is available', async () => {
    await expect(holdSgd(merchantB, ref('too-much'), 1_000_000_000n)).rejects.toThrow(
      'INSUFFICIENT_BALANCE',
    );
  });
});

describe('concurrency', () => {
  it('races N transfers from a wallet worth K of them: exactly K succeed, nothing else changes', async () => {
    const payer = merchantB;
    const payee = merchantA;
    const payerBefore = await balanceOf(database.db, available(payer));
    // Top the payer up to exactly K transfers' worth.
    const K = 7;
    const N = 20;
    const unit = 3_33n;
    const target = unit * BigInt(K);
    if (payerBefore > 0n) await transfer(payer, merchantA, payerBefore);
    await deposit(payer, target);
    const payeeBefore = await balanceOf(database.db, available(payee));
    const results = await Promise.allSettled(
      Array.from({ length: N }, () => transfer(payer, payee, unit)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && String((r.reason as Error).message) === 'INSUFFICIENT_BALANCE',
    ).length;
    expect(ok).toBe(K);
    expect(refused).toBe(N - K);
    expect(await balanceOf(database.db, available(payer))).toBe(0n);
    expect(await balanceOf(database.db, available(payee))).toBe(payeeBefore + target);
    await expectHealthy();
  });
});

describe('model', () => {
  it('random sequences of entries, holds, posts and voids match an in-memory model', async () => {
    const accounts = [merchantA, merchantB];
    type Op =
      | { kind: 'deposit'; who: number; amount: bigint }
      | { kind: 'transfer'; from: number; to: number; amount: bigint }
      | { kind: 'hold'; who: number; amount: bigint }
      | { kind: 'post' | 'void'; pick: number };
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('deposit' as const),
        who: fc.nat(1),
        amount: fc.bigInt(1n, 50_000n),
      }),
      fc.record({
        kind: fc.constant('transfer' as const),
        from: fc.nat(1),
        to: fc.nat(1),
        amount: fc.bigInt(1n, 60_000n),
      }),
      fc.record({
        kind: fc.constant('hold' as const),
        who: fc.nat(1),
        amount: fc.bigInt(1n, 40_000n),
      }),
      fc.record({ kind: fc.constantFrom('post' as const, 'void' as const), pick: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops: Op[]) => {
        const currency: Currency = 'EUR';
        // Start each run from the database's current state.
        const model = {
          available: await Promise.all(
            accounts.map((m) => balanceOf(database.db, available(m, currency))),
          ),
          frozen: await Promise.all(
            accounts.map((m) => balanceOf(database.db, frozen(m, currency))),
          ),
        };
        const open: { reference: string; who: number; amount: bigint }[] = [];
        for (const o of ops) {
          if (o.kind === 'deposit') {
            await deposit(accounts[o.who]!, o.amount, currency);
            model.available[o.who]! += o.amount;
          } else if (o.kind === 'transfer') {
            const run = () =>
              database.db.transaction((tx) =>
                postEntry(tx, {
                  reference: ref('m-transfer'),
                  causedBy: 'model',
                  postings: [
                    { account: available(accounts[o.from]!, currency), amount: -o.amount },
                    { account: available(accounts[o.to]!, currency), amount: o.amount },
                  ],
                }),
              );
            if (o.from === o.to) {
              await expect(run()).rejects.toThrow('SAME_ACCOUNT');
            } else if (model.available[o.from]! < o.amount) {
              await expect(run()).rejects.toThrow('INSUFFICIENT_BALANCE');
            } else {
              await run();
              model.available[o.from]! -= o.amount;
              model.available[o.to]! += o.amount;
            }
          } else if (o.kind === 'hold') {
            const reference = ref('m-hold');
            const run = () =>
              database.db.transaction((tx) =>
                hold(tx, {
                  reference,
                  merchantId: accounts[o.who]!,
                  currency,
                  amount: o.amount,
                  causedBy: 'model',
                }),
              );
            if (model.available[o.who]! < o.amount) {
              await expect(run()).rejects.toThrow('INSUFFICIENT_BALANCE');
            } else {
              await run();
              model.available[o.who]! -= o.amount;
              model.frozen[o.who]! += o.amount;
              open.push({ reference, who: o.who, amount: o.amount });
            }
          } else if (open.length > 0) {
            const [h] = open.splice(o.pick % open.length, 1);
            if (o.kind === 'post') {
              await database.db.transaction((tx) =>
                postHold(tx, h!.reference, bank(currency), 'model'),
              );
            } else {
              await database.db.transaction((tx) => voidHold(tx, h!.reference, 'model'));
              model.available[h!.who]! += h!.amount;
            }
            model.frozen[h!.who]! -= h!.amount;
          }
          for (const [i, m] of accounts.entries()) {
            expect(await balanceOf(database.db, available(m, currency))).toBe(model.available[i]);
            expect(await balanceOf(database.db, frozen(m, currency))).toBe(model.frozen[i]);
          }
        }
        await expectHealthy();
      }),
      { numRuns: 15 },
    );
  });
});

describe('batches', () => {
  it('posts many entries in one transaction, refusing only the ones that overdraw', async () => {
    const payer = merchantB;
    const start = await balanceOf(database.db, available(payer));
    if (start > 0n) await transfer(payer, merchantA, start);
    await deposit(payer, 10_00n);
    const inputs = [4_00n, 4_00n, 4_00n, 2_00n].map((amount, i) => ({
      reference: ref(`batch-${i}`),
      causedBy: 'test',
      postings: [
        { account: available(payer), amount: -amount },
        { account: available(merchantA), amount },
      ],
    }));
    const outcomes = await database.db.transaction((tx) =>
      postEntries(tx, [...inputs, inputs[0]!, { ...inputs[1]!, postings: inputs[3]!.postings }]),
    );
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.message))).toEqual([
      'ok',
      'ok',
      'INSUFFICIENT_BALANCE',
      'ok',
      'ok',
      'REFERENCE_REUSED',
    ]);
    expect(outcomes[4]!.ok && outcomes[4]!.entry.created).toBe(false);
    expect(await balanceOf(database.db, available(payer))).toBe(0n);
    await expectHealthy();
  });

  it('opens accounts it meets for the first time and answers references written earlier', async () => {
    // NOK accounts exist for nobody yet: the batch creates them.
    const funding = {
      reference: ref('nok-fund'),
      causedBy: 'test',
      postings: [
        { account: bank('NOK'), amount: -5_00n },
        { account: available(merchantA, 'NOK'), amount: 5_00n },
      ],
    };
    const [first] = await postEntries(database.db, [funding]);
    // Postings come back in account-key order: the merchant's, then the platform's.
    expect(first!.ok && first!.entry.postings.map((p) => p.balanceAfter)).toEqual([5_00n, -5_00n]);
    // Sent again in a later batch beside a new entry: the old one is a replay, the new one posts.
    const next = {
      reference: ref('nok-pay'),
      causedBy: 'test',
      postings: [
        { account: available(merchantA, 'NOK'), amount: -2_00n },
        { account: frozen(merchantA, 'NOK'), amount: 2_00n },
      ],
    };
    const outcomes = await postEntries(database.db, [funding, next, { ...funding, memo: {} }]);
    expect(outcomes.map((o) => o.ok && o.entry.created)).toEqual([false, true, false]);
    expect(outcomes[0]!.ok && outcomes[0]!.entry.id).toBe(first!.ok && first!.entry.id);
    expect(await balanceOf(database.db, available(merchantA, 'NOK'))).toBe(3_00n);
    expect(await balanceOf(database.db, frozen(merchantA, 'NOK'))).toBe(2_00n);
    await expectHealthy();
  });

  it('keeps each account’s balance-after chain when one batch posts to it many times', async () => {
    const [payer, payee] = [merchantB, merchantA];
    await deposit(payer, 100_00n, 'HKD');
    const amountOf = (i: number) => (i % 2 ? 1_00n : 50n);
    const inputs = Array.from({ length: 300 }, (_, i) => ({
      reference: ref(`chain-${i}`),
      causedBy: 'test',
      postings: [
        { account: available(payer, 'HKD'), amount: -amountOf(i) },
        { account: available(payee, 'HKD'), amount: amountOf(i) },
      ],
    }));
    // 100 entries (75.00 in all) go through the set-based path: nothing overdraws.
    const first = await database.db.transaction((tx) => postEntries(tx, inputs.slice(0, 100)));
    expect(first.every((o) => o.ok)).toBe(true);
    expect(await balanceOf(database.db, available(payer, 'HKD'))).toBe(25_00n);
    // All 300: the first 100 are replays; of the rest, each is taken while 25.00 lasts and refused
    // when it would overdraw — the entry-by-entry path. The model says which.
    const all = await database.db.transaction((tx) => postEntries(tx, inputs));
    let left = 25_00n;
    const expected = inputs.slice(100).map((_, i) => {
      const amount = amountOf(100 + i);
      if (amount > left) return false;
      left -= amount;
      return true;
    });
    expect(all.slice(100).map((o) => o.ok)).toEqual(expected);
    expect(await balanceOf(database.db, available(payer, 'HKD'))).toBe(left);
    await expectHealthy();
  });

  it('writes several batches at once without losing or doubling money', async () => {
    const batcher = createLedgerBatcher(database.db, { maxInFlight: 4, maxBatch: 5 });
    await deposit(merchantA, 30_00n);
    await deposit(merchantB, 30_00n);
    const before = [
      await balanceOf(database.db, available(merchantA)),
      await balanceOf(database.db, available(merchantB)),
    ];
    // Money both ways between the same two wallets: batches contend for the same rows.
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        batcher.submit({
          reference: ref(`both-ways-${i}`),
          causedBy: 'test',
          postings: [
            { account: available(i % 2 ? merchantA : merchantB), amount: -1_00n },
            { account: available(i % 2 ? merchantB : merchantA), amount: 1_00n },
          ],
        }),
      ),
    );
    await batcher.idle();
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await balanceOf(database.db, available(merchantA))).toBe(before[0]);
    expect(await balanceOf(database.db, available(merchantB))).toBe(before[1]);
    await expectHealthy();
  });

  it('group-commits concurrent submissions and answers each caller', async () => {
    const batcher = createLedgerBatcher(database.db);
    await deposit(merchantB, 50_00n);
    const before = await balanceOf(database.db, available(merchantB));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        batcher.submit({
          reference: ref(`group-${i}`),
          causedBy: 'test',
          postings: [
            { account: available(merchantB), amount: -1_00n },
            { account: available(merchantA), amount: 1_00n },
          ],
        }),
      ),
    );
    await batcher.idle();
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(Math.min(40, Number(before / 1_00n)));
    expect(await balanceOf(database.db, available(merchantB))).toBe(before - BigInt(ok) * 1_00n);
    await expectHealthy();
  });
});
