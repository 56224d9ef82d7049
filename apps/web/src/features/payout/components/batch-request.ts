// What the batch screen's forms make of their values: a row of the form as contracts'
// ZBatchRowInput (an approved payee's id, or a new bank payee described in full), and the
// spreadsheet's choice as ZBatchFileChoice. The fields the compact new-payee form does not show
// for the chosen country and currency are sent empty, so they are neither sent nor checked.
import {
  bankFieldsOf,
  needsEnglishName,
  PayeeMethod,
  PayeeRelationship,
  PayeeUsage,
  type BankField,
  type BatchFileChoice,
  type BatchRowInput,
  type Currency,
  type PayeeForm,
  type PaymentPurpose,
} from '@tradebridge/contracts';

/** An approved payee of the merchant, or a new one typed in the row. */
export type RowKind = 'existing' | 'new';

export type NewPayeeValues = {
  type?: 'c' | 'p';
  relationship?: PayeeRelationship;
  country?: string;
  accountName?: string;
  accountNameEn?: string;
  bankName?: string;
  address?: string;
  postalCode?: string;
  idType?: number;
  idNumber?: string;
  licenceNumber?: string;
} & Partial<Record<BankField, string>>;

export type BatchRowValues = {
  kind: RowKind;
  payeeId?: string;
  payee?: NewPayeeValues;
  amount?: string;
  purpose?: PaymentPurpose;
  note?: string;
};

export type BatchFormValues = { currency?: Currency; rows: BatchRowValues[] };

export type BatchFileValues = {
  method?: PayeeMethod;
  country?: string;
  currency?: Currency;
  enteredCount?: number | null;
  enteredTotal?: string;
  fileId?: string;
};

type BankPayeeForm = Extract<PayeeForm, { method: 'bank' }>;

export const NEW_ROW: BatchRowValues = { kind: 'existing' };

/** Every bank identifier a country may ask for (bankFieldsOf's), in the payee form's order. */
export const BANK_IDENTIFIERS: readonly BankField[] = [
  'branchName',
  'cnaps',
  'hkBankCode',
  'routingNumber',
  'bsb',
  'iban',
  'accountNumber',
  'swift',
  'province',
  'city',
  'district',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The bank fields a new payee of `country` paid in `currency` fills (none before both are known). */
export const bankFieldsShown = (country: string | undefined, currency: string | undefined) =>
  country && currency ? bankFieldsOf(country, currency) : [];

/** A new payee of the batch: a bank account of another (a transfer), in the batch's currency. */
export const newPayeeOf = (
  values: NewPayeeValues,
  currency: Currency | undefined,
  purpose: PaymentPurpose | undefined,
): PayeeForm => {
  const country = text(values.country);
  const shown = new Set<string>(bankFieldsShown(country, currency));
  const personal = values.type === 'p';
  return {
    method: PayeeMethod.Bank,
    usage: PayeeUsage.Transfer,
    type: values.type ?? 'c',
    relationship: values.relationship ?? PayeeRelationship.Supplier,
    country,
    currency: (currency ?? '') as Currency,
    accountName: text(values.accountName),
    accountNameEn: needsEnglishName(country, currency ?? '') ? text(values.accountNameEn) : '',
    bankName: text(values.bankName),
    ...Object.fromEntries(
      BANK_IDENTIFIERS.map((field) => [field, shown.has(field) ? text(values[field]) : '']),
    ),
    address: text(values.address),
    postalCode: text(values.postalCode),
    idType: personal ? ((values.idType ?? null) as BankPayeeForm['idType']) : null,
    idNumber: personal ? text(values.idNumber) : '',
    idFrontFileId: null,
    idBackFileId: null,
    licenceNumber: personal ? '' : text(values.licenceNumber),
    // The payee's usual purpose: the row's (a row without one says so on its own field).
    purpose: purpose ?? 'products',
    remarks: '',
  } as PayeeForm;
};

export const rowInputOf = (row: BatchRowValues, currency: Currency | undefined): BatchRowInput => ({
  payeeId: row.kind === 'existing' ? (row.payeeId ?? null) : null,
  payee: row.kind === 'new' ? newPayeeOf(row.payee ?? {}, currency, row.purpose) : null,
  amount: text(row.amount).trim(),
  purpose: row.purpose as PaymentPurpose,
  note: text(row.note).trim(),
});

export const fileChoiceOf = (values: BatchFileValues): BatchFileChoice => ({
  method: values.method as PayeeMethod,
  country: values.method === PayeeMethod.Bank ? (values.country ?? null) : null,
  currency: values.currency as Currency,
});
