import { ALL_PERMISSIONS } from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  latestCode,
  login,
  loginRequest,
  post,
  type Tokens,
} from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();
let demo: Tokens;
let buyer: Tokens;
beforeAll(async () => {
  demo = await login(t.app, 'demo@tradebridge.dev');
  buyer = await login(t.app, 'buyer@tradebridge.dev');
});

const en = { language: 'en-US' };
const members = async (tokens: Tokens) =>
  (await post(t.app, 'team/list.json', undefined, authHeaders(tokens))).json().result.list as {
    id: string;
    email: string;
    state: number;
    authIdList: string[];
  }[];

describe('team', () => {
  it('lists the merchant users with their permissions', async () => {
    const list = await members(demo);
    expect(list.map((m) => m.email)).toEqual(['demo@tradebridge.dev', 'member@tradebridge.dev']);
    expect(list[0]!.authIdList).toEqual(ALL_PERMISSIONS);
    expect(list[1]!.authIdList).not.toContain('wallet:view');
  });

  it('gives the authority list', async () => {
    const res = await post(t.app, 'authority/list.json', undefined, authHeaders(demo));
    expect(res.json().result.records.map((r: { path: string }) => r.path)).toContain('/wallet');
  });

  it('invites a member who sets a password with a code and logs in with only the given permissions', async () => {
    const invited = await post(
      t.app,
      'team/invite.json',
      {
        loginAccount: 'clerk@tradebridge.dev',
        name: 'Clara Clerk',
        authIdList: ['payee:operate', 'main:view'],
      },
      { ...authHeaders(demo), ...en },
    );
    expect(invited.json().result).toMatchObject({
      state: 2,
      authIdList: ['main:view', 'payee:view', 'payee:operate'],
    });
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/finance-gateway/api/dev/inbox' })
    ).json().result.messages[0];
    expect(inbox).toMatchObject({ to: 'clerk@tradebridge.dev', kind: 'team.invite' });
    expect(inbox.body).toContain('http://localhost:8080/#/user/forgetPwd');
    // Not yet active: no password.
    expect(
      (await loginRequest(t.app, 'clerk@tradebridge.dev', 'Clerkpass1')).json().errorCode,
    ).toBe('LOGIN_FAILED');
    await post(t.app, 'sendCode.json', {
      loginAccount: 'clerk@tradebridge.dev',
      scene: 'resetPwd',
    });
    const code = (await latestCode(t.app, 'clerk@tradebridge.dev'))!;
    expect(
      (
        await post(t.app, 'resetPwd.json', {
          loginAccount: 'clerk@tradebridge.dev',
          verifyCode: code,
          pwd: 'Clerkpass1',
        })
      ).json().status,
    ).toBe(1);
    const clerk = await login(t.app, 'clerk@tradebridge.dev', 'Clerkpass1');
    const info = (await post(t.app, 'merchantInfo.json', undefined, authHeaders(clerk))).json()
      .result;
    expect(info).toMatchObject({
      adminFlag: false,
      userState: 1,
      merNo: 'M100000001',
      authIdList: ['main:view', 'payee:view', 'payee:operate'],
    });
  });

  it('refuses team calls to a member: the API never relies on the UI', async () => {
    const member = await login(t.app, 'member@tradebridge.dev');
    const res = await post(t.app, 'team/list.json', undefined, { ...authHeaders(member), ...en });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'ADMIN_ONLY' });
    const invite = await post(
      t.app,
      'team/invite.json',
      { loginAccount: 'x@y.zz', name: 'X', authIdList: [] },
      authHeaders(member),
    );
    expect(invite.json().errorCode).toBe('ADMIN_ONLY');
  });

  it('changes a member permissions and disables a member, ending their session', async () => {
    const member = await login(t.app, 'member@tradebridge.dev');
    const target = (await members(demo)).find((m) => m.email === 'member@tradebridge.dev')!;
    const updated = await post(
      t.app,
      'team/update.json',
      { userId: target.id, authIdList: ['wallet:view'] },
      authHeaders(demo),
    );
    expect(updated.json().result.authIdList).toEqual(['wallet:view']);
    const disabled = await post(
      t.app,
      'team/setState.json',
      { userId: target.id, state: 0 },
      authHeaders(demo),
    );
    expect(disabled.json().result.state).toBe(0);
    expect(
      (await post(t.app, 'merchantInfo.json', undefined, authHeaders(member))).json().errorCode,
    ).toBe('NO_LOGIN');
    expect(
      (await loginRequest(t.app, 'member@tradebridge.dev', 'Tradebridge1')).json().errorCode,
    ).toBe('USER_DISABLED');
    await post(t.app, 'team/setState.json', { userId: target.id, state: 1 }, authHeaders(demo));
    expect(
      (await loginRequest(t.app, 'member@tradebridge.dev', 'Tradebridge1')).json().status,
    ).toBe(1);
    const audit = (await t.database.db.execute(
      "SELECT action, before, after FROM audit_log WHERE action = 'team.permissions'" as never,
    )) as unknown as {
      rows: { before: { authIdList: string[] }; after: { authIdList: string[] } }[];
    };
    expect(audit.rows[0]!.after.authIdList).toEqual(['wallet:view']);
    expect(audit.rows[0]!.before.authIdList).not.toEqual(['wallet:view']);
  });

  it('never touches another merchant users: their ids are not found', async () => {
    const buyerMain = (await members(buyer))[0]!;
    const demoMember = (await members(demo)).find((m) => m.email === 'member@tradebridge.dev')!;
    for (const [path, body] of [
      ['team/update.json', { userId: demoMember.id, authIdList: [] }],
      ['team/setState.json', { userId: demoMember.id, state: 0 }],
    ] as const) {
      const res = await post(t.app, path, body, authHeaders(buyer));
      expect(res.json().errorCode).toBe('NOT_FOUND');
    }
    expect((await members(buyer)).map((m) => m.email)).toEqual(['buyer@tradebridge.dev']);
    // The main user cannot be changed through the team calls, not even by itself.
    const self = await post(
      t.app,
      'team/setState.json',
      { userId: buyerMain.id, state: 0 },
      authHeaders(buyer),
    );
    expect(self.json().errorCode).toBe('CANNOT_CHANGE_SELF');
  });
});

describe('invited members', () => {
  it('stay invited when disabled and enabled again before setting a password', async () => {
    const invited = await post(
      t.app,
      'team/invite.json',
      { loginAccount: '13900001234', areaCode: '+86', name: 'Ivan', authIdList: ['main:view'] },
      authHeaders(demo),
    );
    const id = invited.json().result.id;
    expect(
      (await post(t.app, 'team/setState.json', { userId: id, state: 0 }, authHeaders(demo))).json()
        .result.state,
    ).toBe(0);
    expect(
      (await post(t.app, 'team/setState.json', { userId: id, state: 1 }, authHeaders(demo))).json()
        .result.state,
    ).toBe(2);
    // The same number under another area code is another person.
    const other = await post(
      t.app,
      'team/invite.json',
      { loginAccount: '13900001234', areaCode: '+7', name: 'Ivan K', authIdList: ['main:view'] },
      authHeaders(demo),
    );
    expect(other.json().status).toBe(1);
    const same = await post(
      t.app,
      'team/invite.json',
      { loginAccount: '13900001234', areaCode: '+86', name: 'Ivan', authIdList: ['main:view'] },
      authHeaders(demo),
    );
    expect(same.json().errorCode).toBe('ACCOUNT_EXISTS');
  });
});
