// Permissions (issue 11, item 8): the matrices decide. Operator routes declare a permission of the
// contracts' OPERATOR_PERMISSIONS or are open to every operator by a decision written here; merchant
// routes declare a permission of the member matrix, the main user, or are a user's own business
// (account centre, messages, downloads). A new route without a decision fails this test. Then the
// two holes the probe found: every operator role reading any merchant's wallets, and a view-only
// member submitting a document renewal.
import { OPERATOR_PERMISSIONS } from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolOperator, failure, ops, type OpsSession } from '../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../test/session.ts';
import { useAppWithAdmin } from '../test/suite.ts';

/** Operator calls every operator may make: their own account, and what the whole console shows. */
const EVERY_OPERATOR = [
  'me.json',
  'me/language.json',
  'logout.json',
  'accountManagers.json',
  'merchants/list.json',
  'merchants/detail.json',
  'notice/announcement/list.json',
  'jobs/list.json',
  'rates/reference.json',
  // Shown beside the reference rates, which every operator reads.
  'exchange/ratesFreshness.json',
];

/** Merchant calls that are each user's own business, whatever permissions they hold. */
const OWN_BUSINESS = [
  'merchantInfo.json',
  'user/language.json',
  'loginOut.json',
  'modifyPwd.json',
  'loginActivity.json',
  'session/end.json',
  'session/endOthers.json',
  'authority/list.json',
  'securityAuthFlag.json',
  'merExtend/query.json',
  'mfa/query.json',
  'checkSmsCode.json',
  'merExtend/orderVerifyConfig.json',
  'merExtend/orderCredentialModify.json',
  'merExtend/orderCredentialReset.json',
  'merExtend/dualVerification.json',
  'mfa/bindInit.json',
  'mfa/bind.json',
  'mfa/unbind.json',
  'payment/requirements.json',
  'payment/sendCode.json',
  'notify/query.json',
  'notify/update.json',
  // An upload is kept for what the user then submits; a member reads back only their own.
  'file/upload.json',
  'file/view.json',
  'notice/unread.json',
  'notice/list.json',
  'notice/detail.json',
  'notice/read.json',
  'download/count.json',
  'download/list.json',
  'download/file.json',
  'download/delete.json',
];

/** The main user's alone: the team, the fee agreements, the merchant's certification documents. */
const MAIN_USER_ONLY = [
  'team/list.json',
  'team/invite.json',
  'team/update.json',
  'team/setState.json',
  'agreement/confirm.json',
  // Who approves payouts, and from which amount (maker-checker).
  'payout/setPolicy.json',
  'idExpire/list.json',
  'idExpire/modify.json',
  // Certification: the main user certifies the merchant (spec §6).
  'certification/case.json',
  'certification/entity.json',
  'certification/step.json',
  'certification/confirm.json',
  'certification/agreement.json',
  'certification/agreementUpload.json',
  'certification/livenessLink.json',
  'certification/materials.json',
];

const { t, admin } = useAppWithAdmin();

const tail = (url: string, scope: 'mer' | 'ops') =>
  url.replace(`/finance-gateway/api/${scope}/`, '');

describe('every route has a decided access rule', () => {
  it('operator routes: a permission of the matrix, or open to every operator by decision', () => {
    const undecided: string[] = [];
    for (const { url, access } of t.app.accessTable) {
      if (!url.includes('/api/ops/') || access.kind !== 'operator') continue;
      const path = tail(url, 'ops');
      if (access.permission) expect(Object.keys(OPERATOR_PERMISSIONS)).toContain(access.permission);
      else if (!EVERY_OPERATOR.includes(path)) undecided.push(path);
    }
    expect(undecided).toEqual([]);
  });

  it('merchant routes: a member permission, the main user, or the user’s own business', () => {
    const undecided: string[] = [];
    for (const { url, access } of t.app.accessTable) {
      if (!url.includes('/api/mer/') || access.kind !== 'user') continue;
      const path = tail(url, 'mer');
      if (access.adminOnly) expect(MAIN_USER_ONLY, path).toContain(path);
      else if (!access.permission && !OWN_BUSINESS.includes(path)) undecided.push(path);
    }
    expect(undecided).toEqual([]);
    const mainOnly = t.app.accessTable
      .filter((r) => r.access.kind === 'user' && r.access.adminOnly)
      .map((r) => tail(r.url, 'mer'));
    expect(mainOnly.sort()).toEqual([...MAIN_USER_ONLY].sort());
  });
});

describe('operators see merchant wallets only where the matrix says', () => {
  it('lets admin and finance read a merchant’s wallets, not the reviewer nor the account manager', async () => {
    const merchantId = (
      await ops(t.app, 'merchants/list.json', { keyword: 'M100000001' }, admin)
    ).json().result.list[0].id;
    const sessions: Record<string, OpsSession> = { admin };
    for (const [role, email] of [
      ['reviewer', 'rex.reviewer@tradebridge.dev'],
      ['finance', 'fay.finance@tradebridge.dev'],
    ] as const) {
      const created = await ops(
        t.app,
        'operators/create.json',
        { email, name: role, role, pwd: 'Operator123' },
        admin,
      );
      expect(created.json().status).toBe(1);
      sessions[role] = await enrolOperator(t.app, email, 'Operator123');
    }
    sessions.manager = await enrolOperator(t.app, 'li.wei@tradebridge.dev');
    for (const [role, session] of Object.entries(sessions)) {
      const res = await ops(t.app, 'merchants/wallets.json', { merchantId }, session);
      const allowed = (OPERATOR_PERMISSIONS.viewWallets as readonly string[]).includes(role);
      if (allowed) expect(res.json().status, role).toBe(1);
      else expect(failure(res), role).toEqual({ httpStatus: 403, errorCode: 'NO_ACCESS' });
    }
  });
});

describe('the merchant’s documents are the main user’s', () => {
  let member: Tokens;
  let demo: Tokens;
  beforeAll(async () => {
    member = await login(t.app, 'member@tradebridge.dev');
    demo = await login(t.app, 'demo@tradebridge.dev');
  });
  const call = (path: string, body: unknown, tokens: Tokens) =>
    post(t.app, path, body, { ...authHeaders(tokens), language: 'en-US' });

  it('refuses a view-only member the document list and a renewal, and writes nothing', async () => {
    const documents = (await call('idExpire/list.json', undefined, demo)).json().result.list;
    expect(documents.length).toBeGreaterThan(0);
    expect((await call('idExpire/list.json', undefined, member)).json().errorCode).toBe(
      'ADMIN_ONLY',
    );
    const renewal = await call(
      'idExpire/modify.json',
      {
        documentId: documents[0].id,
        newExpiresOn: '2031-01-01',
        fileId: '00000000-0000-4000-8000-000000000000',
      },
      member,
    );
    expect(renewal.json().errorCode).toBe('ADMIN_ONLY');
    const rows = (await t.database.db.execute(
      'SELECT count(*)::int AS n FROM document_renewals' as never,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('shows a member their own uploads only, not the main user’s files', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (tokens: Tokens) => {
      const boundary = '----access';
      const res = await t.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/mer/file/upload.json',
        headers: {
          ...authHeaders(tokens),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      return res.json().result.id as string;
    };
    const mainFile = await upload(demo);
    const memberFile = await upload(member);
    expect((await call('file/view.json', { fileId: memberFile }, member)).statusCode).toBe(200);
    expect((await call('file/view.json', { fileId: mainFile }, member)).json().errorCode).toBe(
      'NOT_FOUND',
    );
    expect((await call('file/view.json', { fileId: memberFile }, demo)).statusCode).toBe(200);
  });
});
