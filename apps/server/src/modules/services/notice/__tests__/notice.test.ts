// Notices end to end through the API: notifications produced by money coming in, in the reader's
// language and as the user chose; announcements by audience, schedule and withdrawal; read state;
// no user sees another user's or another merchant's notices.
import { NoticeType } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../platform/db/client.ts';
import { operatorWithRole, ops, type OpsSession } from '../../../../test/operators.ts';
import { authHeaders, login, loginRequest, post, type Tokens } from '../../../../test/session.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();
let demo: Tokens;
let member: Tokens;
let buyer: Tokens;
let buyerMerchantId: string;

const call = (path: string, body: unknown, tokens: Tokens, language = 'en-US') =>
  post(t.app, path, body, { ...authHeaders(tokens), language });

const credit = async (merchantId: string, amount: string, key: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/ops/sandbox/credit.json',
    headers: {
      authorization: admin.token,
      'session-finance-token': admin.financeToken,
      'idempotency-key': key,
    },
    payload: {
      merchantId,
      currency: 'EUR',
      amount,
      payerName: 'Hans Käufer GmbH',
      payerCountry: 'DE',
      reference: 'INV-9',
    },
  });
  expect(res.json().status).toBe(1);
};

const unread = async (tokens: Tokens, language = 'en-US') =>
  (await call('notice/unread.json', {}, tokens, language)).json().result;

beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  member = await login(t.app, 'member@tradebridge.dev');
  // The buyer works in Russian: e-mails to them are written in Russian.
  buyer = (
    await loginRequest(t.app, 'buyer@tradebridge.dev', 'Tradebridge1', {}, { language: 'ru-RU' })
  ).json().result;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM merchants WHERE mer_no = 'M100000002'`,
  );
  buyerMerchantId = row!.id;
});

describe('notifications', () => {
  it('tells the main user about money in, in the language they read it in, once per event', async () => {
    expect((await unread(buyer)).notifications).toBe(0);
    await credit(buyerMerchantId, '125.50', 'notice-credit-001');
    await credit(buyerMerchantId, '125.50', 'notice-credit-001'); // a replay: no second notice
    const bell = await unread(buyer);
    expect(bell).toMatchObject({ notifications: 1, total: bell.announcements + 1 });
    const inflow = bell.latest.find((n: { type: number }) => n.type === NoticeType.Notification);
    expect(inflow).toMatchObject({
      kind: 'fundInflow',
      title: 'Money received: 125.50 EUR',
      read: false,
      pinned: false,
    });
    expect(inflow.context).toContain('Hans Käufer GmbH');
    const russian = await unread(buyer, 'ru-RU');
    expect(russian.latest.find((n: { id: string }) => n.id === inflow.id).title).toMatch(
      /^Поступление: 125,50 EUR/,
    );
    expect(russian.latest.find((n: { id: string }) => n.id === inflow.id).title).not.toBe(
      inflow.title,
    );
    const inbox = (await t.app.inject({ method: 'GET', url: '/finance-gateway/api/dev/inbox' }))
      .json()
      .result.messages.filter((m: { kind: string }) => m.kind === 'notify.fundInflow');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ to: 'buyer@tradebridge.dev' });
    expect(inbox[0].subject).toBe(
      russian.latest.find((n: { id: string }) => n.id === inflow.id).title,
    );
    // Nobody else sees it: not another merchant, not by id.
    expect((await unread(demo)).notifications).toBe(0);
    const foreign = await call('notice/detail.json', { id: inflow.id, type: 1 }, demo);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    // Reading it marks it read and the count drops.
    const detail = await call('notice/detail.json', { id: inflow.id, type: 1 }, buyer);
    expect(detail.json().result).toMatchObject({ id: inflow.id, read: true });
    expect((await unread(buyer)).notifications).toBe(0);
    const list = await call('notice/list.json', { type: 1 }, buyer);
    expect(list.json().result).toMatchObject({ total: 1, list: [{ id: inflow.id, read: true }] });
    const unreadOnly = await call('notice/list.json', { type: 1, unreadOnly: true }, buyer);
    expect(unreadOnly.json().result.total).toBe(0);
  });

  it('honours a user who switched in-app fund-inflow notices off', async () => {
    const off = await call(
      'notify/update.json',
      { kind: 'fundInflow', inApp: false, email: false },
      buyer,
    );
    expect(off.json().status).toBe(1);
    await credit(buyerMerchantId, '1.00', 'notice-credit-002');
    expect((await unread(buyer)).notifications).toBe(0);
    await call('notify/update.json', { kind: 'fundInflow', inApp: true, email: true }, buyer);
  });

  it('marks every notification read at once', async () => {
    await credit(buyerMerchantId, '2.00', 'notice-credit-003');
    await credit(buyerMerchantId, '3.00', 'notice-credit-004');
    expect((await unread(buyer)).notifications).toBe(2);
    const read = await call('notice/read.json', { type: 1 }, buyer);
    expect(read.json().result).toEqual({ updated: 2 });
    expect((await unread(buyer)).notifications).toBe(0);
  });
});

describe('announcements', () => {
  const save = (body: object, session: OpsSession = admin) =>
    ops(t.app, 'notice/announcement/save.json', body, session);

  it('publishes to every merchant, pinned first, read per user, and audits it', async () => {
    const first = await save({
      title: 'Holiday hours',
      context: 'Closed on **1 Jan**.',
      audience: 0,
    });
    expect(first.json().result).toMatchObject({ state: 1, audience: 0, readCount: 0 });
    const pinned = await save({
      title: 'New fees',
      context: '- lower\n- clearer',
      audience: 0,
      pinned: true,
    });
    const pinnedId = pinned.json().result.id;
    const page = (await call('notice/list.json', { type: 2 }, demo)).json().result;
    expect(page.list.map((n: { title: string }) => n.title)).toEqual(['New fees', 'Holiday hours']);
    expect((await unread(demo)).announcements).toBe(2);
    expect((await unread(member)).announcements).toBe(2);
    await call('notice/detail.json', { id: pinnedId, type: 2 }, demo);
    expect((await unread(demo)).announcements).toBe(1);
    expect((await unread(member)).announcements).toBe(2);
    const listed = await ops(t.app, 'notice/announcement/list.json', {}, admin);
    expect(listed.json().result.list.find((a: { id: string }) => a.id === pinnedId).readCount).toBe(
      1,
    );
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'notice.announcementSave'`,
    );
    expect(audit!.n).toBe(2);
    await call('notice/read.json', { type: 2 }, demo);
    await call('notice/read.json', { type: 2 }, member);
    await call('notice/read.json', { type: 2 }, buyer);
  });

  it('shows an announcement for chosen merchants to them only, and a scheduled one from its time', async () => {
    const chosen = await save({
      title: 'For the buyer',
      context: 'Only you.',
      audience: 1,
      merchantNos: ['M100000002'],
    });
    const chosenId = chosen.json().result.id;
    expect(chosen.json().result.merchantNos).toEqual(['M100000002']);
    expect((await unread(buyer)).announcements).toBe(1);
    expect((await unread(demo)).announcements).toBe(0);
    const foreign = await call('notice/detail.json', { id: chosenId, type: 2 }, demo);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    const later = await save({
      title: 'Tomorrow',
      context: 'Soon.',
      audience: 0,
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.json().result.state).toBe(0);
    expect((await unread(demo)).announcements).toBe(0);
    const withdrawn = await ops(
      t.app,
      'notice/announcement/withdraw.json',
      { id: chosenId },
      admin,
    );
    expect(withdrawn.json().result.state).toBe(2);
    expect((await unread(buyer)).announcements).toBe(0);
    const edit = await save({ id: chosenId, title: 'x', context: 'y', audience: 0 });
    expect(edit.json().errorCode).toBe('ANNOUNCEMENT_WITHDRAWN');
  });

  it('refuses unknown merchants and bad fields with a message naming them, writing nothing', async () => {
    const before = (await ops(t.app, 'notice/announcement/list.json', {}, admin)).json().result
      .total;
    const unknown = await save({
      title: 'x',
      context: 'y',
      audience: 1,
      merchantNos: ['M100000002', 'M999'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'MERCHANT_NOS_UNKNOWN' });
    expect(unknown.json().message).toContain('M999');
    const empty = await save({ title: ' ', context: 'y', audience: 1, merchantNos: [] });
    expect(empty.json().errorCode).toBe('VALIDATION_FAILED');
    expect(
      empty
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['merchantNos', 'title']);
    expect((await ops(t.app, 'notice/announcement/list.json', {}, admin)).json().result.total).toBe(
      before,
    );
  });

  it('is written by admins and account managers only; merchants cannot reach it', async () => {
    const reviewer = await operatorWithRole(t.app, admin, 'reviewer');
    const refused = await save({ title: 'x', context: 'y', audience: 0 }, reviewer);
    expect(refused.statusCode).toBe(403);
    expect((await ops(t.app, 'notice/announcement/list.json', {}, reviewer)).json().status).toBe(1);
    const merchant = await post(
      t.app,
      '/finance-gateway/api/ops/notice/announcement/save.json',
      { title: 'x', context: 'y', audience: 0 },
      authHeaders(demo),
    );
    expect(merchant.json().errorCode).toBe('NO_LOGIN');
  });
});
