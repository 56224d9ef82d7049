// Spec §6: what a user may open. The main user (adminFlag) holds every permission; a member holds
// the ids of authIdList; some screens belong to every user (ALWAYS_ALLOWED_PATHS: account centre).
import {
  ALWAYS_ALLOWED_PATHS,
  permissionForPath,
  type MerchantInfo,
  type PermissionId,
} from '@tradebridge/contracts';
import { paths } from './paths.ts';

export type AccessRule = { permission?: PermissionId; adminOnly?: boolean };

type Holder = Pick<MerchantInfo, 'adminFlag' | 'authIdList'>;

export const canAccess = (user: Holder, rule: AccessRule | undefined): boolean => {
  if (!rule) return true;
  if (rule.adminOnly && !user.adminFlag) return false;
  if (!rule.permission || user.adminFlag) return true;
  return user.authIdList.includes(rule.permission);
};

/** The merchant's certification is the main user's (its calls are, on the server). */
export const CERTIFICATION_ACCESS: AccessRule = { adminOnly: true };

/**
 * The access rule of a menu path: its "view" permission, none for the always-allowed paths, the
 * main user's for the certification.
 */
export const accessRuleForPath = (path: string): AccessRule | undefined => {
  if (path === paths.certification.hub || path.startsWith(`${paths.certification.hub}/`))
    return CERTIFICATION_ACCESS;
  if ((ALWAYS_ALLOWED_PATHS as readonly string[]).includes(path)) return undefined;
  const permission = permissionForPath(path);
  return permission ? { permission } : undefined;
};

export const canOpenPath = (user: Holder, path: string): boolean =>
  canAccess(user, accessRuleForPath(path));
