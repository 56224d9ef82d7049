// Which of a payee's form fields the console treats apart: the payee review (payee area) and a
// payout's payee card (payout area) show the same form.

/** Identifiers: shown in a code font and copyable, as an operator compares them with a document. */
export const PAYEE_IDENTIFIERS: ReadonlySet<string> = new Set([
  'accountNumber',
  'iban',
  'cnaps',
  'hkBankCode',
  'routingNumber',
  'bsb',
  'swift',
  'idNumber',
  'licenceNumber',
  'cardNumber',
]);

/** The form's keys the overview shows above the details (or that are no detail: file ids). */
export const PAYEE_OVERVIEW_FIELDS: ReadonlySet<string> = new Set([
  'method',
  'usage',
  'type',
  'relationship',
  'country',
  'currency',
  'idFrontFileId',
  'idBackFileId',
]);
