// An amount's problem in the payout area's words (contracts' amountProblem: required, not a number,
// zero, too many decimals for the currency, too large), or "more than the available balance".
import type { AmountProblem, Currency } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type AmountRuleProblem = AmountProblem | { key: 'exceeds' };

export const useAmountMessage = () => {
  const { t } = useTranslation('payout');
  const { t: tc } = useTranslation('common');
  return useCallback(
    (found: AmountRuleProblem, currency: Currency | undefined): string => {
      switch (found.key) {
        case 'required':
          return tc('validation.required', { field: t('fields.amount') });
        case 'format':
          return t('amountRule.invalid');
        case 'zero':
          return t('amountRule.positive');
        case 'scale':
          return found.scale === 0
            ? t('amountRule.noDecimals', { currency })
            : t('amountRule.scale', { count: found.scale, currency });
        case 'max':
          return t('amountRule.max', { max: formatMoney(found.max, currency ?? '') });
        case 'exceeds':
          return t('amountRule.exceeds');
      }
    },
    [t, tc],
  );
};
