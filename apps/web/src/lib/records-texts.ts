// A records table's texts from the area's keys: every list names them alike under its prefix
// (`records.loadFailed`, `records.empty`, `records.emptyFiltered`, `records.total`).
import type { RecordsTexts } from '@tradebridge/ui';
import type { TFunction } from 'i18next';

/**
 * `<prefix>.loadFailed`, `.empty` and `.total` (a plural of `count`), and `.emptyFiltered` where
 * the area words "nothing matches" (`emptyFiltered: true`; else the table says `empty` then too).
 * An empty prefix reads the keys at the namespace's top.
 */
export const recordsTexts = (
  t: TFunction,
  prefix: string,
  { emptyFiltered = false }: { emptyFiltered?: boolean } = {},
): RecordsTexts => {
  const key = (name: string) => (prefix === '' ? name : `${prefix}.${name}`);
  return {
    loadFailed: t(key('loadFailed')),
    empty: t(key('empty')),
    ...(emptyFiltered ? { emptyFiltered: t(key('emptyFiltered')) } : {}),
    total: (count) => t(key('total'), { count }),
  };
};
