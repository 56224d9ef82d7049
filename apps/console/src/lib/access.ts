// Which operator roles may do what: the permission matrix of the contracts (OPERATOR_PERMISSIONS),
// the same one the server's routes declare; the server stays the judge, this only hides what it
// would refuse.
import { OPERATOR_PERMISSIONS, type OperatorRole } from '@tradebridge/contracts';

export const ACCESS = OPERATOR_PERMISSIONS;

/** True when `roles` is absent (any operator) or lists the role. */
export const allows = (role: OperatorRole, roles: readonly OperatorRole[] | undefined): boolean =>
  !roles || roles.includes(role);
