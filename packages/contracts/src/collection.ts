// Global accounts (issue 16): how a collection account and a collection (money received) move, as
// data (ADR 0019). The server moves a state only along these edges; the console offers only the
// actions whose edge exists; the tests walk them all.
import { z } from 'zod';
import { zWebLink } from './certification-forms.ts';
import { AccountCategory, CollectionUsage, LIMITS } from './constants.ts';
import type { Currency } from './currencies.ts';
import { ReportKind, reportExport } from './download.ts';
import { dateRangeFields, pageFields, zPage } from './envelope.ts';
import { refineAmounts, zAmount, zAmountIn, zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { ZStoryEvent, zDecisionRequest } from './review.ts';
import type { Edge } from './state-edges.ts';
import { CollectionState, ReceiptProgress, ShopState, zCodeOf } from './states.ts';

/**
 * A collection account's use state (spec §4 "Shop/account-use"): applied for, reviewed, in use,
 * closed. Awaiting authorization is an e-commerce platform account whose shop has not yet
 * authorized the platform's access (shops and authorization come with their own issue).
 */
export const COLLECTION_ACCOUNT_EDGES: readonly Edge<ShopState>[] = [
  { from: ShopState.UnderReview, to: ShopState.Effective, by: 'approved' },
  { from: ShopState.UnderReview, to: ShopState.NotApproved, by: 'rejected' },
  // A refused application may be corrected and sent again (spec §4: resubmission allowed).
  { from: ShopState.NotApproved, to: ShopState.UnderReview, by: 'resubmitted' },
  { from: ShopState.AwaitingAuthorization, to: ShopState.UnderReview, by: 'authorized' },
  { from: ShopState.Effective, to: ShopState.Cancelled, by: 'closed' },
];

/** The state an application starts in: under review, or waiting for the shop's authorization. */
export const accountApplicationState = (needsAuthorization: boolean): ShopState =>
  needsAuthorization ? ShopState.AwaitingAuthorization : ShopState.UnderReview;

/**
 * A collection from the moment the bank's credit notification is imported (spec §4 collection
 * states 0–13). Where it starts is decided by the import's checks (`COLLECTION_START`): a payer or
 * country screened out is held for compliance (10); a collection that needs proof of trade waits
 * for materials (0); an unusual one waits for review (1); the rest are credited at once (6 → 3).
 * A failed pre-check (7: the account is closed or holds another currency) is never credited.
 */
/** States whose money is still the merchant's (available or in transit): a reversal takes it. */
export const REVERSIBLE_COLLECTION_STATES: readonly CollectionState[] = [
  CollectionState.Credited,
  CollectionState.AwaitingMaterials,
  CollectionState.PendingReview,
  CollectionState.PendingSecondReview,
  CollectionState.PendingComplianceReview,
  CollectionState.PendingMaterialsReview,
];

export const COLLECTION_EDGES: readonly Edge<CollectionState>[] = [
  // Materials: the merchant uploads them, a reviewer checks them or asks again.
  {
    from: CollectionState.AwaitingMaterials,
    to: CollectionState.PendingMaterialsReview,
    by: 'materialsUploaded',
  },
  {
    from: CollectionState.PendingMaterialsReview,
    to: CollectionState.BeingCredited,
    by: 'approved',
  },
  {
    from: CollectionState.PendingMaterialsReview,
    to: CollectionState.AwaitingMaterials,
    by: 'materialsRequested',
  },
  {
    from: CollectionState.PendingMaterialsReview,
    to: CollectionState.ReviewRejected,
    by: 'rejected',
  },
  // Review: approved (a large amount by a second reviewer), refused, or materials asked for.
  { from: CollectionState.PendingReview, to: CollectionState.BeingCredited, by: 'approved' },
  {
    from: CollectionState.PendingReview,
    to: CollectionState.PendingSecondReview,
    by: 'firstApproved',
  },
  {
    from: CollectionState.PendingReview,
    to: CollectionState.AwaitingMaterials,
    by: 'materialsRequested',
  },
  { from: CollectionState.PendingReview, to: CollectionState.ReviewRejected, by: 'rejected' },
  { from: CollectionState.PendingSecondReview, to: CollectionState.BeingCredited, by: 'approved' },
  { from: CollectionState.PendingSecondReview, to: CollectionState.ReviewRejected, by: 'rejected' },
  // Held by screening: released to be credited, or returned to the payer.
  {
    from: CollectionState.PendingComplianceReview,
    to: CollectionState.BeingCredited,
    by: 'released',
  },
  {
    from: CollectionState.PendingComplianceReview,
    to: CollectionState.ReviewRejected,
    by: 'returned',
  },
  // The merchant may withdraw a collection still waiting for its materials.
  { from: CollectionState.AwaitingMaterials, to: CollectionState.Cancelled, by: 'cancelled' },
  // Crediting: the ledger moves the money to available, or the posting fails.
  { from: CollectionState.BeingCredited, to: CollectionState.Credited, by: 'credited' },
  { from: CollectionState.BeingCredited, to: CollectionState.TransactionFailed, by: 'failed' },
  // The bank reverses the credit (RvslInd): the money leaves again, from available or in transit.
  ...REVERSIBLE_COLLECTION_STATES.map((from) => ({
    from,
    to: CollectionState.TransactionFailed,
    by: 'reversed',
  })),
];

/** Where an imported collection may start (the import's checks decide which). */
export const COLLECTION_START: readonly CollectionState[] = [
  CollectionState.BeingCredited,
  CollectionState.PendingReview,
  CollectionState.AwaitingMaterials,
  CollectionState.PendingComplianceReview,
  CollectionState.PrecheckFailed,
];

/**
 * The receipt's progress label (spec §4) of a collection: materials to upload (or to upload again
 * after a reviewer refused them), arrived and pending review, materials being reviewed, approved
 * and being credited, credited. A refused, cancelled or failed collection shows its state alone.
 */
export const receiptProgressOf = (
  state: CollectionState,
  { materialsRefused = false }: { materialsRefused?: boolean } = {},
): ReceiptProgress | null => {
  switch (state) {
    case CollectionState.AwaitingMaterials:
      return materialsRefused
        ? ReceiptProgress.MaterialErrorReupload
        : ReceiptProgress.MaterialToUpload;
    case CollectionState.PendingReview:
    case CollectionState.PendingSecondReview:
    case CollectionState.PendingComplianceReview:
    case CollectionState.PendingBankReview:
      return ReceiptProgress.ArrivedPendingReview;
    case CollectionState.PendingMaterialsReview:
      return ReceiptProgress.MaterialToReview;
    case CollectionState.BeingCredited:
      return ReceiptProgress.PreApprovedPendingCollection;
    case CollectionState.Credited:
      return ReceiptProgress.Successful;
    default:
      return null;
  }
};

// ——— What travels on the wire (issue 16) ———

/** The currencies the sandbox bank opens collection accounts in (its branches, ADR 0019). */
export const COLLECTION_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'SEK',
  'DKK',
  'NOK',
  'AUD',
  'CNY',
  'CNH',
  'HKD',
  'JPY',
  'SGD',
  'CAD',
  'NZD',
] as const satisfies readonly Currency[];
export type CollectionCurrency = (typeof COLLECTION_CURRENCIES)[number];
const zCollectionCurrency = z.enum(COLLECTION_CURRENCIES);

/** The kinds of proof a collection's materials may be (spec §1: contract, invoice, logistics). */
export const MaterialKind = {
  Contract: 'contract',
  Invoice: 'invoice',
  Logistics: 'logistics',
  Other: 'other',
} as const;
export type MaterialKind = (typeof MaterialKind)[keyof typeof MaterialKind];
const zMaterialKind = z.enum(Object.values(MaterialKind) as [MaterialKind, ...MaterialKind[]]);

/**
 * Who paid: a company, an individual (whose remittances accounts do not accept, spec §1), or not
 * said by the bank.
 */
export const PayerKind = {
  Company: 'company',
  Individual: 'individual',
  Unknown: 'unknown',
} as const;
export type PayerKind = (typeof PayerKind)[keyof typeof PayerKind];
export const zPayerKind = z.enum([PayerKind.Company, PayerKind.Individual, PayerKind.Unknown]);

const zCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { error: 'countryCode' });
const zText = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
const zOptionalText = (max: number) => z.string().trim().max(max).default('');
const zAlias = z.string().trim().max(LIMITS.accountNameMaxLength).default('');

/**
 * What the merchant tells about the business the account collects for (spec §3 collection account
 * fields), by usage type (§1): the store on an e-commerce platform, the independent site, the
 * foreign-trade business, the app on an app store. Annual sales are in US dollars.
 */
const zProfileCommon = {
  salesCategory: zText(100),
  annualSales: zAmountIn('USD'),
};
export const ZAccountProfile = z.discriminatedUnion('usage', [
  z.object({
    usage: z.literal(CollectionUsage.ECommercePlatform),
    platform: zText(60),
    storeName: zText(100),
    storeLink: zWebLink,
    storeOwner: zText(100),
    /** The platform's seller or merchant token, when the platform gives one. */
    platformToken: zOptionalText(200),
    ...zProfileCommon,
  }),
  z.object({
    usage: z.literal(CollectionUsage.IndependentSite),
    storeName: zText(100),
    storeLink: zWebLink,
    storeOwner: zText(100),
    ...zProfileCommon,
  }),
  z.object({
    usage: z.literal(CollectionUsage.ForeignTrade),
    /** The trading business's main products and markets. */
    businessDescription: zText(500),
    website: z.union([z.literal(''), zWebLink]).default(''),
    ...zProfileCommon,
  }),
  z.object({
    usage: z.literal(CollectionUsage.AppStore),
    appStore: zText(60),
    appName: zText(100),
    developerId: zText(100),
    financialReportUrl: zWebLink,
    ...zProfileCommon,
  }),
]);
export type AccountProfile = z.infer<typeof ZAccountProfile>;

const zCurrencies = z
  .array(zCollectionCurrency)
  .min(1, { error: 'required' })
  .max(COLLECTION_CURRENCIES.length)
  .transform((list) => [...new Set(list)]);

export const ZApplyAccountRequest = z.object({
  profile: ZAccountProfile,
  currencies: zCurrencies,
  alias: zAlias,
});
export type ApplyAccountRequest = z.input<typeof ZApplyAccountRequest>;
export const ZResubmitAccountRequest = ZApplyAccountRequest.extend({
  accountId: z.uuid(),
  version: z.number().int().min(0),
});
export type ResubmitAccountRequest = z.input<typeof ZResubmitAccountRequest>;
export const ZAccountIdRequest = z.object({ accountId: z.uuid() });
export const ZAliasRequest = z.object({ accountId: z.uuid(), alias: zAlias });
export type AliasRequest = z.input<typeof ZAliasRequest>;

/** The bank details of one currency of an account, as the bank issued them (ADR 0019). */
export const ZAccountDetails = z.object({
  currency: zCollectionCurrency,
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  bic: z.string(),
  iban: z.string().nullable(),
  routingNumber: z.string().nullable(),
  bsb: z.string().nullable(),
  sortCode: z.string().nullable(),
  cnaps: z.string().nullable(),
  /** The merchant's balance in the currency (available), and what this account holds back. */
  balance: z.string(),
  freezeBalance: z.string(),
});
export type AccountDetails = z.infer<typeof ZAccountDetails>;

export const ZCollectionEvent = ZStoryEvent;
export type CollectionEvent = z.infer<typeof ZCollectionEvent>;

export const ZCollectionAccount = z.object({
  id: z.string(),
  version: z.number().int(),
  alias: z.string(),
  usage: zCodeOf(CollectionUsage),
  category: zCodeOf(AccountCategory),
  state: zCodeOf(ShopState),
  /** The reviewer's reason for a refusal. */
  reason: z.string().nullable(),
  profile: ZAccountProfile,
  currencies: z.array(zCollectionCurrency),
  /** Issued on approval: one per currency; empty before. */
  details: z.array(ZAccountDetails),
  appliedAt: z.string(),
  openedAt: z.string().nullable(),
});
export type CollectionAccount = z.infer<typeof ZCollectionAccount>;
export const ZCollectionAccountDetail = ZCollectionAccount.extend({
  history: z.array(ZCollectionEvent),
});
export type CollectionAccountDetail = z.infer<typeof ZCollectionAccountDetail>;
export const ZCollectionAccountPage = zPage(ZCollectionAccount);
export type CollectionAccountPage = z.infer<typeof ZCollectionAccountPage>;
export const ZAccountListQuery = z.object({
  state: zCodeOf(ShopState).optional(),
  currency: zCollectionCurrency.optional(),
  ...pageFields,
});
export type AccountListQuery = z.input<typeof ZAccountListQuery>;

export const ZCollectionMaterial = z.object({
  kind: zMaterialKind,
  fileId: z.string(),
  name: z.string(),
  uploadedAt: z.string(),
});

export const ZCollection = z.object({
  id: z.string(),
  orderNo: z.string(),
  accountId: z.string(),
  accountAlias: z.string(),
  accountNumber: z.string(),
  currency: zCurrency,
  amount: z.string(),
  payerName: z.string(),
  payerCountry: z.string(),
  payerKind: zPayerKind,
  note: z.string(),
  state: zCodeOf(CollectionState),
  /** The receipt's progress label (spec §4), null for a final state other than credited. */
  progress: z.enum(Object.values(ReceiptProgress) as [ReceiptProgress]).nullable(),
  /** Why it is held, refused or returned (screening or the reviewer's words). */
  reason: z.string().nullable(),
  arrivedAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type Collection = z.infer<typeof ZCollection>;
export const ZCollectionDetail = ZCollection.extend({
  version: z.number().int(),
  bankReference: z.string(),
  /** What identifies the payment end to end, as the bank gave it (null: not given). */
  references: z.object({
    endToEndId: z.string().nullable(),
    transactionId: z.string().nullable(),
    uetr: z.string().nullable(),
    /** Structured creditor references (QR, ESR/ISR, RF), space-separated; '' when none. */
    creditorReference: z.string(),
  }),
  /** The payer's postal address and account, and the party it paid for (ultimate debtor). */
  payerAddress: z.string(),
  payerAccount: z.string(),
  ultimatePayer: z.string(),
  materials: z.array(ZCollectionMaterial),
  history: z.array(ZCollectionEvent),
  /** What the merchant may do now: upload materials, withdraw the collection. */
  actions: z.array(z.enum(['uploadMaterials', 'cancel'])),
});
export type CollectionDetail = z.infer<typeof ZCollectionDetail>;
export const ZCollectionPage = zPage(ZCollection);
export type CollectionPage = z.infer<typeof ZCollectionPage>;

export const ZCollectionListQuery = z
  .object({
    accountId: z.uuid().optional(),
    currency: zCurrency.optional(),
    state: zCodeOf(CollectionState).optional(),
    ...dateRangeFields,
    /** Part of the payer's name. */
    payer: z.string().trim().max(140).optional(),
    ...pageFields,
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ['dateTo'],
    error: 'dateRangeReversed',
  });
export type CollectionListQuery = z.input<typeof ZCollectionListQuery>;

export const ZCollectionIdRequest = z.object({ collectionId: z.uuid() });
export const ZCollectionVersionRequest = ZCollectionIdRequest.extend({
  version: z.number().int().min(0),
});
export const ZUploadMaterialsRequest = ZCollectionVersionRequest.extend({
  files: z
    .array(z.object({ kind: zMaterialKind, fileId: z.uuid() }))
    .min(1, { error: 'required' })
    .max(10),
});
export type UploadMaterialsRequest = z.input<typeof ZUploadMaterialsRequest>;
/** Receipts of chosen collections: at most 10 at once (spec §5), refused beyond with §8's message. */
export const ZReceiptsRequest = z.object({
  collectionIds: z.array(z.uuid()).min(1, { error: 'required' }).max(200),
});
export type ReceiptsRequest = z.input<typeof ZReceiptsRequest>;

// Console.
export const ZOpsAccountListQuery = ZAccountListQuery.extend({
  merchantId: z.uuid().optional(),
});
export const ZOpsCollectionAccount = ZCollectionAccountDetail.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  actions: z.array(z.enum(['approve', 'reject'])),
});
export type OpsCollectionAccount = z.infer<typeof ZOpsCollectionAccount>;
export const ZOpsAccountPage = zPage(ZOpsCollectionAccount.omit({ history: true }));
export type OpsAccountPage = z.infer<typeof ZOpsAccountPage>;
export const ZAccountDecisionRequest = z.object({
  accountId: z.uuid(),
  version: z.number().int().min(0),
});
export const ZAccountRejectRequest = ZAccountDecisionRequest.extend({
  reason: zText(500),
});

/** The console's queues: what waits for review, for materials, held by screening, and the rest. */
export const CollectionQueue = {
  Review: 'review',
  Materials: 'materials',
  Held: 'held',
  All: 'all',
} as const;
export type CollectionQueue = (typeof CollectionQueue)[keyof typeof CollectionQueue];
export const ZOpsCollectionListQuery = z.object({
  queue: z.enum(Object.values(CollectionQueue) as [CollectionQueue]).default('all'),
  merchantId: z.uuid().optional(),
  currency: zCurrency.optional(),
  state: zCodeOf(CollectionState).optional(),
  payer: z.string().trim().max(140).optional(),
  ...pageFields,
});
export type OpsCollectionListQuery = z.input<typeof ZOpsCollectionListQuery>;
export const ZOpsCollection = ZCollection.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
});
export const ZOpsCollectionPage = zPage(ZOpsCollection);
export type OpsCollectionPage = z.infer<typeof ZOpsCollectionPage>;

/** An operator's decision on a collection; which ones apply follows the edges. */
export const CollectionDecision = {
  Approve: 'approve',
  Reject: 'reject',
  RequestMaterials: 'requestMaterials',
  Release: 'release',
  Return: 'return',
} as const;
export type CollectionDecision = (typeof CollectionDecision)[keyof typeof CollectionDecision];
const zCollectionDecision = z.enum(Object.values(CollectionDecision) as [CollectionDecision]);
export const ZOpsCollectionDetail = ZCollectionDetail.omit({ actions: true }).extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  /** The bank file the entry came in, and the operator who approved first (four eyes). */
  bankFileName: z.string().nullable(),
  /** A first payment at or above the second-review threshold: approved by two operators. */
  needsSecondReview: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  actions: z.array(zCollectionDecision),
});
export type OpsCollectionDetail = z.infer<typeof ZOpsCollectionDetail>;
/** A reason is required to reject, return or ask for materials. */
export const ZDecideCollectionRequest = zDecisionRequest(
  { ...ZCollectionVersionRequest.shape, decision: zCollectionDecision },
  (d) => d.decision === 'approve' || d.decision === 'release',
);
export type DecideCollectionRequest = z.input<typeof ZDecideCollectionRequest>;
export const ZMaterialFileRequest = z.object({ collectionId: z.uuid(), fileId: z.uuid() });

/** A bank file imported (or being imported), with what came of its entries. */
/**
 * Why the reader refused a bank file, one code a problem (rails/iso20022/camt-reader.ts): not XML
 * or not well-formed, not a camt.054/camt.053 of a known version, or an entry that breaks the
 * structure the import relies on.
 */
export const BankFileProblemCode = {
  NotXml: 'notXml',
  EmptyFile: 'emptyFile',
  EncodingUnsupported: 'encodingUnsupported',
  NotWellFormed: 'notWellFormed',
  Doctype: 'doctype',
  NotDocument: 'notDocument',
  NoNamespace: 'noNamespace',
  UnknownVersion: 'unknownVersion',
  WrongBody: 'wrongBody',
  EmptyDocument: 'emptyDocument',
  NoSection: 'noSection',
  NoAccount: 'noAccount',
  NotDate: 'notDate',
  AmountInvalid: 'amountInvalid',
  AmountWithoutCurrency: 'amountWithoutCurrency',
  CreditDebitInvalid: 'creditDebitInvalid',
  ReversalInvalid: 'reversalInvalid',
  BatchCountInvalid: 'batchCountInvalid',
  NoAmount: 'noAmount',
  NoCreditDebit: 'noCreditDebit',
  NoStatus: 'noStatus',
  StatusUnknown: 'statusUnknown',
} as const;
export type BankFileProblemCode = (typeof BankFileProblemCode)[keyof typeof BankFileProblemCode];
export const BankFileState = { Queued: 0, Importing: 1, Imported: 2, Failed: 3 } as const;
export type BankFileState = (typeof BankFileState)[keyof typeof BankFileState];
export const ZBankFile = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(['inbox', 'console']),
  sha256: z.string(),
  state: zCodeOf(BankFileState),
  entries: z.number().int(),
  credited: z.number().int(),
  held: z.number().int(),
  exceptions: z.number().int(),
  duplicates: z.number().int(),
  /** Pending credits (expected funds), reversals applied, the bank's own movements and notices. */
  expected: z.number().int(),
  reversed: z.number().int(),
  movements: z.number().int(),
  /** The reader's reason when the file could not be read, and the first problems by line. */
  error: z.string().nullable(),
  problems: z.array(
    z.object({
      line: z.number().int().nullable(),
      /** In English, for logs and API clients; screens word `code` in their language. */
      message: z.string(),
      /** What is wrong, and the values its wording names (absent on files refused before). */
      code: z.enum(Object.values(BankFileProblemCode) as [BankFileProblemCode]).optional(),
      params: z.record(z.string(), z.string()).optional(),
    }),
  ),
  createdAt: z.string(),
  importedAt: z.string().nullable(),
});
export type BankFile = z.infer<typeof ZBankFile>;
export const ZBankFilePage = zPage(ZBankFile);
export const ZPageRequest = z.object({
  ...pageFields,
});

export const ImportExceptionReason = {
  UnknownAccount: 'unknownAccount',
  /** Files imported before debits and pending entries were bank movements (ADR 0027) have it. */
  NotACredit: 'notACredit',
  InvalidAmount: 'invalidAmount',
  UnsupportedCurrency: 'unsupportedCurrency',
  /** A reversal (RvslInd) whose original credit is not known. */
  ReversalWithoutOriginal: 'reversalWithoutOriginal',
  /** A reversal of a credit whose money has already left the merchant's available balance. */
  ReversalFundsGone: 'reversalFundsGone',
  /** A batched entry whose transactions' amounts are missing or do not add up to the entry's. */
  BatchAmountsDisagree: 'batchAmountsDisagree',
} as const;
export type ImportExceptionReason =
  (typeof ImportExceptionReason)[keyof typeof ImportExceptionReason];
/**
 * How an operator closes an exception. An entry that was not credited left its money at the bank:
 * it goes back to the payer. A reversal's money the bank has already taken back, so nothing goes to
 * the payer: what is left is to settle it (recover the amount from the merchant, or confirm with
 * the bank that the original never reached us) and record how.
 */
export const ExceptionClosing = { ReturnToPayer: 'returnToPayer', Settle: 'settle' } as const;
export type ExceptionClosing = (typeof ExceptionClosing)[keyof typeof ExceptionClosing];
const SETTLED_REASONS: ReadonlySet<ImportExceptionReason> = new Set([
  ImportExceptionReason.ReversalWithoutOriginal,
  ImportExceptionReason.ReversalFundsGone,
]);
export const exceptionClosingOf = (reason: ImportExceptionReason): ExceptionClosing =>
  SETTLED_REASONS.has(reason) ? ExceptionClosing.Settle : ExceptionClosing.ReturnToPayer;
export const ZImportException = z.object({
  id: z.string(),
  bankFileId: z.string(),
  bankFileName: z.string(),
  entryIndex: z.number().int(),
  bankReference: z.string(),
  account: z.string(),
  amount: z.string(),
  currency: z.string(),
  payerName: z.string(),
  reason: z.enum(Object.values(ImportExceptionReason) as [ImportExceptionReason]),
  /** What the reason concerns, e.g. the collection a reversal names. */
  detail: z.string().nullable(),
  /** How it is closed (exceptionClosingOf its reason): returned to the payer, or settled. */
  closing: z.enum(Object.values(ExceptionClosing) as [ExceptionClosing]),
  /** Closed by an operator, with the note. */
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportException = z.infer<typeof ZImportException>;
export const ZImportExceptionPage = zPage(ZImportException);
export const ZExceptionListQuery = ZPageRequest.extend({ open: z.boolean().default(true) });
/**
 * What a bank file said that is not a collection: a pending credit (expected funds, credited when a
 * later file books it), a notice (INFO), the bank's own debits (charges, outgoing payments — ours
 * matched to their payout —, returns) and the reversals applied to earlier credits.
 */
export const BankMovementKind = {
  Expected: 'expected',
  Information: 'information',
  Charge: 'charge',
  Payout: 'payout',
  Return: 'return',
  Reversal: 'reversal',
  Other: 'other',
} as const;
export type BankMovementKind = (typeof BankMovementKind)[keyof typeof BankMovementKind];
const zBankMovementKind = z.enum(Object.values(BankMovementKind) as [BankMovementKind]);
export const ZBankMovement = z.object({
  id: z.string(),
  bankFileId: z.string(),
  bankFileName: z.string(),
  entryIndex: z.number().int(),
  kind: zBankMovementKind,
  account: z.string(),
  currency: z.string(),
  amount: z.string(),
  creditDebit: z.enum(['CRDT', 'DBIT']),
  bankReference: z.string(),
  endToEndId: z.string().nullable(),
  /** The bank's transaction code, e.g. PMNT/RCDT/ESCT or a proprietary code. */
  bankCode: z.string(),
  counterparty: z.string(),
  note: z.string(),
  bookingDate: z.string().nullable(),
  /** The collection it concerns (a reversal's original, the credit an expected fund became). */
  collectionOrderNo: z.string().nullable(),
  /** Our payout an outgoing payment is. */
  payoutOrderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type BankMovement = z.infer<typeof ZBankMovement>;
export const ZBankMovementPage = zPage(ZBankMovement);
export const ZBankMovementListQuery = ZPageRequest.extend({
  bankFileId: z.uuid().optional(),
  kind: zBankMovementKind.optional(),
});

/** Money the bank announced as pending (PDNG) on a merchant's account, not yet booked. */
export const ZExpectedFund = z.object({
  id: z.string(),
  accountId: z.string(),
  accountNumber: z.string(),
  currency: zCurrency,
  amount: z.string(),
  payerName: z.string(),
  note: z.string(),
  bankReference: z.string(),
  /** The day the bank expects to book it (the entry's value date), when given. */
  expectedOn: z.string().nullable(),
  announcedAt: z.string(),
});
export type ExpectedFund = z.infer<typeof ZExpectedFund>;
export const ZExpectedFundPage = zPage(ZExpectedFund);
export const ZExpectedFundListQuery = ZPageRequest.extend({ currency: zCurrency.optional() });

/** The sandbox bank's end-of-day statement (camt.053) of one account and UTC day. */
export const ZBankStatementRequest = z.object({
  account: zText(34),
  date: z.iso.date(),
});
export const ZResolveExceptionRequest = z.object({ exceptionId: z.uuid(), note: zText(500) });

/** One credit posted by hand through the import's path (a one-entry camt.054). */
export const ZPostCreditRequest = z
  .object({
    account: zText(34),
    currency: zCurrency,
    amount: zAmount,
    payerName: zText(140),
    payerCountry: zCountryCode,
    payerKind: zPayerKind,
    note: zOptionalText(140),
  })
  .superRefine(refineAmounts('amount'));
export type PostCreditRequest = z.input<typeof ZPostCreditRequest>;

/**
 * Screening and review thresholds (ADR 0019), in US dollars at the reference rates: a collection at
 * or above `materialsFrom` waits for materials; a first payment from a payer at or above
 * `reviewFrom` waits for review, and one at or above `secondReviewFrom` for two reviewers.
 */
export const ZScreeningSettings = z.object({
  sanctionedCountries: z.array(zCountryCode).max(250),
  holdIndividualPayers: z.boolean(),
  materialsFrom: zAmountIn('USD'),
  reviewFrom: zAmountIn('USD'),
  secondReviewFrom: zAmountIn('USD'),
});
export type ScreeningSettings = z.infer<typeof ZScreeningSettings>;
export type ScreeningSettingsInput = z.input<typeof ZScreeningSettings>;

const ACT_VIEW = { kind: 'user', permission: 'act:view' } as const;
const ACT_OPERATE = { kind: 'user', permission: 'act:operate' } as const;
const COLLECT_VIEW = { kind: 'user', permission: 'collect:view' } as const;
const COLLECT_OPERATE = { kind: 'user', permission: 'collect:operate' } as const;
const VIEWERS = { kind: 'operator', permission: 'viewCollections' } as const;
const REVIEWERS = { kind: 'operator', permission: 'reviewCollections' } as const;
const IMPORTERS = { kind: 'operator', permission: 'importBankFiles' } as const;

const mer = operationsOf('mer', 'collection');
const ops = operationsOf('ops', 'collection');

export const collectionApi = {
  listAccounts: mer({
    path: 'collection/accounts.json',
    summary: 'My collection accounts with their bank details per currency',
    request: ZAccountListQuery,
    result: ZCollectionAccountPage,
    access: ACT_VIEW,
  }),
  getAccount: mer({
    path: 'collection/account.json',
    summary: 'One collection account: details per currency, balances, state and its story',
    request: ZAccountIdRequest,
    result: ZCollectionAccountDetail,
    access: ACT_VIEW,
  }),
  apply: mer({
    path: 'collection/apply.json',
    summary: 'Apply for a collection account for a usage type (certification required first)',
    request: ZApplyAccountRequest,
    result: ZCollectionAccountDetail,
    idempotent: true,
    access: { ...ACT_OPERATE, needsCertification: true },
  }),
  resubmit: mer({
    path: 'collection/resubmit.json',
    summary: 'Correct a refused application and send it to review again',
    request: ZResubmitAccountRequest,
    result: ZCollectionAccountDetail,
    access: { ...ACT_OPERATE, needsCertification: true },
  }),
  setAlias: mer({
    path: 'collection/alias.json',
    summary: 'Name an account (alias, at most 100 characters; empty clears it)',
    request: ZAliasRequest,
    result: ZCollectionAccountDetail,
    access: ACT_OPERATE,
  }),
  exportLetter: reportExport(ReportKind.AccountLetter, {
    summary: 'The account-details confirmation letter as PDF, in the caller’s language',
    request: ZAccountIdRequest,
    permission: 'act:view',
  }),
  listCollections: mer({
    path: 'collection/collections.json',
    summary: 'Money received on my accounts, with filters',
    request: ZCollectionListQuery,
    result: ZCollectionPage,
    access: COLLECT_VIEW,
  }),
  getCollection: mer({
    path: 'collection/collection.json',
    summary: 'One collection: its progress, materials and timeline',
    request: ZCollectionIdRequest,
    result: ZCollectionDetail,
    access: COLLECT_VIEW,
  }),
  uploadMaterials: mer({
    path: 'collection/materials.json',
    summary: 'Hand in the materials a collection waits for (uploaded files): review is next',
    request: ZUploadMaterialsRequest,
    result: ZCollectionDetail,
    access: COLLECT_OPERATE,
  }),
  cancel: mer({
    path: 'collection/cancel.json',
    summary: 'Withdraw a collection still waiting for materials (returned to the payer)',
    request: ZCollectionVersionRequest,
    result: ZCollectionDetail,
    access: COLLECT_OPERATE,
  }),
  exportReceipts: reportExport(ReportKind.CollectionReceipts, {
    summary: 'Receipts of chosen collections as one PDF, at most 10 at once',
    request: ZReceiptsRequest,
    permission: 'collect:view',
  }),
  opsListAccounts: ops({
    path: 'collection/accounts.json',
    summary: 'Collection accounts and applications, the review queue first',
    request: ZOpsAccountListQuery,
    result: ZOpsAccountPage,
    access: VIEWERS,
  }),
  opsGetAccount: ops({
    path: 'collection/account.json',
    summary: 'One account or application with the merchant and the decisions open',
    request: ZAccountIdRequest,
    result: ZOpsCollectionAccount,
    access: VIEWERS,
  }),
  approveAccount: ops({
    path: 'collection/approveAccount.json',
    summary: 'Approve an application: the sandbox bank issues the details per currency',
    request: ZAccountDecisionRequest,
    result: ZOpsCollectionAccount,
    access: REVIEWERS,
  }),
  rejectAccount: ops({
    path: 'collection/rejectAccount.json',
    summary: 'Refuse an application with a reason (the merchant may correct and resubmit)',
    request: ZAccountRejectRequest,
    result: ZOpsCollectionAccount,
    access: REVIEWERS,
  }),
  opsListCollections: ops({
    path: 'collection/collections.json',
    summary: 'Collections by queue: pending review, awaiting materials, held by screening, all',
    request: ZOpsCollectionListQuery,
    result: ZOpsCollectionPage,
    access: VIEWERS,
  }),
  opsGetCollection: ops({
    path: 'collection/collection.json',
    summary: 'One collection with its merchant, materials, story and the decisions open',
    request: ZCollectionIdRequest,
    result: ZOpsCollectionDetail,
    access: VIEWERS,
  }),
  materialFile: ops({
    path: 'collection/materialFile.json',
    summary: 'A material file of a collection, shown inline',
    request: ZMaterialFileRequest,
    result: 'file',
    access: REVIEWERS,
  }),
  decide: ops({
    path: 'collection/decide.json',
    summary: 'Approve, reject, ask for materials, release or return a collection',
    request: ZDecideCollectionRequest,
    result: ZOpsCollectionDetail,
    access: REVIEWERS,
  }),
  listBankFiles: ops({
    path: 'collection/bankFiles.json',
    summary: 'Bank files (camt.054) imported from the inbox or the console, with their counts',
    request: ZPageRequest,
    result: ZBankFilePage,
    access: IMPORTERS,
  }),
  uploadBankFile: ops({
    path: 'collection/bankFileUpload.json',
    summary: 'Upload a camt.054 credit notification: imported by a background job',
    request: 'multipart',
    result: ZBankFile,
    access: IMPORTERS,
  }),
  postCredit: ops({
    path: 'collection/postCredit.json',
    summary: 'Post one credit through the import’s path (as a one-entry camt.054)',
    request: ZPostCreditRequest,
    result: ZBankFile,
    idempotent: true,
    access: IMPORTERS,
  }),
  bankStatement: ops({
    path: 'collection/bankStatement.json',
    summary: 'The sandbox bank’s end-of-day statement (camt.053 XML) of an account and UTC day',
    request: ZBankStatementRequest,
    result: 'file',
    access: IMPORTERS,
  }),
  listExpected: mer({
    path: 'collection/expected.json',
    summary: 'Money the bank announced as pending on my accounts, credited once it is booked',
    request: ZExpectedFundListQuery,
    result: ZExpectedFundPage,
    access: COLLECT_VIEW,
  }),
  listBankMovements: ops({
    path: 'collection/bankMovements.json',
    summary:
      'What bank files said that is not a collection: pending credits, notices, debits, reversals',
    request: ZBankMovementListQuery,
    result: ZBankMovementPage,
    access: IMPORTERS,
  }),
  listExceptions: ops({
    path: 'collection/exceptions.json',
    summary: 'Entries that could not be matched or were refused by the import',
    request: ZExceptionListQuery,
    result: ZImportExceptionPage,
    access: IMPORTERS,
  }),
  resolveException: ops({
    path: 'collection/resolveException.json',
    summary:
      'Close an exception with a note: returned to the payer, or (a reversal) settled with the merchant or the bank',
    request: ZResolveExceptionRequest,
    result: ZImportException,
    access: IMPORTERS,
  }),
  screening: ops({
    path: 'collection/screening.json',
    summary: 'The screening settings: sanctioned countries, individual payers, thresholds',
    result: ZScreeningSettings,
    access: VIEWERS,
  }),
  updateScreening: ops({
    path: 'collection/updateScreening.json',
    summary: 'Change the screening settings (audited)',
    request: ZScreeningSettings,
    result: ZScreeningSettings,
    access: { kind: 'operator', permission: 'editScreening' },
  }),
};
