// Hostile spreadsheets through the API (issue 35, item 2): the probe's file, small but inflating to
// 191 MB, refused by the batch check and the orders import at the row limit or the inflated-size
// cap instead of being parsed whole; and one merchant reading one spreadsheet at a time.
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf, upload } from '../../test/certification.ts';
import { frameworkContract } from '../../test/contract.ts';
import { hostileXlsx } from '../../test/hostile-xlsx.ts';
import { authHeaders, login, post, type Tokens } from '../../test/session.ts';
import { withWorkLease } from '../work-lease.ts';
import { useTestApp } from '../../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let streamed: string;
let declared: string;
beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  streamed = await upload(t.app, demo, Buffer.from(hostileXlsx(191)), 'orders.xlsx', 'sheet');
  declared = await upload(
    t.app,
    demo,
    Buffer.from(hostileXlsx(191, { declareSizes: true })),
    'orders.xlsx',
    'sheet',
  );
}, 60_000);

const call = (path: string, body: object) =>
  post(t.app, path, body, {
    ...authHeaders(demo),
    language: 'en-US',
    'idempotency-key': `sheet-${Math.random()}`,
  });

const batchCheck = (fileId: string) =>
  call('payout/batch/check.json', {
    source: 'file',
    choice: { method: 'bank', country: 'US', currency: 'USD' },
    fileId,
  });

describe('a spreadsheet that inflates to 191 MB', () => {
  it('is refused by the batch check, as too many payments or too large', async () => {
    const rows = await batchCheck(streamed);
    expect(rows.json()).toMatchObject({ errorCode: 'BATCH_FILE_INVALID' });
    expect(rows.json().message).toContain('at most 50 payments in one file');
    const size = await batchCheck(declared);
    expect(size.json()).toMatchObject({ errorCode: 'BATCH_FILE_INVALID' });
    expect(size.json().message).toContain('inflates beyond the limit');
  });

  it('is refused by the orders import check at its row limit', async () => {
    const contract = await call(
      'contract/add.json',
      frameworkContract(await upload(t.app, demo, pdf(), 'framework.pdf', 'document')),
    );
    expect(contract.json().status).toBe(1);
    const check = await call('contract/importCheck.json', {
      contractId: contract.json().result.id,
      fileId: streamed,
    });
    expect(check.json()).toMatchObject({ errorCode: 'ORDER_IMPORT_INVALID' });
    expect(check.json().message).toContain('at most 10000 orders in one file');
  });
});

const lease = <T>(key: string, work: () => Promise<T>) =>
  withWorkLease(t.database.db, key, { busy: 'SHEET_READ_BUSY', maxMs: 60_000 }, work);

describe('one spreadsheet at a time per merchant', () => {
  it('refuses a second read while the first holds the lease, and takes it once given back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = lease('sheet-read:test', () => held);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(lease('sheet-read:test', async () => 1)).rejects.toMatchObject({
      code: 'SHEET_READ_BUSY',
    });
    // Another key (another merchant) is not held up.
    expect(await lease('sheet-read:other', async () => 2)).toBe(2);
    release();
    await first;
    expect(await lease('sheet-read:test', async () => 3)).toBe(3);
  });

  it('takes over a lease whose holder died once its time is up', async () => {
    await t.database.db.execute(
      "INSERT INTO work_leases (key, holder, until) VALUES ('sheet-read:dead', '00000000-0000-4000-8000-000000000001', now() - interval '1 second')" as never,
    );
    expect(await lease('sheet-read:dead', async () => 4)).toBe(4);
  });

  it('answers SHEET_READ_BUSY to a merchant checking while another check of theirs reads', async () => {
    await t.database.db.execute(
      `INSERT INTO work_leases (key, holder, until)
       SELECT 'sheet-read:' || merchant_id, '00000000-0000-4000-8000-000000000002', now() + interval '1 minute'
       FROM users WHERE email = 'demo@tradebridge.dev'` as never,
    );
    const busy = await batchCheck(streamed);
    await t.database.db.execute('DELETE FROM work_leases' as never);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ errorCode: 'SHEET_READ_BUSY' });
    expect(busy.json().message).toContain('Another spreadsheet of yours is being read');
    // Given back, the same check reads (and refuses) the file.
    expect((await batchCheck(streamed)).json().errorCode).toBe('BATCH_FILE_INVALID');
  });
});
