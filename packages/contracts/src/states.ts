// Every status enumeration of spec §4 with its numeric (or letter) code.
// The spec groups several codes under one meaning (e.g. order states 1, 7, 8, 10 are all
// "pending review"). Each code keeps its own member, named after the stage we use it for, and
// `*Meaning` maps a code to the meaning users see. docs/decisions/0002-status-codes.md records the
// names we chose where the spec gives only a code.

import { z } from 'zod';

type Codes = Record<string, number | string>;
export type CodeOf<T extends Codes> = T[keyof T];

/** A request field holding one of an enumeration's codes, and nothing else (a filter, say). */
export const zCodeOf = <T extends Record<string, number>>(codes: T) =>
  z.literal(Object.values(codes) as [CodeOf<T>, ...CodeOf<T>[]]);

/** Merchant account state (spec §4 "Account (merchant) state"). */
export const AccountState = {
  Registered: 0,
  CertificationDraft: 1,
  CertificationSubmitted: 7,
  AgreementPending: 10,
  ChannelSubmitted: 11,
  MaterialsSupplement: 14,
  LivenessPending: 15,
  Normal: 2,
  ReviewFailed: 3,
  ReReviewFailed: 8,
  Cancelled: 4,
  Frozen: 5,
  CardCancelReview: 6,
  ChannelTimeout: 9,
  Activating: 12,
  ActivationFailed: 13,
} as const;
export type AccountState = CodeOf<typeof AccountState>;
export const AccountStateMeaning: Record<AccountState, string> = {
  0: 'toBeActivated',
  1: 'toBeActivated',
  7: 'toBeActivated',
  10: 'toBeActivated',
  11: 'toBeActivated',
  14: 'toBeActivated',
  15: 'toBeActivated',
  2: 'normal',
  3: 'reviewFailed',
  8: 'reviewFailed',
  4: 'cancelled',
  5: 'frozen',
  6: 'cardCancelReview',
  9: 'channelTimeout',
  12: 'activating',
  13: 'activationFailed',
};

/** Order state of withdrawals, transfers, exchanges and payments. */
export const OrderState = {
  Processing: 0,
  BankProcessing: 9,
  PendingReview: 1,
  PendingSecondReview: 7,
  PendingComplianceReview: 8,
  PendingMaterialsReview: 10,
  ReviewPassed: 2,
  ReviewRejected: 3,
  Paying: 4,
  PaymentSuccess: 5,
  PaymentFailed: 6,
  TransactionFailed: 11,
  AbnormalRefund: 18,
} as const;
export type OrderState = CodeOf<typeof OrderState>;
export const OrderStateMeaning: Record<OrderState, string> = {
  0: 'processing',
  9: 'processing',
  1: 'pendingReview',
  7: 'pendingReview',
  8: 'pendingReview',
  10: 'pendingReview',
  2: 'reviewPassed',
  3: 'reviewRejected',
  4: 'paying',
  5: 'paymentSuccess',
  6: 'paymentFailed',
  11: 'transactionFailed',
  18: 'abnormalRefund',
};

/** Inbound collection state. */
export const CollectionState = {
  AwaitingMaterials: 0,
  PendingReview: 1,
  PendingSecondReview: 2,
  PendingComplianceReview: 10,
  PendingMaterialsReview: 11,
  PendingBankReview: 12,
  Credited: 3,
  ReviewRejected: 4,
  BeingCredited: 6,
  PrecheckFailed: 7,
  AwaitingTopUp: 8,
  Cancelled: 9,
  TransactionFailed: 13,
} as const;
export type CollectionState = CodeOf<typeof CollectionState>;
export const CollectionStateMeaning: Record<CollectionState, string> = {
  0: 'awaitingMaterials',
  1: 'pendingReview',
  2: 'pendingReview',
  10: 'pendingReview',
  11: 'pendingReview',
  12: 'pendingReview',
  3: 'credited',
  4: 'reviewRejected',
  6: 'beingCredited',
  7: 'precheckFailed',
  8: 'awaitingTopUp',
  9: 'cancelled',
  13: 'transactionFailed',
};

/** Receipt progress labels shown on collection receipts. */
export const ReceiptProgress = {
  MaterialToUpload: 'materialToUpload',
  ArrivedPendingReview: 'arrivedPendingReview',
  MaterialToReview: 'materialToReview',
  Successful: 'successful',
  MaterialErrorReupload: 'materialErrorReupload',
  PreApprovedPendingCollection: 'preApprovedPendingCollection',
} as const;
export type ReceiptProgress = CodeOf<typeof ReceiptProgress>;

export const ContractState = { UnderReview: 0, Effective: 1, Rejected: 2, Deleted: 3 } as const;
export type ContractState = CodeOf<typeof ContractState>;

/** Shop and account-use state; a rejected store may be resubmitted. */
export const ShopState = {
  NotApproved: 0,
  Effective: 1,
  UnderReview: 2,
  AwaitingAuthorization: 3,
  Cancelled: 4,
} as const;
export type ShopState = CodeOf<typeof ShopState>;

/** Association (union) state; the spec names a failure without a code: we use 2. */
export const UnionState = { Unlinked: 0, Linked: 1, LinkFailed: 2 } as const;
export type UnionState = CodeOf<typeof UnionState>;

export const BankCardState = { Review: 1, Normal: 2, Rejected: 3 } as const;
export type BankCardState = CodeOf<typeof BankCardState>;

export const QuotaState = { NotApproved: 0, Approved: 1, UnderReview: 2 } as const;
export type QuotaState = CodeOf<typeof QuotaState>;

export const QuotaItemLabel = {
  Available: 'available',
  Unavailable: 'unavailable',
  UsedUp: 'usedUp',
  Invalid: 'invalid',
} as const;
export type QuotaItemLabel = CodeOf<typeof QuotaItemLabel>;

/** Settlement-limit kinds, each with its own QuotaState. */
export const SettlementLimitKind = {
  GoodsTrade: 'goodsTrade',
  ServiceTrade: 'serviceTrade',
  ECommerce: 'eCommerce',
} as const;
export type SettlementLimitKind = CodeOf<typeof SettlementLimitKind>;

/** Generation state of a download-centre file. */
export const FileState = { Generating: 1, Complete: 2, Failed: 3 } as const;
export type FileState = CodeOf<typeof FileState>;

/** Download state; the spec shows "disabled" (after expiry) without a code: we use 2. */
export const DownloadState = { NotDownloaded: 0, Downloaded: 1, Disabled: 2 } as const;
export type DownloadState = CodeOf<typeof DownloadState>;

/** Generation type of a download record. */
export const GenerationType = { Manual: 1, Scheduled: 2 } as const;
export type GenerationType = CodeOf<typeof GenerationType>;

/** Platform/shop authorization state. */
export const AuthorizationState = {
  AwaitingAuthorization: 1,
  Opened: 2,
  UnderReview: 3,
  ReviewFailed: 4,
} as const;
export type AuthorizationState = CodeOf<typeof AuthorizationState>;

export const VideoAuthState = { Passed: 'Y', Failed: 'N', Waiting: 'W' } as const;
export type VideoAuthState = CodeOf<typeof VideoAuthState>;

/** Bill payment state: to be paid, paid, expired, cancelled. */
export const PayState = { Unpaid: 0, Paid: 1, Expired: 2, Cancelled: 3 } as const;
export type PayState = CodeOf<typeof PayState>;

export const SettleState = { Unsettled: 0, Settled: 1 } as const;
export type SettleState = CodeOf<typeof SettleState>;

export const RoleState = { Disabled: 0, Normal: 1 } as const;
export type RoleState = CodeOf<typeof RoleState>;

/** Real-name / enterprise certification. Re-upload and reapply are allowed after Failed. */
export const CertificationState = {
  ToBeCertified: 0,
  UnderReview: 1,
  Successful: 2,
  Failed: 3,
} as const;
export type CertificationState = CodeOf<typeof CertificationState>;

/** Identification of a person or document. */
export const IdentificationState = {
  Pending: 0,
  Succeeded: 1,
  Failed: 2,
  Uploading: 3,
  Uploaded: 4,
  ApprovalFailed: 5,
} as const;
export type IdentificationState = CodeOf<typeof IdentificationState>;

/** Review of materials and account information. */
export const MaterialReviewState = {
  Normal: 0,
  InReview: 1,
  AuditFailed: 2,
  Effective: 3,
} as const;
export type MaterialReviewState = CodeOf<typeof MaterialReviewState>;

export const ShipmentState = { NotShipped: 0, Shipped: 1 } as const;
export type ShipmentState = CodeOf<typeof ShipmentState>;

/** The notification toggles of spec §4. */
export const NotificationKind = {
  AccountOpening: 'accountOpening',
  CardBinding: 'cardBinding',
  FundInflow: 'fundInflow',
  FundOutflow: 'fundOutflow',
  RateAlert: 'rateAlert',
  ExchangeReview: 'exchangeReview',
} as const;
export type NotificationKind = CodeOf<typeof NotificationKind>;

/** b2b / b2c business lines; each carries an agreement (fee confirmation) to accept. */
export const BizFlag = { B2B: 'b2b', B2C: 'b2c' } as const;
export type BizFlag = CodeOf<typeof BizFlag>;

export const AgreementState = { Pending: 0, Accepted: 1 } as const;
export type AgreementState = CodeOf<typeof AgreementState>;
