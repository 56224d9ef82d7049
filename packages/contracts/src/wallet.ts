// Wallets (spec §3 fund detail, §5 amount rules, §9 capital account types and order types).
import { z } from 'zod';
import { dateRangeFields, pageFields } from './envelope.ts';
import { refineAmounts, zAmount, zCurrency } from './money.ts';
import { ZPaymentCredentials } from './security.ts';
import { OrderType } from './constants.ts';
import { zCodeOf } from './states.ts';
import { operationsOf } from './operation.ts';
import { FileType, ReportKind, STATEMENT_MAX_DAYS, reportExport } from './download.ts';

/** Balances of one currency wallet, decimal strings in the currency's scale. */
export const ZWalletBalance = z.object({
  currency: zCurrency,
  available: z.string(),
  inTransit: z.string(),
  pendingSettlement: z.string(),
  frozen: z.string(),
  deposit: z.string(),
});
export type WalletBalance = z.infer<typeof ZWalletBalance>;

export const ZWalletList = z.object({ list: z.array(ZWalletBalance) });

export const ZOpenWalletRequest = z.object({ currency: zCurrency });

export const MovementDirection = { In: 'in', Out: 'out' } as const;
export type MovementDirection = (typeof MovementDirection)[keyof typeof MovementDirection];

/** Fund details (walletDetail): movements of the available balance. */
export const ZFundDetailQuery = z.object({
  currency: zCurrency.optional(),
  orderType: zCodeOf(OrderType).optional(),
  direction: z.enum(['in', 'out']).optional(),
  ...dateRangeFields,
  ...pageFields,
});
export type FundDetailQuery = z.input<typeof ZFundDetailQuery>;

export const ZFundMovement = z.object({
  id: z.string(),
  time: z.string(),
  currency: zCurrency,
  orderType: z.number().int().nullable(),
  /** What moved the money when there is no order type (e.g. "sandboxCredit"). */
  kind: z.string().nullable(),
  orderNo: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  amount: z.string(),
  balanceAfter: z.string(),
  counterparty: z.string().nullable(),
  note: z.string().nullable(),
});
export type FundMovement = z.infer<typeof ZFundMovement>;

export const ZFundDetailPage = z.object({
  list: z.array(ZFundMovement),
  /** Exact up to 10,000; past that it is 10,000 and `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

/** Who a wallet transfer goes to: a merchant's account number (merNo) or login e-mail. */
export const ZTransferPayeeRequest = z.object({
  payeeAccount: z.string().trim().min(1).max(254),
});
/**
 * What lets the payer recognise the payee without learning its name: the masked name, the account
 * number the payer typed, and the country or region the merchant registered in. Nothing else: an
 * e-mail does not become a merchant number here.
 */
export const ZTransferPayee = z.object({
  /** Masked: longer than 4 characters shows only first and last (spec §5). */
  maskedName: z.string(),
  /** The merchant number when the payer typed one (normalised); null when found by login e-mail. */
  merNo: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code of the merchant's registration country or region; null when unknown. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});

export type TransferPayee = z.infer<typeof ZTransferPayee>;

export const ZWalletTransferRequest = z
  .object({
    payeeAccount: z.string().trim().min(1).max(254),
    currency: zCurrency,
    amount: zAmount,
    /** The total typed again in the confirmation. */
    reenteredAmount: zAmount,
    note: z.string().trim().max(140).optional(),
    credentials: ZPaymentCredentials,
  })
  .superRefine(refineAmounts('amount', 'reenteredAmount'));
export type WalletTransferRequest = z.input<typeof ZWalletTransferRequest>;

export const ZWalletTransfer = z.object({
  orderNo: z.string(),
  currency: zCurrency,
  amount: z.string(),
  payeeMaskedName: z.string(),
  state: z.number().int(),
  createdAt: z.string(),
});
export type WalletTransfer = z.infer<typeof ZWalletTransfer>;

/** Console: credit a merchant's wallet from the sandbox bank (until collection accounts exist). */
export const ZSandboxCreditRequest = z
  .object({
    merchantId: z.uuid(),
    currency: zCurrency,
    amount: zAmount,
    payerName: z.string().trim().min(1).max(140),
    payerCountry: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: 'countryCode' }),
    reference: z.string().trim().min(1).max(140),
  })
  .superRefine(refineAmounts('amount'));
export type SandboxCreditRequest = z.input<typeof ZSandboxCreditRequest>;

/** Console: the ledger invariant check (same as `npm run ledger:verify`). */
export const ZLedgerVerification = z.object({
  checkedAt: z.string(),
  checks: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      checked: z.number().int(),
      breaches: z.array(z.string()),
    }),
  ),
});
export type LedgerVerification = z.infer<typeof ZLedgerVerification>;

/** The longest period the daily fund chart answers: a leap year, both ends counted. */
export const FUND_DAILY_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const zIsoDate = z.iso.date();
const isIsoDate = (value: string) => zIsoDate.safeParse(value).success;

/** Days from one ISO date to another (UTC calendar days; negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * An IANA time zone name ("Asia/Shanghai", "UTC"). Offsets such as "+08:00" are refused: SQL reads
 * a bare offset with the opposite sign.
 */
export const zTimeZone = z
  .string()
  .max(64)
  .regex(/^(?:UTC|[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/);

/**
 * Daily inflow/outflow and balance of one currency wallet (walletDetail chart, home summary).
 * Inclusive dates, counted in `timeZone` (the reader's, so the last day is the reader's today; UTC
 * when left out or not a zone the server knows); the period is at most FUND_DAILY_MAX_DAYS days.
 */
export const ZFundDailyQuery = z
  .object({
    currency: zCurrency,
    dateFrom: z.iso.date(),
    dateTo: z.iso.date(),
    timeZone: zTimeZone.optional(),
  })
  .superRefine((value, ctx) => {
    // A malformed date has its own issue already; comparing it would only add noise.
    if (!isIsoDate(value.dateFrom) || !isIsoDate(value.dateTo)) return;
    const days = daysBetween(value.dateFrom, value.dateTo);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeReversed' });
    } else if (days + 1 > FUND_DAILY_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: `dateRangeTooLong:${FUND_DAILY_MAX_DAYS}`,
      });
    }
  });
export type FundDailyQuery = z.input<typeof ZFundDailyQuery>;

export const ZFundDay = z.object({
  /** Calendar day in the query's time zone, YYYY-MM-DD. */
  date: z.iso.date(),
  /** Sum of the money in that day (decimal string, ≥ 0). */
  inflow: z.string(),
  /** Sum of the money out that day, as a positive amount (decimal string, ≥ 0). */
  outflow: z.string(),
  /** The available balance at the end of that day. */
  balance: z.string(),
});
export type FundDay = z.infer<typeof ZFundDay>;

/** Every day of the period, in order; days without movement carry the previous balance. */
export const ZFundDaily = z.object({
  currency: zCurrency,
  /** The available balance before the first day. */
  openingBalance: z.string(),
  days: z.array(ZFundDay),
});
export type FundDaily = z.infer<typeof ZFundDaily>;

/** Console: the wallets of one merchant. */
export const ZMerchantWalletsRequest = z.object({ merchantId: z.uuid() });

/** Fund details with the filters of the walletDetail screen (paging is not part of an export). */
export const ZFundDetailsFilter = ZFundDetailQuery.omit({ pageNum: true, pageSize: true });
export type FundDetailsFilter = z.input<typeof ZFundDetailsFilter>;

export const ZExportFundDetailsRequest = z.object({
  fileType: z.enum([FileType.Csv, FileType.Xlsx]),
  filter: ZFundDetailsFilter.default({}),
});
export type ExportFundDetailsRequest = z.input<typeof ZExportFundDetailsRequest>;

/** An account statement of one currency wallet over inclusive UTC dates, as PDF. */
export const ZExportStatementRequest = z
  .object({ currency: zCurrency, dateFrom: z.iso.date(), dateTo: z.iso.date() })
  .superRefine((value, ctx) => {
    if (!z.iso.date().safeParse(value.dateFrom).success) return;
    if (!z.iso.date().safeParse(value.dateTo).success) return;
    const days = daysBetween(value.dateFrom, value.dateTo);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeReversed' });
    else if (days + 1 > STATEMENT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: `dateRangeTooLong:${STATEMENT_MAX_DAYS}`,
      });
  });
export type ExportStatementRequest = z.input<typeof ZExportStatementRequest>;

const VIEW = { kind: 'user', permission: 'wallet:view' } as const;
const OPERATE = { kind: 'user', permission: 'wallet:operate' } as const;

const mer = operationsOf('mer', 'wallet');
const ops = operationsOf('ops', 'wallet');
const opsLedger = operationsOf('ops', 'ledger');

export const walletApi = {
  list: mer({
    path: 'wallet/list.json',
    summary: 'Balances of every currency wallet',
    result: ZWalletList,
    access: VIEW,
  }),
  open: mer({
    path: 'wallet/open.json',
    summary: 'Open the wallet of a currency',
    request: ZOpenWalletRequest,
    result: ZWalletList,
    access: OPERATE,
  }),
  details: mer({
    path: 'wallet/details.json',
    summary: 'Fund details: movements of available balances',
    request: ZFundDetailQuery,
    result: ZFundDetailPage,
    access: VIEW,
  }),
  daily: mer({
    path: 'wallet/daily.json',
    summary:
      "Daily inflow, outflow and closing balance of one wallet (days in the reader's time zone, at most 366)",
    request: ZFundDailyQuery,
    result: ZFundDaily,
    access: VIEW,
  }),
  transferPayee: mer({
    path: 'wallet/transfer/payee.json',
    summary: 'Who a wallet transfer goes to (masked name, typed account number, country)',
    request: ZTransferPayeeRequest,
    result: ZTransferPayee,
    access: OPERATE,
  }),
  transfer: mer({
    path: 'wallet/transfer.json',
    summary: 'Wallet transfer to another merchant, same currency (Idempotency-Key required)',
    request: ZWalletTransferRequest,
    result: ZWalletTransfer,
    idempotent: true,
    access: { ...OPERATE, movesMoney: true },
  }),
  verifyLedger: opsLedger({
    path: 'ledger/verify.json',
    summary: 'Check the ledger invariants now',
    result: ZLedgerVerification,
    access: { kind: 'operator', permission: 'verifyLedger' },
  }),
  sandboxCredit: ops({
    path: 'sandbox/credit.json',
    summary: 'Credit a merchant wallet from the sandbox bank (Idempotency-Key required)',
    request: ZSandboxCreditRequest,
    result: ZWalletList,
    idempotent: true,
    access: { kind: 'operator', permission: 'sandboxCredit' },
  }),
  merchantWallets: ops({
    path: 'merchants/wallets.json',
    summary: 'The wallets of one merchant',
    request: ZMerchantWalletsRequest,
    result: ZWalletList,
    access: { kind: 'operator', permission: 'viewWallets' },
  }),
  exportFundDetails: reportExport(ReportKind.FundDetails, {
    summary: 'Export fund details (CSV or XLSX) in the background',
    request: ZExportFundDetailsRequest,
    permission: 'wallet:view',
  }),
  exportStatement: reportExport(ReportKind.Statement, {
    summary: 'Account statement of one currency as PDF, in the background',
    request: ZExportStatementRequest,
    permission: 'wallet:view',
  }),
};
