// The items an exchange's summaries share (its record, its result, the live rate): the amounts
// sold and bought, the rate given both ways and the mid-market rate both ways.
import { formatMoney, formatRate } from '@tradebridge/ui';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { factOf } from '../../../components/fact-items.tsx';
import { inverseOf, type Pair } from './labels.ts';

/** "1 USD = 0.9201 EUR" over "1 EUR = 1.0868 USD". */
export const BothWays = ({
  pair,
  rate,
  inverse,
  testId,
}: {
  pair: Pair;
  rate: string;
  inverse: string;
  testId: string;
}) => {
  const { t } = useTranslation('exchange');
  return (
    <Flex vertical gap={0} data-testid={testId}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {t('rate.line', { from: pair.sellCurrency, rate: formatRate(rate), to: pair.buyCurrency })}
      </span>
      <span style={{ whiteSpace: 'nowrap' }}>
        {t('rate.line', {
          from: pair.buyCurrency,
          rate: formatRate(inverse),
          to: pair.sellCurrency,
        })}
      </span>
    </Flex>
  );
};

export const rateFactOf = (
  label: ReactNode,
  of: Pair & { rate: string; inverseRate: string },
  testId: string,
) =>
  factOf(
    'rate',
    label,
    <BothWays pair={of} rate={of.rate} inverse={of.inverseRate} testId={testId} />,
  );

export const midFactOf = (label: ReactNode, of: Pair & { midRate: string }, testId: string) =>
  factOf(
    'mid',
    label,
    <BothWays pair={of} rate={of.midRate} inverse={inverseOf(of.midRate)} testId={testId} />,
  );

/** What was sold and what was bought, each with all its decimals. */
export const sellBuyFactsOf = (
  labels: { sell: ReactNode; buy: ReactNode },
  of: Pair & { sellAmount: string; buyAmount: string },
) => [
  factOf('sell', labels.sell, formatMoney(of.sellAmount, of.sellCurrency, { fixed: true })),
  factOf('buy', labels.buy, formatMoney(of.buyAmount, of.buyCurrency, { fixed: true })),
];
