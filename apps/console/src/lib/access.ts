// Which operator roles may do what. Mirrors the access rules the server declares on its routes
// (apps/server/src/modules/{operators,merchants,audit,security,wallet,ledger,rates,jobs,notice}/
// routes.ts); the server stays the judge; this only hides what would be refused.
import { OperatorRole } from '@tradebridge/contracts';

export const ACCESS = {
  manageOperators: [OperatorRole.Admin],
  readAudit: [OperatorRole.Admin, OperatorRole.Reviewer],
  assignManager: [OperatorRole.Admin],
  freezeMerchant: [OperatorRole.Admin, OperatorRole.Reviewer],
  reviewRenewals: [OperatorRole.Admin, OperatorRole.Reviewer],
  sandboxCredit: [OperatorRole.Admin, OperatorRole.Finance],
  verifyLedger: [OperatorRole.Admin, OperatorRole.Finance],
  updateReferenceRates: [OperatorRole.Admin, OperatorRole.Finance],
  retryJobs: [OperatorRole.Admin],
  writeAnnouncements: [OperatorRole.Admin, OperatorRole.AccountManager],
} as const satisfies Record<string, readonly OperatorRole[]>;

/** True when `roles` is absent (any operator) or lists the role. */
export const allows = (role: OperatorRole, roles: readonly OperatorRole[] | undefined): boolean =>
  !roles || roles.includes(role);
