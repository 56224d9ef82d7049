// Merchants in the operator console: search, detail, account manager, freeze and unfreeze.
import { ZMerchantDetail, ZMerchantList } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { MER } from '../../../../test/app.ts';
import {
  authHeaders,
  failure,
  merchantLogin,
  operatorWithRole,
  ops,
  type Session,
} from '../../../../test/operators.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();
let demoId: string;

const list = async (body: object) => {
  const res = await ops(t.app, 'merchants/list.json', body, admin);
  expect(res.json().status).toBe(1);
  return ZMerchantList.parse(res.json().result);
};

const merchantInfo = async (session: Session) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${MER}/merchantInfo.json`,
      headers: authHeaders(session),
    })
  ).json();

describe('merchant list and detail', () => {
  it('finds a merchant by a user’s e-mail, its number or its name, in any case', async () => {
    const byEmail = await list({ keyword: 'DEMO@tradebridge.dev' });
    expect(byEmail.total).toBe(1);
    expect(byEmail.list[0]).toMatchObject({
      merNo: 'M100000001',
      name: 'Demo Trading Co., Ltd.',
      loginAccount: 'demo@tradebridge.dev',
      state: 2,
      entityType: 'b',
      userCount: 2,
      accountManager: { name: 'Li Wei', email: 'li.wei@tradebridge.dev' },
    });
    demoId = byEmail.list[0]!.id;
    // A member's e-mail finds their merchant too.
    expect((await list({ keyword: 'member@' })).list.map((m) => m.merNo)).toEqual(['M100000001']);
    expect((await list({ keyword: 'm100000002' })).list.map((m) => m.name)).toEqual([
      'Buyer Supplies Ltd.',
    ]);
    expect((await list({ keyword: 'supplies' })).total).toBe(1);
    // LIKE wildcards are taken literally.
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: 'nobody-here' })).list).toEqual([]);
  });

  it('pages newest first and filters by state', async () => {
    const all = await list({});
    expect(all.total).toBe(2);
    const first = await list({ pageNum: 1, pageSize: 1 });
    const second = await list({ pageNum: 2, pageSize: 1 });
    expect(first).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(first.list).toHaveLength(1);
    expect(second.list).toHaveLength(1);
    expect(first.list[0]!.id).not.toBe(second.list[0]!.id);
    expect([first.list[0]!.id, second.list[0]!.id]).toEqual(all.list.map((m) => m.id));
    expect((await list({ pageNum: 3, pageSize: 1 })).list).toEqual([]);
    expect((await list({ state: 5 })).total).toBe(0);
    expect((await list({ state: 2 })).total).toBe(2);
  });

  it('shows a merchant with its users', async () => {
    const res = await ops(t.app, 'merchants/detail.json', { merchantId: demoId }, admin);
    const detail = ZMerchantDetail.parse(res.json().result);
    expect(detail).toMatchObject({ merNo: 'M100000001', frozenReason: null, userCount: 2 });
    expect(detail.users).toEqual([
      expect.objectContaining({ loginAccount: 'demo@tradebridge.dev', adminFlag: true, state: 1 }),
      expect.objectContaining({
        loginAccount: 'member@tradebridge.dev',
        name: 'Mia Member',
        adminFlag: false,
      }),
    ]);
    const unknown = await ops(
      t.app,
      'merchants/detail.json',
      { merchantId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(failure(unknown)).toEqual({ httpStatus: 404, errorCode: 'NOT_FOUND' });
    const invalid = await ops(t.app, 'merchants/detail.json', { merchantId: 'abc' }, admin);
    expect(failure(invalid).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('account manager', () => {
  it('assigns a manager, shown to the merchant in merchantInfo', async () => {
    const managers = (await ops(t.app, 'accountManagers.json', {}, admin)).json().result.list;
    const olga = managers.find(
      (m: { email: string }) => m.email === 'olga.ivanova@tradebridge.dev',
    );
    const res = await ops(
      t.app,
      'merchants/assignManager.json',
      { merchantId: demoId, operatorId: olga.id },
      admin,
    );
    expect(ZMerchantDetail.parse(res.json().result).accountManager).toEqual({
      id: olga.id,
      name: 'Olga Ivanova',
      email: 'olga.ivanova@tradebridge.dev',
      phone: '+7 495 600 1002',
    });

    const merchant = await merchantLogin(t.app, 'demo@tradebridge.dev');
    expect((await merchantInfo(merchant)).result.accountManager).toEqual({
      name: 'Olga Ivanova',
      email: 'olga.ivanova@tradebridge.dev',
      phone: '+7 495 600 1002',
    });

    const audit = await ops(
      t.app,
      'audit/list.json',
      { action: 'merchant.manager', merchantId: demoId },
      admin,
    );
    expect(audit.json().result.list[0]).toMatchObject({
      action: 'merchant.manager.assign',
      actorType: 'operator',
      actorId: admin.id,
      target: 'merchant:M100000001',
      before: { accountManager: { name: 'Li Wei' } },
      after: { accountManager: { id: olga.id, name: 'Olga Ivanova' } },
    });
  });

  it('only assigns an active account manager', async () => {
    const notManager = await ops(
      t.app,
      'merchants/assignManager.json',
      { merchantId: demoId, operatorId: admin.id },
      admin,
    );
    expect(failure(notManager)).toEqual({ httpStatus: 404, errorCode: 'NOT_FOUND' });
    const unknown = await ops(
      t.app,
      'merchants/assignManager.json',
      { merchantId: '00000000-0000-4000-8000-000000000000', operatorId: admin.id },
      admin,
    );
    expect(failure(unknown).errorCode).toBe('NOT_FOUND');
  });
});

describe('freeze and unfreeze', () => {
  it('freezes: the users still log in and see the reason', async () => {
    const res = await ops(
      t.app,
      'merchants/freeze.json',
      { merchantId: demoId, reason: 'Suspicious inbound funds' },
      admin,
    );
    expect(ZMerchantDetail.parse(res.json().result)).toMatchObject({
      state: 5,
      frozenReason: 'Suspicious inbound funds',
    });
    // Freezing again only updates the reason; unfreezing still returns to the original state.
    const again = await ops(
      t.app,
      'merchants/freeze.json',
      { merchantId: demoId, reason: 'KYB documents expired' },
      admin,
    );
    expect(again.json().result).toMatchObject({ state: 5, frozenReason: 'KYB documents expired' });
    expect((await list({ state: 5 })).list.map((m) => m.merNo)).toEqual(['M100000001']);

    const merchant = await merchantLogin(t.app, 'demo@tradebridge.dev');
    expect((await merchantInfo(merchant)).result).toMatchObject({
      state: 5,
      frozenReason: 'KYB documents expired',
    });
  });

  it('a reviewer unfreezes back to the state before the freeze', async () => {
    const reviewer = await operatorWithRole(t.app, admin, 'reviewer');
    const res = await ops(t.app, 'merchants/unfreeze.json', { merchantId: demoId }, reviewer);
    expect(res.json().result).toMatchObject({ state: 2, frozenReason: null });
    // Unfreezing an unfrozen merchant changes nothing and writes nothing.
    expect(
      (await ops(t.app, 'merchants/unfreeze.json', { merchantId: demoId }, reviewer)).json().result
        .state,
    ).toBe(2);

    const audit = await ops(
      t.app,
      'audit/list.json',
      { action: 'merchant.', merchantId: demoId },
      reviewer,
    );
    const entries = audit.json().result.list as {
      action: string;
      before: unknown;
      after: unknown;
      actorId: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      'merchant.unfreeze',
      'merchant.freeze',
      'merchant.freeze',
      'merchant.manager.assign',
    ]);
    expect(entries[0]).toMatchObject({
      actorId: reviewer.id,
      before: { state: 5, frozenReason: 'KYB documents expired' },
      after: { state: 2, frozenReason: null },
    });
    expect(entries[1]).toMatchObject({
      before: { state: 5, frozenReason: 'Suspicious inbound funds' },
      after: { state: 5, frozenReason: 'KYB documents expired' },
    });
    expect(entries[2]).toMatchObject({
      actorId: admin.id,
      before: { state: 2, frozenReason: null },
      after: { state: 5, frozenReason: 'Suspicious inbound funds' },
    });
    const merchant = await merchantLogin(t.app, 'demo@tradebridge.dev');
    expect((await merchantInfo(merchant)).result).toMatchObject({ state: 2, frozenReason: null });
  });
});
