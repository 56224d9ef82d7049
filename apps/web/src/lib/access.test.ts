import { describe, expect, it } from 'vitest';
import { accessRuleForPath, canAccess, canOpenPath } from './access.ts';

const member = { adminFlag: false, authIdList: ['main:view', 'payee:view', 'payee:operate'] };
const admin = { adminFlag: true, authIdList: [] };

describe('access (spec §6)', () => {
  it('lets a member open the paths of its view permissions only', () => {
    expect(canOpenPath(member, '/main')).toBe(true);
    expect(canOpenPath(member, '/payee')).toBe(true);
    expect(canOpenPath(member, '/wallet')).toBe(false);
    expect(canOpenPath(member, '/exchange')).toBe(false);
  });

  it('lets the main user (adminFlag) open everything', () => {
    expect(canOpenPath(admin, '/wallet')).toBe(true);
    expect(canAccess(admin, { adminOnly: true })).toBe(true);
  });

  it('lets everyone open the account centre, and only the main user the admin-only screens', () => {
    expect(accessRuleForPath('/secure')).toBeUndefined();
    expect(canOpenPath({ adminFlag: false, authIdList: [] }, '/secure')).toBe(true);
    expect(canAccess(member, { adminOnly: true })).toBe(false);
  });
});
