// The audit actions the server writes today (apps/server: writeAudit calls), for readable labels
// and the action filter. An action not listed here is shown by its code.
export const AUDIT_ACTIONS = [
  'merchant.register',
  'merchant.manager.assign',
  'merchant.freeze',
  'merchant.unfreeze',
  'user.login',
  'user.logout',
  'user.locked',
  'user.activate',
  'user.password.reset',
  'user.password.change',
  'session.revoke',
  'team.invite',
  'team.permissions',
  'team.enable',
  'team.disable',
  'operator.login',
  'operator.logout',
  'operator.locked',
  'operator.totp.enrol',
  'operator.create',
  'operator.update',
  'document.renewal.submit',
  'document.renewal.approve',
  'document.renewal.reject',
  'wallet.open',
  'wallet.transfer',
  'wallet.sandboxCredit',
] as const;

/** The filter matches by prefix: a category ("merchant.") selects all of its actions. */
export const AUDIT_CATEGORIES = [
  'merchant',
  'user',
  'session',
  'team',
  'operator',
  'document',
  'wallet',
] as const;

export const categoryOf = (action: string) => action.slice(0, action.indexOf('.'));
