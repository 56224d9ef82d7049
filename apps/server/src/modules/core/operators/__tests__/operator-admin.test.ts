// Admin management of operators: roles, create, update, disable, reset authenticator.
import { ZAccountManagerList, ZOperatorList } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  enrolOperator,
  failure,
  ops,
  opsLogin,
  type OpsSession,
} from '../../../../test/operators.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();

const newOperator = {
  email: 'Rita.Reviewer@tradebridge.dev',
  name: 'Rita Reviewer',
  phone: '+44 20 7000 0001',
  role: 'reviewer',
  pwd: 'Reviewer123',
};

describe('operators (admin only)', () => {
  let rita: OpsSession;

  it('lists operators without secrets', async () => {
    const res = await ops(t.app, 'operators/list.json', {}, admin);
    const { list } = ZOperatorList.parse(res.json().result);
    expect(list.map((o) => o.email)).toEqual(
      expect.arrayContaining([
        ADMIN_EMAIL,
        'li.wei@tradebridge.dev',
        'olga.ivanova@tradebridge.dev',
      ]),
    );
    expect(list.find((o) => o.email === ADMIN_EMAIL)).toMatchObject({
      role: 'admin',
      totpEnrolled: true,
    });
    expect(res.body).not.toMatch(/password|totpSecret|secret/i);
  });

  it('creates an operator who then logs in with their own authenticator', async () => {
    const res = await ops(t.app, 'operators/create.json', newOperator, admin);
    expect(res.json()).toMatchObject({
      status: 1,
      result: {
        email: 'rita.reviewer@tradebridge.dev',
        role: 'reviewer',
        state: 1,
        totpEnrolled: false,
        lastLoginAt: null,
      },
    });
    const duplicate = await ops(
      t.app,
      'operators/create.json',
      { ...newOperator, email: 'rita.reviewer@TRADEBRIDGE.dev' },
      admin,
    );
    expect(failure(duplicate)).toEqual({ httpStatus: 409, errorCode: 'ACCOUNT_EXISTS' });
    const weak = await ops(
      t.app,
      'operators/create.json',
      { ...newOperator, email: 'x@tradebridge.dev', pwd: 'short' },
      admin,
    );
    expect(failure(weak).errorCode).toBe('VALIDATION_FAILED');

    rita = await enrolOperator(t.app, 'rita.reviewer@tradebridge.dev', 'Reviewer123');
    expect((await ops(t.app, 'me.json', {}, rita)).json().result).toMatchObject({
      name: 'Rita Reviewer',
      role: 'reviewer',
    });

    const audit = await ops(t.app, 'audit/list.json', { action: 'operator.create' }, admin);
    const entry = audit.json().result.list[0];
    expect(entry).toMatchObject({
      actorId: admin.id,
      after: { email: 'rita.reviewer@tradebridge.dev', role: 'reviewer' },
    });
    expect(JSON.stringify(entry)).not.toContain('Reviewer123');
  });

  it('refuses non-admin operators the admin calls', async () => {
    const manager = await enrolOperator(t.app, 'olga.ivanova@tradebridge.dev');
    const merchants = await ops(t.app, 'merchants/list.json', { keyword: 'M100000001' }, manager);
    const merchantId = merchants.json().result.list[0].id as string;
    for (const session of [rita, manager]) {
      expect(failure(await ops(t.app, 'operators/list.json', {}, session))).toEqual({
        httpStatus: 403,
        errorCode: 'NO_ACCESS',
      });
      expect(
        failure(
          await ops(
            t.app,
            'operators/create.json',
            { ...newOperator, email: 'y@tradebridge.dev' },
            session,
          ),
        ).errorCode,
      ).toBe('NO_ACCESS');
      const assign = await ops(
        t.app,
        'merchants/assignManager.json',
        { merchantId, operatorId: manager.id },
        session,
      );
      expect(failure(assign)).toEqual({ httpStatus: 403, errorCode: 'NO_ACCESS' });
    }
    // A manager reads merchants but neither freezes them nor reads the audit log.
    expect(
      failure(await ops(t.app, 'merchants/freeze.json', { merchantId, reason: 'x' }, manager))
        .errorCode,
    ).toBe('NO_ACCESS');
    expect(failure(await ops(t.app, 'audit/list.json', {}, manager)).errorCode).toBe('NO_ACCESS');
    // Any operator may read the account managers.
    const managers = ZAccountManagerList.parse(
      (await ops(t.app, 'accountManagers.json', {}, rita)).json().result,
    );
    expect(managers.list.map((m) => m.email).sort()).toEqual([
      'li.wei@tradebridge.dev',
      'olga.ivanova@tradebridge.dev',
    ]);
  });

  it('changes an operator’s role; the new role applies to their current session', async () => {
    const res = await ops(
      t.app,
      'operators/update.json',
      { operatorId: rita.id, role: 'admin', name: 'Rita Admin' },
      admin,
    );
    expect(res.json()).toMatchObject({ status: 1, result: { role: 'admin', name: 'Rita Admin' } });
    expect((await ops(t.app, 'operators/list.json', {}, rita)).json().status).toBe(1);
    const back = await ops(
      t.app,
      'operators/update.json',
      { operatorId: rita.id, role: 'reviewer' },
      admin,
    );
    expect(back.json().result.role).toBe('reviewer');
    expect(failure(await ops(t.app, 'operators/list.json', {}, rita)).errorCode).toBe('NO_ACCESS');

    const audit = await ops(
      t.app,
      'audit/list.json',
      { action: 'operator.update', pageSize: 1 },
      admin,
    );
    expect(audit.json().result).toMatchObject({
      total: 2,
      list: [
        {
          target: `operator:${rita.id}`,
          before: { role: 'admin', name: 'Rita Admin' },
          after: { role: 'reviewer' },
        },
      ],
    });
  });

  it('disabling an operator ends their session and refuses their login', async () => {
    const res = await ops(t.app, 'operators/update.json', { operatorId: rita.id, state: 0 }, admin);
    expect(res.json().result.state).toBe(0);
    expect(failure(await ops(t.app, 'me.json', {}, rita))).toEqual({
      httpStatus: 401,
      errorCode: 'NO_LOGIN',
    });
    const login = await opsLogin(t.app, {
      loginAccount: 'rita.reviewer@tradebridge.dev',
      pwd: 'Reviewer123',
    });
    expect(failure(login)).toEqual({ httpStatus: 403, errorCode: 'USER_DISABLED' });
    // The accountManagers list has only active managers.
    const olga = (await ops(t.app, 'operators/list.json', {}, admin))
      .json()
      .result.list.find((o: { email: string }) => o.email === 'olga.ivanova@tradebridge.dev');
    await ops(t.app, 'operators/update.json', { operatorId: olga.id, state: 0 }, admin);
    const managers = (await ops(t.app, 'accountManagers.json', {}, admin)).json().result.list;
    expect(managers.map((m: { email: string }) => m.email)).toEqual(['li.wei@tradebridge.dev']);
  });

  it('an admin cannot change their own role or state', async () => {
    const role = await ops(
      t.app,
      'operators/update.json',
      { operatorId: admin.id, role: 'reviewer' },
      admin,
    );
    expect(failure(role)).toEqual({ httpStatus: 400, errorCode: 'CANNOT_CHANGE_SELF' });
    const state = await ops(
      t.app,
      'operators/update.json',
      { operatorId: admin.id, state: 0 },
      admin,
    );
    expect(failure(state).errorCode).toBe('CANNOT_CHANGE_SELF');
    // Their own name is theirs to change, and an unchanged role is no change.
    const name = await ops(
      t.app,
      'operators/update.json',
      { operatorId: admin.id, name: 'Ada A.', role: 'admin' },
      admin,
    );
    expect(name.json().result).toMatchObject({ name: 'Ada A.', role: 'admin', state: 1 });
    const unknown = await ops(
      t.app,
      'operators/update.json',
      { operatorId: '00000000-0000-4000-8000-000000000000', name: 'X' },
      admin,
    );
    expect(failure(unknown)).toEqual({ httpStatus: 404, errorCode: 'NOT_FOUND' });
  });

  it('resetting the authenticator makes the operator enrol again', async () => {
    await ops(
      t.app,
      'operators/update.json',
      { operatorId: rita.id, state: 1, resetTotp: true },
      admin,
    );
    const login = await opsLogin(t.app, {
      loginAccount: 'rita.reviewer@tradebridge.dev',
      pwd: 'Reviewer123',
    });
    expect(login.json()).toMatchObject({ status: 1, result: { step: 'enrol' } });
  });
});
