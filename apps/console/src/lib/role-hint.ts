// What a role may do, in words, drawn from the permission matrix (contracts OPERATOR_PERMISSIONS)
// that the server enforces: the description cannot promise what the server refuses.
import { OperatorRole, permissionsOfRole } from '@tradebridge/contracts';
import type { TFunction } from 'i18next';

export const roleHint = (role: OperatorRole, t: TFunction<'common'>, language: string): string => {
  const parts = [
    t('roleHint.everyOperator'),
    ...(role === OperatorRole.AccountManager ? [t('roleHint.managerNote')] : []),
    ...permissionsOfRole(role).map((permission) => t(`roleHint.permissions.${permission}`)),
  ];
  const text = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
};
