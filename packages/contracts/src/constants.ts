// Business constants of spec §9: order types, fee types and ways, capital account types,
// account kinds, trade and document code lists, and the limits.

type Codes = Record<string, number | string>;
type CodeOf<T extends Codes> = T[keyof T];

export const OrderType = {
  Withdraw: 1,
  Transfer: 2,
  Exchange: 3,
  WalletTransfer: 5,
  FastTransfer: 6,
} as const;
export type OrderType = CodeOf<typeof OrderType>;

/** Ledger capital account types of a merchant wallet. */
export const CapitalAccountType = {
  Available: 1,
  InTransit: 2,
  PendingSettlement: 3,
  Frozen: 4,
  Deposit: 5,
} as const;
export type CapitalAccountType = CodeOf<typeof CapitalAccountType>;

/** Platform ledger accounts, one per currency each (numbering ours, clear of capital types). */
export const PlatformAccount = {
  BankClearing: 101,
  FxPosition: 102,
  FeeRevenue: 103,
  CardFunding: 104,
  Suspense: 105,
} as const;
export type PlatformAccount = CodeOf<typeof PlatformAccount>;

export const FeeWay = { Fixed: 1, Percent: 2, PercentPlusFixed: 3, Tiered: 4 } as const;
export type FeeWay = CodeOf<typeof FeeWay>;

/**
 * Fee types 1–39. The spec gives the range and the kinds, not the numbering; this numbering is
 * ours (docs/decisions/0002-status-codes.md). Exchange-rate fees are in basis points.
 */
export const FeeType = {
  AccountOpening: 1,
  Withdraw: 2,
  Payment: 3,
  FastPayment: 4,
  Collection: 5,
  MonthlyFee: 6,
  ExchangeRateBp: 7,
  InternalTransfer: 8,
  BatchPayment: 9,
  CardPayment: 10,
  BillCollection: 11,
  PlatformCollection: 12,
  IndependentSiteCollection: 13,
  ForeignTradeCollection: 14,
  AppStoreCollection: 15,
  WithdrawFast: 16,
  PaymentReturn: 17,
  AbnormalRefund: 18,
  AccountMaintenance: 19,
  DormantAccount: 20,
  SettlementQuota: 21,
  ReceiptIssuance: 22,
  StatementIssuance: 23,
  AmendmentInvestigation: 24,
  CardAccountManagement: 25,
  CardCollection: 26,
  CardOpening: 27,
  CardRecharge: 28,
  CardConsumerAuthorization: 29,
  CardCancellation: 30,
  CardAtmInquiry: 31,
  CardAtmWithdrawal: 32,
  CardTransaction: 33,
  CardCrossBorderTransaction: 34,
  CardDeclinedTransaction: 35,
  CardRefund: 36,
  CardReplacement: 37,
  CardMonthly: 38,
  CardFxConversion: 39,
} as const;
export type FeeType = CodeOf<typeof FeeType>;

/** Merchant account types: b business (enterprise), c consumer (individual). */
export const AccountType = { Business: 'b', Consumer: 'c' } as const;
export type AccountType = CodeOf<typeof AccountType>;

/** Payee type: p personal, c company. */
export const PayeeType = { Personal: 'p', Company: 'c' } as const;
export type PayeeType = CodeOf<typeof PayeeType>;

/** The four collection-account categories. */
export const AccountCategory = { Bank: 1, Nra: 2, Trc: 3, Erc: 4 } as const;
export type AccountCategory = CodeOf<typeof AccountCategory>;

/** Collection account usage: e-commerce platform, independent site, foreign trade, app store. */
export const CollectionUsage = {
  ECommercePlatform: 1,
  IndependentSite: 2,
  ForeignTrade: 3,
  AppStore: 4,
} as const;
export type CollectionUsage = CodeOf<typeof CollectionUsage>;

export const TradeType = { Goods: 0, Service: 1 } as const;
export type TradeType = CodeOf<typeof TradeType>;

export const PaymentPurpose = {
  Products: 'products',
  Logistics: 'logistics',
  Marketing: 'marketing',
  Computer: 'computer',
  Professional: 'professional',
  Contracted: 'contracted',
} as const;
export type PaymentPurpose = CodeOf<typeof PaymentPurpose>;

/** Identity document types 1–11 (numbering ours; the spec gives the range). */
export const IdType = {
  MainlandIdCard: 1,
  Passport: 2,
  HongKongMacauPermit: 3,
  TaiwanPermit: 4,
  HongKongIdCard: 5,
  ForeignResidencePermit: 6,
  DrivingLicence: 7,
  NationalIdCard: 8,
  BusinessLicence: 9,
  CertificateOfIncorporation: 10,
  Other: 11,
} as const;
export type IdType = CodeOf<typeof IdType>;

/** Company natures 1–9 (numbering ours). */
export const CompanyNature = {
  LimitedCompany: 1,
  JointStock: 2,
  SoleProprietorship: 3,
  Partnership: 4,
  StateOwned: 5,
  ForeignInvested: 6,
  IndividualBusiness: 7,
  Branch: 8,
  Other: 9,
} as const;
export type CompanyNature = CodeOf<typeof CompanyNature>;

/** Industries 1–6 (numbering ours). */
export const Industry = {
  CrossBorderECommerce: 1,
  ForeignTrade: 2,
  Services: 3,
  Logistics: 4,
  Software: 5,
  Other: 6,
} as const;
export type Industry = CodeOf<typeof Industry>;

/** Goods types 01–11 (two-digit codes; numbering ours). */
export const GoodsType = {
  Apparel: '01',
  Electronics: '02',
  HomeAndGarden: '03',
  BeautyAndHealth: '04',
  ToysAndBaby: '05',
  SportsAndOutdoor: '06',
  Automotive: '07',
  Machinery: '08',
  FoodAndAgriculture: '09',
  DigitalGoods: '10',
  Other: '11',
} as const;
export type GoodsType = CodeOf<typeof GoodsType>;

/** Limits of spec §5 and §9. Amounts are decimal strings (money is never a JS number). */
/**
 * The version of the service terms and privacy policy (/protocol) that a registration accepts; the
 * server records it with the merchant. Change it whenever those texts change.
 */
export const TERMS_VERSION = '2026-11-01';

export const LIMITS = {
  requestTimeoutMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  downloadCountdownSeconds: 60,
  tokenCookieDays: 7,
  batchPaymentPerFile: 50,
  batchPaymentPerForm: 20,
  receiptDownloadMax: 10,
  contractNumberMaxLength: 50,
  accountNameMaxLength: 100,
  uploadMaxBytes: 10 * 1024 * 1024,
  beneficialOwnerThresholdPercent: 25,
  exchangeMinSell: '0.01',
  paymentPasswordLength: 6,
  oneTimeCodeLength: 6,
  verificationCodeLength: 4,
  loginPasswordMinLength: 8,
  loginPasswordMaxLength: 16,
  rateDisplayDecimals: 4,
  nameMaskThreshold: 4,
} as const;

/**
 * Greeting bands by local hour (spec §9): before 9, to 11, to 13, before 20, evening.
 * Returns the i18n key of the greeting.
 */
export const greetingFor = (
  hour: number,
): 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening' => {
  if (hour < 9) return 'morning';
  if (hour < 11) return 'forenoon';
  if (hour < 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
};
