// Payees (issue 19, spec §2 /payee, addPayee, detailPayee; §3 payee and card payee; §5): the
// merchant's own bank accounts that it withdraws to and the suppliers' accounts and Visa cards it
// pays, each reviewed by an operator before money can go to it (bank card states 1/2/3). Which
// bank details a country needs, and their checks, are here so that the portal checks as the user
// types and the server checks the same; the server also checks an IBAN against its country's
// registry entry (ibantools). ADR 0022.
import { z } from 'zod';
import { PayeeType, PaymentPurpose } from './constants.ts';
import { hasChinese, PERSON_ID_TYPES, zEnglishText, zPostcode } from './certification-forms.ts';
import type { Currency } from './currencies.ts';
import { pageFields, zPage } from './envelope.ts';
import { ZOk } from './identity.ts';
import { zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { ZStoryEvent, zDecisionRequest } from './review.ts';
import type { Edge } from './state-edges.ts';
import { BankCardState, zCodeOf } from './states.ts';

/** What a payee is for: the merchant's own account (withdrawal) or another's (transfer). */
export const PayeeUsage = { Withdraw: 'withdraw', Transfer: 'transfer' } as const;
export type PayeeUsage = (typeof PayeeUsage)[keyof typeof PayeeUsage];
const zPayeeUsage = z.enum([PayeeUsage.Withdraw, PayeeUsage.Transfer], { error: 'required' });

/** Paid into a bank account, or onto a Visa card (spec §1). */
export const PayeeMethod = { Bank: 'bank', Card: 'card' } as const;
export type PayeeMethod = (typeof PayeeMethod)[keyof typeof PayeeMethod];

/** Who the payee is to the merchant. A withdrawal account is the merchant's own ("self"). */
export const PayeeRelationship = {
  Self: 'self',
  Supplier: 'supplier',
  ServiceProvider: 'serviceProvider',
  Logistics: 'logistics',
  Affiliate: 'affiliate',
  Employee: 'employee',
  Other: 'other',
} as const;
export type PayeeRelationship = (typeof PayeeRelationship)[keyof typeof PayeeRelationship];
const RELATIONSHIPS = Object.values(PayeeRelationship) as [
  PayeeRelationship,
  ...PayeeRelationship[],
];

/**
 * How a bank account is addressed in its country: mainland China by CNAPS (bank, branch, 12-digit
 * code, province/city/district), Hong Kong by its 3-digit bank code, the US by ABA routing number,
 * Australia by BSB, the IBAN countries by IBAN, everywhere else by SWIFT/BIC and account number.
 * Paying in another currency than the country's own also needs the bank's SWIFT/BIC (an
 * international transfer), and so does a non-euro payment to an IBAN country.
 */
export const BankScheme = {
  Cnaps: 'cnaps',
  HongKong: 'hk',
  Aba: 'aba',
  Bsb: 'bsb',
  Iban: 'iban',
  Swift: 'swift',
} as const;
export type BankScheme = (typeof BankScheme)[keyof typeof BankScheme];

/** IBAN length per country (ISO 13616 registry), the countries whose accounts are paid by IBAN. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AT: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  KZ: 20,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  QA: 29,
  RO: 24,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TR: 26,
  UA: 29,
};

/** The country's own currency, paid by its local scheme without SWIFT. */
const LOCAL_CURRENCY: Readonly<Record<string, Currency>> = {
  CN: 'CNY',
  HK: 'HKD',
  US: 'USD',
  AU: 'AUD',
};

export const bankSchemeOf = (country: string): BankScheme => {
  if (country === 'CN') return BankScheme.Cnaps;
  if (country === 'HK') return BankScheme.HongKong;
  if (country === 'US') return BankScheme.Aba;
  if (country === 'AU') return BankScheme.Bsb;
  if (IBAN_LENGTHS[country]) return BankScheme.Iban;
  return BankScheme.Swift;
};

/** Whether a bank payee in `country` paid in `currency` needs the bank's SWIFT/BIC. */
export const needsSwift = (country: string, currency: string): boolean => {
  const scheme = bankSchemeOf(country);
  if (scheme === BankScheme.Swift) return true;
  if (scheme === BankScheme.Iban) return currency !== 'EUR';
  return LOCAL_CURRENCY[country] !== currency;
};

/**
 * An international payment: over SWIFT rather than the country's local scheme (what needs the
 * bank's SWIFT/BIC). Its creditor's name and address go out in Latin script.
 */
export const isInternational = (country: string, currency: string): boolean =>
  needsSwift(country, currency);

/**
 * Whether a bank payee must have its holder's English name on file: a mainland account (whose
 * name the bank may hold in Chinese) paid internationally. Elsewhere the account name itself is in
 * Latin script.
 */
export const needsEnglishName = (country: string, currency: string): boolean =>
  country === 'CN' && isInternational(country, currency);

/** The holder's address as a pain.001 carries it beside town and country: two lines of 70. */
export const PAYEE_ADDRESS_MAX = 140;

/** The fields a bank payee of a country must fill beyond those every payee fills. */
export const bankFieldsOf = (country: string, currency: string) => {
  const scheme = bankSchemeOf(country);
  const fields: BankField[] = [];
  if (scheme === BankScheme.Cnaps) fields.push('branchName', 'province', 'city', 'district');
  if (scheme === BankScheme.Iban) fields.push('iban');
  else fields.push('accountNumber');
  if (scheme === BankScheme.Cnaps && currency === 'CNY') fields.push('cnaps');
  if (scheme === BankScheme.HongKong) fields.push('hkBankCode');
  if (scheme === BankScheme.Aba && currency === 'USD') fields.push('routingNumber');
  if (scheme === BankScheme.Bsb && currency === 'AUD') fields.push('bsb');
  if (needsSwift(country, currency)) fields.push('swift');
  return fields;
};

// ——— Identifier checks (pure: the portal runs them as the user types) ———

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export const isAbaRouting = (value: string): boolean => {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
};

/** An IBAN in electronic form whose check digits hold (ISO 13616: mod 97 = 1) and length fits. */
export const isIbanChecked = (value: string): boolean => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const length = IBAN_LENGTHS[value.slice(0, 2)];
  if (length !== undefined && value.length !== length) return false;
  const moved = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const code = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

/** SWIFT/BIC: bank (4 letters), country (2), location (2), branch (3, optional). */
export const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** A card number's Luhn check digit holds. */
export const isLuhn = (value: string): boolean => {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** Visa card numbers start with 4 (13, 16 or 19 digits). */
export const isVisa = (value: string): boolean => /^4(\d{12}|\d{15}|\d{18})$/.test(value);

/** Cards are paid in Hong Kong dollars only (spec §5). */
export const CARD_CURRENCY: Currency = 'HKD';

// ——— The forms ———

const zText = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
const zOptional = (max: number) => z.string().trim().max(max).default('');
/** An identifier typed with spaces or hyphens; kept as its letters and digits, upper-cased. */
const zIdentifier = (max: number) =>
  z
    .string()
    .trim()
    .max(max + 10)
    .transform((value) => digitsOf(value).toUpperCase())
    .default('');
const zCountry = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { error: 'countryCode' });

/** The bank identifiers a form may carry; which are required depends on country and currency. */
export type BankField =
  | 'accountNumber'
  | 'iban'
  | 'branchName'
  | 'cnaps'
  | 'hkBankCode'
  | 'routingNumber'
  | 'bsb'
  | 'swift'
  | 'province'
  | 'city'
  | 'district';

const bankShape = {
  method: z.literal(PayeeMethod.Bank),
  usage: zPayeeUsage,
  type: z.enum([PayeeType.Personal, PayeeType.Company], { error: 'required' }),
  relationship: z.enum(RELATIONSHIPS, { error: 'required' }),
  country: zCountry,
  currency: zCurrency,
  /** The holder's name as the bank has it (Chinese allowed for a mainland account). */
  accountName: zText(100),
  /**
   * The holder's name in English: a mainland account's, required to pay it internationally (the
   * bank receives it in Latin script); outside mainland China accountName is it.
   */
  accountNameEn: zOptional(100),
  accountNumber: zIdentifier(34),
  iban: zIdentifier(34),
  bankName: zText(100),
  branchName: zOptional(100),
  /** CNAPS: the mainland branch's 12-digit code (spec "opening bank code"). */
  cnaps: zIdentifier(12),
  hkBankCode: zIdentifier(3),
  routingNumber: zIdentifier(9),
  bsb: zIdentifier(6),
  swift: zIdentifier(11),
  province: zOptional(50),
  city: zOptional(50),
  district: zOptional(50),
  postalCode: zPostcode,
  /** The holder's address (English outside mainland China and on international payments). */
  address: zText(PAYEE_ADDRESS_MAX),
  /** A personal payee's identity document (its number is required; pictures optional). */
  idType: z.literal(PERSON_ID_TYPES).nullable().default(null),
  idNumber: z
    .string()
    .trim()
    .max(50)
    .regex(/^[A-Za-z0-9()-]*$/, { error: 'idNumberInvalid' })
    .default(''),
  idFrontFileId: z.uuid().nullable().default(null),
  idBackFileId: z.uuid().nullable().default(null),
  /** A company payee's registration (business licence) number. */
  licenceNumber: z
    .string()
    .trim()
    .max(50)
    .regex(/^[A-Za-z0-9-]*$/, { error: 'registrationNoInvalid' })
    .default(''),
  /** Proposed for this payee's payments (the order may choose another). */
  purpose: z.enum(Object.values(PaymentPurpose) as [PaymentPurpose, ...PaymentPurpose[]]),
  /** The default English postscript sent with a transfer (4 lines of 35 on a SWIFT message). */
  remarks: z
    .string()
    .trim()
    .max(140)
    .refine((value) => !hasChinese(value), { error: 'chineseNotAllowed' })
    .default(''),
};

/** The digits an account number has under its country's scheme (elsewhere 4–34 letters or digits). */
const ACCOUNT_DIGITS: Partial<Record<BankScheme, [number, number]>> = {
  [BankScheme.Cnaps]: [8, 32],
  [BankScheme.HongKong]: [6, 12],
  [BankScheme.Aba]: [4, 17],
  [BankScheme.Bsb]: [5, 10],
};

type BankInput = z.output<z.ZodObject<typeof bankShape>>;

const issue = (ctx: z.RefinementCtx, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message });

/** The rules across a bank payee's fields: those of its country and currency, and its holder's. */
const checkBank = (value: BankInput, ctx: z.RefinementCtx) => {
  const { country, currency } = value;
  const required = bankFieldsOf(country, currency);
  for (const field of required) if (!value[field]) issue(ctx, field, 'required');
  const english = country !== 'CN';
  const latin = english || isInternational(country, currency);
  if (english && hasChinese(value.accountName)) issue(ctx, 'accountName', 'chineseNotAllowed');
  if (hasChinese(value.accountNameEn)) issue(ctx, 'accountNameEn', 'chineseNotAllowed');
  else if (needsEnglishName(country, currency) && !value.accountNameEn)
    issue(ctx, 'accountNameEn', 'englishNameInternational');
  if (latin && hasChinese(value.address)) issue(ctx, 'address', 'chineseNotAllowed');
  if (english && hasChinese(value.bankName)) issue(ctx, 'bankName', 'chineseNotAllowed');
  const scheme = bankSchemeOf(country);
  const { accountNumber: number } = value;
  if (number && required.includes('accountNumber')) {
    const digits = ACCOUNT_DIGITS[scheme];
    if (!digits) {
      if (!/^[A-Z0-9]{4,34}$/.test(number)) issue(ctx, 'accountNumber', 'accountNumberInvalid');
    } else if (!/^\d+$/.test(number) || number.length < digits[0] || number.length > digits[1]) {
      issue(ctx, 'accountNumber', `accountDigits:${digits[0]}–${digits[1]}`);
    }
  }
  if (value.iban) {
    if (!isIbanChecked(value.iban)) issue(ctx, 'iban', 'ibanInvalid');
    else if (value.iban.slice(0, 2) !== country) issue(ctx, 'iban', 'ibanCountry');
  }
  if (value.cnaps && !/^\d{12}$/.test(value.cnaps)) issue(ctx, 'cnaps', 'cnapsInvalid');
  if (value.hkBankCode && !/^\d{3}$/.test(value.hkBankCode))
    issue(ctx, 'hkBankCode', 'hkBankCodeInvalid');
  if (value.routingNumber && !isAbaRouting(value.routingNumber))
    issue(ctx, 'routingNumber', 'routingInvalid');
  if (value.bsb && !/^\d{6}$/.test(value.bsb)) issue(ctx, 'bsb', 'bsbInvalid');
  if (value.swift) {
    if (!BIC.test(value.swift)) issue(ctx, 'swift', 'bicInvalid');
    else if (value.swift.slice(4, 6) !== country) issue(ctx, 'swift', 'bicCountry');
  }
  if (value.type === PayeeType.Personal) {
    if (value.idType === null) issue(ctx, 'idType', 'required');
    if (!value.idNumber) issue(ctx, 'idNumber', 'required');
  }
  if (value.usage === PayeeUsage.Withdraw && value.relationship !== PayeeRelationship.Self)
    issue(ctx, 'relationship', 'withdrawSelfOnly');
};

const cardShape = {
  method: z.literal(PayeeMethod.Card),
  /** Cards are paid by transfer (a withdrawal goes to the merchant's own bank account). */
  usage: z.literal(PayeeUsage.Transfer, { error: 'cardTransferOnly' }),
  relationship: z.enum(RELATIONSHIPS, { error: 'required' }),
  currency: zCurrency,
  lastName: zEnglishText(50),
  firstName: zEnglishText(50),
  /** As printed on the card. */
  cardholderName: zEnglishText(100),
  cardholderCity: zEnglishText(50),
  cardNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, { error: 'required' }).max(19)),
  /** The issuing bank's province or state, city and address. */
  bankProvince: zEnglishText(50),
  bankCity: zEnglishText(50),
  bankAddress: zEnglishText(200),
  purpose: bankShape.purpose,
  remarks: bankShape.remarks,
};

type CardInput = z.output<z.ZodObject<typeof cardShape>>;

const checkCard = (value: CardInput, ctx: z.RefinementCtx) => {
  if (value.currency !== CARD_CURRENCY) issue(ctx, 'currency', 'cardHkdOnly');
  if (!isLuhn(value.cardNumber)) issue(ctx, 'cardNumber', 'cardNumberInvalid');
  else if (!isVisa(value.cardNumber)) issue(ctx, 'cardNumber', 'visaOnly');
};

/**
 * What a payee is rather than what it says: chosen at the top of the form, not among its details
 * (the console shows them above the details too).
 */
export const PAYEE_FORM_META = [
  'method',
  'usage',
  'type',
  'relationship',
  'country',
  'currency',
  'idFrontFileId',
  'idBackFileId',
] as const;
const isDetail = (field: string) => !(PAYEE_FORM_META as readonly string[]).includes(field);
/** A bank payee's details, in the order the form, the detail and the review show them. */
export const BANK_PAYEE_FIELDS = Object.keys(bankShape).filter(isDetail) as Exclude<
  keyof typeof bankShape,
  (typeof PAYEE_FORM_META)[number]
>[];
/** A card payee's details, in the same order everywhere. */
export const CARD_PAYEE_FIELDS = Object.keys(cardShape).filter(isDetail) as Exclude<
  keyof typeof cardShape,
  (typeof PAYEE_FORM_META)[number]
>[];

export const ZPayeeForm = z.discriminatedUnion('method', [
  z.object(bankShape).superRefine(checkBank),
  z.object(cardShape).superRefine(checkCard),
]);
export type PayeeForm = z.input<typeof ZPayeeForm>;
export type ParsedPayeeForm = z.output<typeof ZPayeeForm>;

export const ZAddPayeeRequest = ZPayeeForm;
export type AddPayeeRequest = z.input<typeof ZAddPayeeRequest>;
export const ZEditPayeeRequest = z.object({
  payeeId: z.uuid(),
  version: z.number().int().min(0),
  /** The whole form again (a card's number typed again: it is never shown back). */
  payee: ZPayeeForm,
});
export type EditPayeeRequest = z.input<typeof ZEditPayeeRequest>;
export const ZPayeeIdRequest = z.object({ payeeId: z.uuid() });
export const ZPayeeVersionRequest = ZPayeeIdRequest.extend({
  version: z.number().int().min(0),
});

// ——— The way of a payee ———

/**
 * Bank card states (spec §4: 1 review, 2 normal, 3 rejected). A new payee is reviewed; a refused
 * one is corrected and sent again; a normal one that is changed is reviewed again. Deleting takes
 * a payee off the lists in any state (its orders keep the details they were paid to).
 */
export const PAYEE_EDGES: readonly Edge<BankCardState>[] = [
  { from: BankCardState.Review, to: BankCardState.Normal, by: 'approved' },
  { from: BankCardState.Review, to: BankCardState.Rejected, by: 'rejected' },
  { from: BankCardState.Rejected, to: BankCardState.Review, by: 'resubmitted' },
  { from: BankCardState.Normal, to: BankCardState.Review, by: 'changed' },
];

export const PayeeAction = { Edit: 'edit', Delete: 'delete', Pay: 'pay' } as const;
export type PayeeAction = (typeof PayeeAction)[keyof typeof PayeeAction];

const zPayeeView = {
  id: z.string(),
  version: z.number().int(),
  method: z.enum([PayeeMethod.Bank, PayeeMethod.Card]),
  usage: z.enum([PayeeUsage.Withdraw, PayeeUsage.Transfer]),
  relationship: z.enum(RELATIONSHIPS),
  /** Null for a card. */
  country: z.string().nullable(),
  currency: zCurrency,
  /** The holder: the account name, or the card's cardholder name. */
  name: z.string(),
  /** The bank, or the card's issuer city for a card. */
  bankName: z.string(),
  /** "•••• 1234": the last four of the account number, IBAN or card number. */
  accountTail: z.string(),
  state: zCodeOf(BankCardState),
  /** The reviewer's reason for a refusal. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZPayee = z.object(zPayeeView);
export type Payee = z.infer<typeof ZPayee>;

export const ZPayeeEvent = ZStoryEvent;

/**
 * One payee with everything it was added with: the form as filled (a card's number as its last
 * four only), its history and what the user may do with it now.
 */
export const ZPayeeDetail = ZPayee.extend({
  form: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  scheme: z.enum(Object.values(BankScheme) as [BankScheme, ...BankScheme[]]).nullable(),
  history: z.array(ZPayeeEvent),
  actions: z.array(z.enum(Object.values(PayeeAction) as [PayeeAction, ...PayeeAction[]])),
});
export type PayeeDetail = z.infer<typeof ZPayeeDetail>;

export const ZPayeePage = zPage(ZPayee);
export type PayeePage = z.infer<typeof ZPayeePage>;
export const ZPayeeListQuery = z.object({
  usage: zPayeeUsage.optional(),
  method: z.enum([PayeeMethod.Bank, PayeeMethod.Card]).optional(),
  state: zCodeOf(BankCardState).optional(),
  currency: zCurrency.optional(),
  /** Part of the holder's name or of the bank's. */
  name: z.string().trim().max(100).optional(),
  ...pageFields,
});
export type PayeeListQuery = z.input<typeof ZPayeeListQuery>;

// ——— The operators' review ———

export const ZOpsPayee = ZPayee.extend({ merNo: z.string(), merchantName: z.string() });
export type OpsPayee = z.infer<typeof ZOpsPayee>;
export const ZOpsPayeePage = zPage(ZOpsPayee);
export type OpsPayeePage = z.infer<typeof ZOpsPayeePage>;
export const ZOpsPayeeDetail = ZPayeeDetail.extend({
  merNo: z.string(),
  /** The merchant's name, which a withdrawal account's holder must be. */
  merchantName: z.string(),
});
export type OpsPayeeDetail = z.infer<typeof ZOpsPayeeDetail>;
export const ZOpsPayeeListQuery = ZPayeeListQuery.extend({
  merNo: z.string().trim().max(30).optional(),
});
export type OpsPayeeListQuery = z.input<typeof ZOpsPayeeListQuery>;
export const ZDecidePayeeRequest = zDecisionRequest(
  { payeeId: z.uuid(), version: z.number().int().min(0), approve: z.boolean() },
  (value) => value.approve,
);
export type DecidePayeeRequest = z.input<typeof ZDecidePayeeRequest>;

const VIEWERS = { kind: 'user', permission: 'payee:view' } as const;
const OPERATORS = { kind: 'user', permission: 'payee:operate' } as const;

const mer = operationsOf('mer', 'payee');
const ops = operationsOf('ops', 'payee');

export const payeeApi = {
  list: mer({
    path: 'payee/list.json',
    summary: 'The merchant’s payees and withdrawal accounts, newest first',
    request: ZPayeeListQuery,
    result: ZPayeePage,
    access: VIEWERS,
  }),
  detail: mer({
    path: 'payee/detail.json',
    summary: 'One payee (detailPayee): its form as filled, its history and what may be done',
    request: ZPayeeIdRequest,
    result: ZPayeeDetail,
    access: VIEWERS,
  }),
  add: mer({
    path: 'payee/add.json',
    summary: 'Add a payee or withdrawal account (addPayee); it waits for review',
    request: ZAddPayeeRequest,
    result: ZPayeeDetail,
    access: { ...OPERATORS, needsCertification: true },
    idempotent: true,
  }),
  edit: mer({
    path: 'payee/edit.json',
    summary: 'Change a payee; it is reviewed again',
    request: ZEditPayeeRequest,
    result: ZPayeeDetail,
    access: { ...OPERATORS, needsCertification: true },
  }),
  remove: mer({
    path: 'payee/delete.json',
    summary: 'Delete a payee (orders keep the details they were paid to)',
    request: ZPayeeVersionRequest,
    result: ZOk,
    access: OPERATORS,
  }),
  opsList: ops({
    path: 'payee/list.json',
    summary: 'Payees of every merchant, the review queue first',
    request: ZOpsPayeeListQuery,
    result: ZOpsPayeePage,
    access: { kind: 'operator', permission: 'reviewPayees' },
  }),
  opsDetail: ops({
    path: 'payee/detail.json',
    summary: 'One payee with its full details, for review',
    request: ZPayeeIdRequest,
    result: ZOpsPayeeDetail,
    access: { kind: 'operator', permission: 'reviewPayees' },
  }),
  decide: ops({
    path: 'payee/decide.json',
    summary: 'Approve or refuse a payee under review (a refusal gives the reason)',
    request: ZDecidePayeeRequest,
    result: ZOpsPayeeDetail,
    access: { kind: 'operator', permission: 'reviewPayees' },
  }),
};
