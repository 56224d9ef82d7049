// Which of a payee's form fields the console treats apart: the payee review (payee area) and a
// payout's payee card (payout area) show the same form.
import { PAYEE_FORM_META, PaymentPurpose } from '@tradebridge/contracts';
import { knownLabel } from './known-label.ts';

/** A payment purpose's name (`purpose.<code>` of the reading area's texts). */
export const purposeLabel = knownLabel('purpose', Object.values(PaymentPurpose));

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
export const PAYEE_OVERVIEW_FIELDS: ReadonlySet<string> = new Set(PAYEE_FORM_META);
