// An amount's problem (contracts' amountProblem: required, not a number, zero, too many decimals
// for the currency, too large, or more than the available balance) in an area's own words: each
// area keeps its texts under `<rules>.invalid`, `.positive`, `.noDecimals`, `.scale` (plural),
// `.max` and `.exceeds`, and names the field `required` says is missing.
import type { Currency } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountRuleProblem } from './amount-rule.ts';

export type AmountTexts = {
  /** The area's namespace. */
  ns: string;
  /** Where its amount rule's texts are ("amountRule"). */
  rules: string;
  /** The key of the amount field's label. */
  field: string;
};

export const useAmountMessage = ({ ns, rules, field }: AmountTexts) => {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  return useCallback(
    (found: AmountRuleProblem, currency: Currency | undefined): string => {
      switch (found.key) {
        case 'required':
          return tc('validation.required', { field: t(field) });
        case 'format':
          return t(`${rules}.invalid`);
        case 'zero':
          return t(`${rules}.positive`);
        case 'scale':
          return found.scale === 0
            ? t(`${rules}.noDecimals`, { currency })
            : t(`${rules}.scale`, { count: found.scale, currency });
        case 'max':
          return t(`${rules}.max`, { max: formatMoney(found.max, currency ?? '') });
        case 'exceeds':
          return t(`${rules}.exceeds`);
      }
    },
    [t, tc, rules, field],
  );
};
