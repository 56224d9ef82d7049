// A code's label in an area's words: `<prefix>.<code>` of the area's texts for the codes the
// console knows; any other code as it is (a platform added on the server before the console), and
// "--" for none.
import { EMPTY_VALUE } from '@tradebridge/ui';
import type { TFunction } from 'i18next';

export const knownLabel =
  (prefix: string, codes: readonly (string | number)[]) =>
  (code: string | number, t: TFunction<string>): string =>
    codes.includes(code) ? t(`${prefix}.${code}`) : String(code) || EMPTY_VALUE;
