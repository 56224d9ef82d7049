// The contracts' amount rule (amountProblem) as a form rule, in the operator's words: the amount
// stays the decimal string typed (never a JS number) and is judged against the currency the form
// has chosen, or a fixed one, as the server will judge it. Every amount field of the console uses
// it (the sandbox credit, a credit posted by hand, the screening thresholds).
import { amountProblem, type AmountProblem, type Currency } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export const amountMessage = (
  t: TFunction<'common'>,
  problem: AmountProblem,
  currency: Currency | undefined,
): string => {
  switch (problem.key) {
    case 'required':
      return t('amount.required');
    case 'format':
      return t('amount.invalid');
    case 'zero':
      return t('amount.positive');
    case 'scale':
      return problem.scale === 0
        ? t('amount.noDecimals', { currency })
        : t('amount.scale', { currency, count: problem.scale });
    case 'max':
      return t('amount.tooLarge', { max: formatMoney(problem.max, currency) });
  }
};

/**
 * The rule of an amount field whose currency is `currency` (fixed) or the form's field of that name.
 * An empty amount passes: the field's `required` rule names it.
 */
export const useAmountRule = (currency: { fixed: Currency } | { field: string }): FormRule => {
  const { t } = useTranslation('common');
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const code =
        'fixed' in currency
          ? currency.fixed
          : (getFieldValue(currency.field) as Currency | undefined);
      const problem = amountProblem(value, code);
      if (!problem || problem.key === 'required') return Promise.resolve();
      return Promise.reject(new Error(amountMessage(t, problem, code)));
    },
  });
};
