// The language on screen, for the apps' one formatter of amounts, rates and times (lib/format.ts):
// set together with dayjs's locale when the language changes (create-i18n.ts), read at render time.
import { AMOUNT_FORMATS, DEFAULT_LANGUAGE, type Language } from '@tradebridge/contracts';

let language: Language = DEFAULT_LANGUAGE;
let current = AMOUNT_FORMATS[DEFAULT_LANGUAGE];

export const setAmountLanguage = (next: Language): void => {
  language = next;
  current = AMOUNT_FORMATS[next];
};

/** The language amounts, rates and times are written in. */
export const displayLanguage = (): Language => language;

/** Separators to pass to formatAmount for the language on screen. */
export const amountFormat = () => current;

const SPACES = '[\\s\\u00a0\\u202f]';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a user typed into an amount field, as the wire writes decimals: the language's decimal mark
 * as a point ("1250,75" in Russian, where a point is taken too) and its digit grouping dropped
 * when the groups are well formed ("1 250 000,5" in Russian, "1,250,000.5" in English). Anything
 * else is left as typed, for the field's rule to name: a comma where it cannot be grouping
 * ("1250,75" in English) is never guessed at, since a wrong guess would move money by a factor of
 * a hundred. Use as a Form.Item's `normalize`.
 */
export const typedAmount = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const group = current.group ?? ',';
  const decimal = current.decimal ?? '.';
  const typed = value.trim();
  const marks = typed.split(decimal);
  // A point is a decimal mark in every language we write.
  const [whole = '', fraction] =
    marks.length === 2 ? marks : decimal !== '.' && marks.length === 1 ? typed.split('.') : [typed];
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return value;
  const separator = group.trim() === '' ? SPACES : escaped(group);
  const digits = new RegExp(`^\\d{1,3}(?:${separator}\\d{3})+$`).test(whole)
    ? whole.replace(new RegExp(separator, 'g'), '')
    : whole;
  if (!/^\d*$/.test(digits)) return value;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
};
