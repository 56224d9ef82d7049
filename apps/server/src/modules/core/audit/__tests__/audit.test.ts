// The audit log: append-only in the database, read by admins and reviewers with filters and pages.
import { ZAuditList } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, operatorWithRole, ops } from '../../../../test/operators.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();

const audit = async (body: object, session = admin) => {
  const res = await ops(t.app, 'audit/list.json', body, session);
  expect(res.json().status).toBe(1);
  return ZAuditList.parse(res.json().result);
};

describe('audit log', () => {
  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await audit({});
    expect(before.total).toBeGreaterThan(0);
    await expect(t.app.db.execute(sql`UPDATE audit_log SET action = 'tampered'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const after = await audit({});
    expect(after.total).toBe(before.total);
    expect(after.list.map((e) => e.action)).not.toContain('tampered');
  });

  it('lists newest first, filters by action prefix, actor and merchant, and pages', async () => {
    const merchants = (await ops(t.app, 'merchants/list.json', {}, admin)).json().result.list as {
      id: string;
    }[];
    for (const [i, m] of merchants.entries()) {
      await ops(t.app, 'merchants/freeze.json', { merchantId: m.id, reason: `reason ${i}` }, admin);
    }
    const freezes = await audit({ action: 'merchant.freeze' });
    expect(freezes.total).toBe(2);
    expect(Number(freezes.list[0]!.id)).toBeGreaterThan(Number(freezes.list[1]!.id));
    expect(freezes.list[0]).toMatchObject({
      actorType: 'operator',
      actorName: 'Ada Admin',
      after: { frozenReason: 'reason 1' },
    });
    expect(new Date(freezes.list[0]!.time).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const prefix = await audit({ action: 'operator.' });
    expect(prefix.list.every((e) => e.action.startsWith('operator.'))).toBe(true);
    expect(prefix.list.map((e) => e.action)).toEqual(['operator.login', 'operator.totp.enrol']);
    // The prefix is literal: "_" is no wildcard.
    expect((await audit({ action: 'operator_' })).total).toBe(0);

    const byMerchant = await audit({ merchantId: merchants[0]!.id });
    expect(byMerchant.list.map((e) => e.merchantId)).toEqual([merchants[0]!.id]);
    expect((await audit({ actorId: admin.id })).total).toBe(4);
    // Ids that cannot exist match nothing (and are no server error).
    expect((await audit({ actorId: 'not-a-uuid' })).total).toBe(0);

    const page1 = await audit({ actorId: admin.id, pageNum: 1, pageSize: 3 });
    const page2 = await audit({ actorId: admin.id, pageNum: 2, pageSize: 3 });
    expect(page1).toMatchObject({ total: 4, pageNum: 1, pageSize: 3 });
    expect(page1.list).toHaveLength(3);
    expect(page2.list.map((e) => e.action)).toEqual(['operator.totp.enrol']);
  });

  it('is for admins and reviewers only', async () => {
    const finance = await operatorWithRole(t.app, admin, 'finance');
    expect(failure(await ops(t.app, 'audit/list.json', {}, finance))).toEqual({
      httpStatus: 403,
      errorCode: 'NO_ACCESS',
    });
    await ops(t.app, 'operators/update.json', { operatorId: finance.id, role: 'reviewer' }, admin);
    expect((await audit({}, finance)).total).toBeGreaterThan(0);
  });
});
