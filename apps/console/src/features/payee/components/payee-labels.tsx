// How the payee screens name things in the operator's language: bank card states (as tags), the
// method, usage, holder type, relationship, payment purpose and bank scheme of a payee, and which
// of its form's fields the review shows, in what order.
import {
  BANK_PAYEE_FIELDS,
  CARD_PAYEE_FIELDS,
  BankCardState,
  BankScheme,
  bankFieldsOf,
  PayeeMethod,
  PayeeRelationship,
  PayeeType,
  PayeeUsage,
  type OpsPayeeDetail,
} from '@tradebridge/contracts';
import { isMissing } from '@tradebridge/ui';
import { stateTagOf } from '../../../components/state-tag.tsx';
import { knownLabel } from '../../../lib/known-label.ts';
import { PAYEE_OVERVIEW_FIELDS } from '../../../lib/payee-fields.ts';

export const PAYEE_STATES = Object.values(BankCardState);
export const METHODS = Object.values(PayeeMethod);
export const USAGES = Object.values(PayeeUsage);

const PAYEE_STATE_COLORS: Record<string, string> = {
  [BankCardState.Review]: 'gold',
  [BankCardState.Normal]: 'green',
  [BankCardState.Rejected]: 'red',
};

export const PayeeStateTag = stateTagOf('payee', 'state', PAYEE_STATE_COLORS, 'payee-state');

export const methodLabel = knownLabel('method', METHODS);
export const usageLabel = knownLabel('usage', USAGES);
export const typeLabel = knownLabel('type', Object.values(PayeeType));
export const relationshipLabel = knownLabel('relationship', Object.values(PayeeRelationship));
export const schemeLabel = knownLabel('scheme', Object.values(BankScheme));

const BANK_FIELDS = BANK_PAYEE_FIELDS;
const CARD_FIELDS = CARD_PAYEE_FIELDS;

export type FormField = (typeof BANK_FIELDS)[number] | (typeof CARD_FIELDS)[number];

/** Every payee needs these whatever its country. */
const ALWAYS_BANK: readonly string[] = ['accountName', 'bankName', 'address', 'purpose'];
const ALWAYS_CARD: readonly string[] = CARD_FIELDS.filter((field) => field !== 'remarks');

/** A form value as text (none: empty). */
export const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The fields of a payee's form the review shows, in order: each one filled, and each one its
 * country, currency and holder type require even when empty (so a gap shows); a field the console
 * does not know yet, when filled, after them under its own name.
 */
export const formFieldsOf = (payee: OpsPayeeDetail): string[] => {
  const { form } = payee;
  const card = payee.method === PayeeMethod.Card;
  const known: readonly string[] = card ? CARD_FIELDS : BANK_FIELDS;
  const required = new Set<string>(card ? ALWAYS_CARD : ALWAYS_BANK);
  if (!card) {
    if (payee.country)
      for (const field of bankFieldsOf(payee.country, payee.currency)) required.add(field);
    if (form.type === PayeeType.Personal) ['idType', 'idNumber'].forEach((f) => required.add(f));
  }
  const filled = (field: string) => !isMissing(textOf(form[field]));
  const extra = Object.keys(form).filter(
    (field) => !known.includes(field) && !PAYEE_OVERVIEW_FIELDS.has(field) && filled(field),
  );
  return [...known.filter((field) => filled(field) || required.has(field)), ...extra];
};

/** Whether a form field is one the console names (else it shows under its key). */
export const isKnownField = (field: string): field is FormField =>
  (BANK_FIELDS as readonly string[]).includes(field) ||
  (CARD_FIELDS as readonly string[]).includes(field);
