// Settlement quotas through the API (issue 20), on PGlite and on PostgreSQL: an application's
// rules (evidence, period, its own effective contracts), the operators' review (0/1 from 2, once,
// a refusal with its reason, audited), the labels as days pass, the three kinds' status, and
// another merchant's quota and files not found. Draws by payouts are tested with the payouts.
import {
  QuotaItemLabel,
  QuotaState,
  ZOpsQuota,
  ZQuotaDetail,
  ZQuotaOverview,
  ZQuotaPage,
} from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, ok } from '../../../../test/answers.ts';
import { rowsOf } from '../../../../test/app.ts';
import { pdf, registerMerchant, upload } from '../../../../test/certification.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../../../test/operators.ts';
import { login, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let admin: OpsSession;
let demo: Tokens;
let stranger: Tokens;
let evidence: string;

const call = (tokens: Tokens, path: string, body?: object, headers?: object) =>
  callAs(t.app, tokens, path, body, headers);
const rows = (text: string) => rowsOf(t.database, text);
let keys = 0;
const key = () => ({ 'idempotency-key': `quota-test-${(keys += 1)}-${Math.random()}` });
const setToday = (day: string) => {
  t.app.deps.now = () => new Date(`${day}T04:00:00.000Z`);
};

const apply = (body: object, tokens = demo, headers = key()) =>
  call(
    tokens,
    'quota/apply.json',
    {
      kind: 'goodsTrade',
      amount: '50000',
      validFrom: '2026-12-01',
      validTo: '2027-05-31',
      fileIds: [evidence],
      ...body,
    },
    headers,
  );
const fieldsOf = (res: { json(): { fields?: { field: string; message: string }[] } }) =>
  (res.json().fields ?? []).map((f) => f.field);

beforeAll(async () => {
  setToday('2026-11-25');
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  demo = await login(t.app, DEMO_EMAIL);
  stranger = await registerMerchant(t.app, 'stranger@quota.example.com');
  evidence = await upload(t.app, demo, pdf('customs declarations'), 'declarations.pdf');
});
const DEMO_EMAIL = 'demo@tradebridge.dev';

describe('applying for a quota', () => {
  it('names the field of each rule broken, and writes nothing', async () => {
    const before = await rows('SELECT count(*) AS n FROM quotas');
    expect(fieldsOf(await apply({ fileIds: [] }))).toEqual(['fileIds']);
    expect(fieldsOf(await apply({ validTo: '2027-12-31' }))).toEqual(['validTo']);
    expect(fieldsOf(await apply({ validFrom: '2026-12-02', validTo: '2026-12-01' }))).toEqual([
      'validTo',
    ]);
    expect(fieldsOf(await apply({ validFrom: '2026-11-01' }))).toEqual(['validFrom']);
    expect(fieldsOf(await apply({ amount: '0' }))).toEqual(['amount']);
    expect(fieldsOf(await apply({ amount: 'abc' }))).toEqual(['amount']);
    // Another merchant's file, or a contract that is not the merchant's, is refused by name.
    const theirs = await upload(t.app, stranger, pdf('theirs'), 'theirs.pdf');
    expect(fieldsOf(await apply({ fileIds: [theirs] }))).toEqual(['fileIds.0']);
    expect(
      fieldsOf(await apply({ contractIds: ['5b1f3a52-3f7e-4f53-9a55-2c3e1d1b9a01'] })),
    ).toEqual(['contractIds.0']);
    expect(await rows('SELECT count(*) AS n FROM quotas')).toEqual(before);
  });

  it('waits for review, then is approved or refused once, audited', async () => {
    const headers = key();
    const applied = ZQuotaDetail.parse(ok(await apply({ note: 'Q1 orders' }, demo, headers)));
    expect(applied).toMatchObject({
      state: QuotaState.UnderReview,
      label: QuotaItemLabel.Unavailable,
      amount: '50000.00',
      remaining: '50000.00',
      files: [{ id: evidence, name: 'declarations.pdf' }],
    });
    // The same key answers the same application.
    const again = ZQuotaDetail.parse(ok(await apply({ note: 'Q1 orders' }, demo, headers)));
    expect(again.quotaNo).toBe(applied.quotaNo);

    const queue = ok(
      await ops(t.app, 'quota/list.json', { state: QuotaState.UnderReview }, admin),
    ) as {
      list: { quotaNo: string }[];
    };
    expect(queue.list.map((q) => q.quotaNo)).toContain(applied.quotaNo);
    const file = await ops(
      t.app,
      'quota/file.json',
      { quotaNo: applied.quotaNo, fileId: evidence },
      admin,
    );
    expect(file.headers['content-type']).toBe('application/pdf');

    const approved = ZOpsQuota.parse(
      ok(await ops(t.app, 'quota/decide.json', { quotaNo: applied.quotaNo, approve: true }, admin)),
    );
    expect(approved).toMatchObject({ state: QuotaState.Approved, merNo: expect.any(String) });
    expect(
      (
        await ops(
          t.app,
          'quota/decide.json',
          { quotaNo: applied.quotaNo, approve: false, reason: 'x' },
          admin,
        )
      ).json(),
    ).toMatchObject({ errorCode: 'QUOTA_STATE' });

    const refusedOne = ZQuotaDetail.parse(
      ok(await apply({ kind: 'serviceTrade', amount: '2000' })),
    );
    expect(
      (
        await ops(
          t.app,
          'quota/decide.json',
          { quotaNo: refusedOne.quotaNo, approve: false },
          admin,
        )
      ).json(),
    ).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    ok(
      await ops(
        t.app,
        'quota/decide.json',
        {
          quotaNo: refusedOne.quotaNo,
          approve: false,
          reason: 'The declarations do not match the amount.',
        },
        admin,
      ),
    );
    const refused = ZQuotaDetail.parse(
      ok(await call(demo, 'quota/detail.json', { quotaNo: refusedOne.quotaNo })),
    );
    expect(refused).toMatchObject({
      state: QuotaState.NotApproved,
      label: QuotaItemLabel.Invalid,
      reason: 'The declarations do not match the amount.',
    });
    const audit = await rows(
      `SELECT action FROM audit_log WHERE target IN ('quota:${applied.quotaNo}', 'quota:${refusedOne.quotaNo}') ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'quota.apply',
      'quota.approve',
      'quota.apply',
      'quota.refuse',
    ]);
  });

  it('labels an approved quota by its period, and sums what the kinds have left', async () => {
    // Before its period it is not usable yet; within it available; after it invalid.
    const list = async () =>
      ZQuotaPage.parse(ok(await call(demo, 'quota/list.json', { kind: 'goodsTrade' }))).list;
    expect((await list()).map((q) => q.label)).toEqual([QuotaItemLabel.Unavailable]);
    const overview = async () => ZQuotaOverview.parse(ok(await call(demo, 'quota/overview.json')));
    expect((await overview()).kinds).toEqual([
      {
        kind: 'goodsTrade',
        state: QuotaState.NotApproved,
        amount: '0.00',
        used: '0.00',
        remaining: '0.00',
      },
      {
        kind: 'serviceTrade',
        state: QuotaState.NotApproved,
        amount: '0.00',
        used: '0.00',
        remaining: '0.00',
      },
      {
        kind: 'eCommerce',
        state: QuotaState.NotApproved,
        amount: '0.00',
        used: '0.00',
        remaining: '0.00',
      },
    ]);
    setToday('2026-12-01');
    expect((await list()).map((q) => q.label)).toEqual([QuotaItemLabel.Available]);
    expect((await overview()).kinds[0]).toEqual({
      kind: 'goodsTrade',
      state: QuotaState.Approved,
      amount: '50000.00',
      used: '0.00',
      remaining: '50000.00',
    });
    const available = ZQuotaPage.parse(
      ok(await call(demo, 'quota/list.json', { label: QuotaItemLabel.Available })),
    );
    expect(available.total).toBe(1);
    setToday('2027-06-01');
    expect((await list()).map((q) => q.label)).toEqual([QuotaItemLabel.Invalid]);
    setToday('2026-11-25');
  });

  it('shows another merchant’s quota and files as not found', async () => {
    const [quota] = await rows('SELECT quota_no FROM quotas LIMIT 1');
    const quotaNo = String(quota!.quota_no);
    expect((await call(stranger, 'quota/detail.json', { quotaNo })).json()).toMatchObject({
      errorCode: 'NOT_FOUND',
    });
    expect(ZQuotaPage.parse(ok(await call(stranger, 'quota/list.json'))).total).toBe(0);
    const theirs = await upload(t.app, stranger, pdf('theirs'), 'theirs.pdf');
    expect(
      (await ops(t.app, 'quota/file.json', { quotaNo, fileId: theirs }, admin)).json(),
    ).toMatchObject({
      errorCode: 'NOT_FOUND',
    });
  });
});
