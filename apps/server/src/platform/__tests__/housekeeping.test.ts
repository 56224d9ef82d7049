import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app.ts';
import { cleanUp } from '../housekeeping.ts';
import { hitRateLimit } from '../rate-limit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (table: string) =>
  (
    (await database.db.execute(`SELECT count(*)::int AS n FROM ${table}` as never)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('rate limits and housekeeping', () => {
  it('counts hits per window and shares them through the database', async () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const now = new Date(minute + 5_000);
    expect(await hitRateLimit(database.db, 'k', 2, 60, now)).toMatchObject({
      allowed: true,
      count: 1,
    });
    expect(await hitRateLimit(database.db, 'k', 2, 60, now)).toMatchObject({
      allowed: true,
      count: 2,
    });
    expect(await hitRateLimit(database.db, 'k', 2, 60, now)).toMatchObject({
      allowed: false,
      count: 3,
      retryAfterSeconds: 55,
    });
    // Just after the window turns, the last window's hits still count almost fully (3 × 55/60
    // rounds to 3)...
    expect(
      await hitRateLimit(database.db, 'k', 2, 60, new Date(minute + 60_000 + 5_000)),
    ).toMatchObject({ allowed: false, count: 4 });
    // ...and fade as it slides on: 55 s into the next window, a twelfth of the last window's 3
    // hits rounds to none, leaving this window's 2 (the refused one counts too).
    expect(
      await hitRateLimit(database.db, 'k', 2, 60, new Date(minute + 60_000 + 55_000)),
    ).toMatchObject({ allowed: true, count: 2 });
  });

  it('counts a burst that straddles a window boundary in full', async () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 120_000;
    // 20 calls in the last 300 ms of one window, 11 in the first 200 ms of the next: 31 in half a
    // second against a limit of 30.
    for (let i = 0; i < 20; i++)
      await hitRateLimit(database.db, 'burst', 30, 60, new Date(minute - 300 + i * 10));
    let last;
    for (let i = 0; i < 11; i++)
      last = await hitRateLimit(database.db, 'burst', 30, 60, new Date(minute + i * 20));
    expect(last).toMatchObject({ allowed: false, count: 31 });
  });

  it('removes expired captchas and old windows, keeps live ones', async () => {
    await database.db.execute(
      `INSERT INTO captchas (code_token, answer_hash, expires_at) VALUES ('old', 'x', now() - interval '1 minute'), ('live', 'y', now() + interval '5 minutes')` as never,
    );
    const windows = await count('rate_limits');
    await hitRateLimit(database.db, 'stale', 5, 60, new Date(Date.now() - 2 * 86_400_000));
    expect(await count('rate_limits')).toBe(windows + 1);
    await cleanUp(database.db);
    expect(await count('captchas')).toBe(1);
    expect(await count('rate_limits')).toBe(windows);
  });

  it('removes upload parts abandoned for an hour, keeps one still streaming', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tb-housekeeping-'));
    const folder = path.join(dataDir, 'files', 'tmp');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'old.part'), 'x');
    await writeFile(path.join(folder, 'live.part'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(folder, 'old.part'), twoHoursAgo, twoHoursAgo);
    await cleanUp(database.db, dataDir);
    expect(await readdir(folder)).toEqual(['live.part']);
    await rm(dataDir, { recursive: true, force: true });
  });
});
