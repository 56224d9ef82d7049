// The payee as a payout order keeps it (its snapshot), with what the pain.001 will carry: the
// creditor by the name and address its bank receives — in Latin script on an international
// payment (the English name on file) — and its bank by BIC and/or national clearing member.
import { hasChinese, isInternational, PayeeMethod } from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import type { PayeeRow } from '../payee/index.ts';
import type { PayeeSnapshot } from './views.ts';

type Details = PayeeSnapshot['details'];
type Creditor = PayeeSnapshot['creditor'];

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A bank payee's national clearing member, by the ExternalClearingSystemIdentification1Code of
 * its country's scheme (the payee form's fields: CNAPS for mainland China, the Hong Kong bank
 * code, ABA routing, BSB).
 */
const CLEARING: readonly { field: string; system: string }[] = [
  { field: 'cnaps', system: 'CNAPS' },
  { field: 'hkBankCode', system: 'HKNCC' },
  { field: 'routingNumber', system: 'USABA' },
  { field: 'bsb', system: 'AUBSB' },
];
/** A card goes by the Visa route, which has no ISO clearing code: a proprietary one. */
const VISA = { system: 'VISA', proprietary: true, id: 'VISA' };
/** TwnNm and CtrySubDvsn are 35 characters: a longer town goes on an address line whole. */
const TOWN_MAX = 35;

/** Text the creditor's bank can read on this rail: Latin script where it is international. */
const readable = (value: string | null, international: boolean) =>
  value && international && hasChinese(value) ? null : value;

/** The bank payee's creditor as it goes out (what the form holds; in Latin on international). */
const bankCreditorOf = (
  details: Details,
  country: string | null,
  currency: string,
): Required<Omit<Creditor, 'other' | 'iban'>> => {
  const international = country ? isInternational(country, currency) : false;
  const accountName = str(details.accountName) ?? '';
  // The holder's English name on file, or the account name where it is in Latin script already.
  const latin = str(details.accountNameEn) ?? (hasChinese(accountName) ? null : accountName);
  const member = CLEARING.map(({ field, system }) => ({ system, id: str(details[field]) })).find(
    (m) => m.id !== null,
  );
  const town = readable(str(details.city), international);
  const subdivision = readable(str(details.province), international);
  const address = str(details.address);
  return {
    international,
    name: international ? latin : accountName,
    lines: [
      ...(address ? [address] : []),
      ...(town && town.length > TOWN_MAX ? [town] : []),
      ...(subdivision && subdivision.length > TOWN_MAX ? [subdivision] : []),
    ],
    town: town && town.length <= TOWN_MAX ? town : null,
    subdivision: subdivision && subdivision.length <= TOWN_MAX ? subdivision : null,
    postalCode: str(details.postalCode),
    country,
    bic: str(details.swift),
    memberId: member?.id ?? null,
    clearingSystem: member?.system ?? null,
    proprietary: false,
  };
};

/** The payee as the order keeps it, with what the pain.001 will carry. */
export const snapshotOfPayee = (payee: PayeeRow, deps: Deps): PayeeSnapshot => {
  const details = payee.details as Details;
  const card = payee.method === PayeeMethod.Card;
  return {
    id: payee.id,
    name: payee.name,
    method: payee.method as PayeeSnapshot['method'],
    country: payee.country,
    bankName: payee.bankName,
    accountTail: payee.accountTail,
    currency: payee.currency,
    details,
    creditor: card
      ? {
          iban: null,
          // A card travels as a token and its last four, never its number (ADR 0022).
          other: `TOK${deps.secrets.keyedHash(payee.accountKey).slice(0, 12).toUpperCase()}${payee.accountTail.slice(-4)}`,
          bic: null,
          memberId: VISA.id,
          clearingSystem: VISA.system,
          proprietary: VISA.proprietary,
          international: false,
          name: payee.name,
          lines: [],
          postalCode: null,
          town: str(details.cardholderCity),
          subdivision: null,
          country: 'HK',
        }
      : {
          iban: str(details.iban),
          other: str(details.accountNumber),
          ...bankCreditorOf(details, payee.country, payee.currency),
        },
  };
};

/**
 * The creditor an order's pain.001 carries. Orders placed before the snapshot kept the outgoing
 * name, address lines and clearing system have them worked out from the form they kept.
 */
export const creditorOf = (snapshot: PayeeSnapshot): Required<Creditor> => {
  const kept = snapshot.creditor;
  if (kept.lines !== undefined) return kept as Required<Creditor>;
  const card = snapshot.method === PayeeMethod.Card;
  const derived = card
    ? {
        international: false,
        name: snapshot.name,
        lines: [],
        subdivision: null,
        clearingSystem: VISA.system,
        proprietary: true,
        town: kept.town,
      }
    : bankCreditorOf(snapshot.details, snapshot.country, snapshot.currency);
  return {
    ...derived,
    iban: kept.iban,
    other: kept.other,
    bic: kept.bic,
    memberId: kept.memberId,
    postalCode: kept.postalCode,
    country: kept.country,
  } as Required<Creditor>;
};

/**
 * Why this payee cannot be paid now, in its currency, without sending what its bank cannot read:
 * an international payment needs the holder's name in Latin script (the English name on file) and
 * an address without Chinese. Null when it can be paid.
 */
export const latinProblemOf = (payee: PayeeRow): 'payeeNeedsEnglish' | null =>
  payee.method === PayeeMethod.Bank &&
  isUnreadable(bankCreditorOf(payee.details as Details, payee.country, payee.currency))
    ? 'payeeNeedsEnglish'
    : null;

/** International without a name in Latin script, or with Chinese in its address lines. */
const isUnreadable = (creditor: Pick<Required<Creditor>, 'international' | 'name' | 'lines'>) =>
  creditor.international && (!creditor.name || creditor.lines.some(hasChinese));

/**
 * Whether an order's creditor cannot go out as it was kept: an order placed before the English
 * name was required (latinProblemOf) to a payee without one.
 */
export const cannotLeave = (snapshot: PayeeSnapshot) => isUnreadable(creditorOf(snapshot));
