// The payee form's values as typed (payee-form-screen.tsx) and the request they make: only the
// fields shown for what is chosen are sent; an edit starts from the payee as it was filled.
import {
  BANK_PAYEE_FIELDS,
  CARD_PAYEE_FIELDS,
  bankFieldsOf,
  PayeeMethod,
  PayeeUsage,
  type BankField,
  type PayeeDetail,
  type PayeeForm,
} from '@tradebridge/contracts';

/** The form's values: every field of either method, as typed. */
export type PayeeValues = Record<string, string | number | null | undefined>;

/** The details typed as text (the purpose and the ID type are chosen). */
const isTyped = (field: string) => field !== 'purpose' && field !== 'idType';
const BANK_TEXT_FIELDS = BANK_PAYEE_FIELDS.filter(isTyped);
const CARD_TEXT_FIELDS = CARD_PAYEE_FIELDS.filter(isTyped);
const FIELDS = [
  ...BANK_TEXT_FIELDS,
  ...CARD_TEXT_FIELDS,
  'usage',
  'method',
  'type',
  'relationship',
  'country',
  'currency',
  'idType',
  'idFrontFileId',
  'idBackFileId',
  'purpose',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const BANK_IDENTIFIERS: readonly BankField[] = [
  'accountNumber',
  'iban',
  'branchName',
  'cnaps',
  'hkBankCode',
  'routingNumber',
  'bsb',
  'swift',
  'province',
  'city',
  'district',
];

/**
 * The bank fields the form does not show for these values (another country's identifiers, the
 * other holder type's documents): typed for a choice since changed, they are neither sent nor
 * checked.
 */
const hiddenBankFields = (values: PayeeValues): Set<string> => {
  const country = text(values.country);
  const currency = text(values.currency);
  const shown = new Set<string>(
    country && currency ? [...bankFieldsOf(country, currency), 'swift'] : [],
  );
  return new Set([
    ...BANK_IDENTIFIERS.filter((field) => !shown.has(field)),
    ...(country === 'CN' ? [] : ['accountNameEn']),
    ...(values.type === 'p'
      ? ['licenceNumber']
      : ['idNumber', 'idType', 'idFrontFileId', 'idBackFileId']),
  ]);
};

/** The request the values make, for the method chosen. */
export const payeeRequestOf = (values: PayeeValues): PayeeForm => {
  const common = {
    usage: values.usage as PayeeUsage,
    relationship: values.relationship as PayeeForm['relationship'],
    currency: values.currency as PayeeForm['currency'],
    purpose: values.purpose as PayeeForm['purpose'],
    remarks: text(values.remarks),
  };
  if (values.method === PayeeMethod.Card) {
    return {
      ...common,
      method: PayeeMethod.Card,
      usage: PayeeUsage.Transfer,
      ...Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, text(values[field])])),
    } as PayeeForm;
  }
  const hidden = hiddenBankFields(values);
  const shown = (field: string) => (hidden.has(field) ? undefined : values[field]);
  return {
    ...common,
    method: PayeeMethod.Bank,
    type: values.type as 'p' | 'c',
    country: text(values.country),
    ...Object.fromEntries(BANK_TEXT_FIELDS.map((field) => [field, text(shown(field))])),
    idType: (shown('idType') as number | undefined) ?? null,
    idFrontFileId: (shown('idFrontFileId') as string | undefined) || null,
    idBackFileId: (shown('idBackFileId') as string | undefined) || null,
  } as PayeeForm;
};

/** An edit starts from the payee as it was filled; a card's number is typed again. */
export const valuesOf = (payee: PayeeDetail): PayeeValues => ({
  ...payee.form,
  method: payee.method,
  usage: payee.usage,
  ...(payee.method === PayeeMethod.Card ? { cardNumber: '' } : {}),
});

/** A problem's field: the add's path is the field's, the edit's is under `payee.`. */
export const fieldOfRequestPath = (path: string) => {
  const field = path.replace(/^payee\./, '');
  return FIELDS.includes(field) ? field : undefined;
};
