// The mid rate of the pair on screen over the last RATE_HISTORY_DAYS days, read either way round:
// as chosen (1 USD in EUR) or inverted (1 EUR in USD). A pair whose rate is tiny (1 IDR in USD)
// starts inverted, where four decimals still say something.
import {
  RATE_HISTORY_DAYS,
  RATE_SCALE,
  rateUnitsOf,
  type RateHistory,
} from '@tradebridge/contracts';
import { formatRate } from '@tradebridge/ui';
import { Card, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateHistory } from '../api/get-rate-history.ts';
import { inverseOf, type Pair } from './labels.ts';
import { RateHistoryChart } from './rate-history-chart.tsx';
import { rateRange, type RatePoint } from './use-rate-history-chart.ts';
import { chartLoadOf } from '../../../lib/chart-load.ts';

/** Below 0.1, four decimals keep fewer than four significant digits: read the other way. */
const TINY = 10n ** BigInt(RATE_SCALE - 1);

export const startsInverted = (history: RateHistory | undefined) => {
  const last = history?.points.at(-1)?.rate;
  try {
    return last !== undefined && rateUnitsOf(last) > 0n && rateUnitsOf(last) < TINY;
  } catch {
    return false;
  }
};

type Direction = 'asChosen' | 'inverted';

export const HistoryCard = ({ pair }: { pair: Pair }) => {
  const { t } = useTranslation('exchange');
  const history = useRateHistory(pair);
  // The reader's choice holds for this pair; a new pair starts at its own default.
  const [chosen, setChosen] = useState<{ pair: Pair; direction: Direction }>();
  const own =
    chosen &&
    chosen.pair.sellCurrency === pair.sellCurrency &&
    chosen.pair.buyCurrency === pair.buyCurrency
      ? chosen.direction
      : undefined;
  const direction: Direction = own ?? (startsInverted(history.data) ? 'inverted' : 'asChosen');
  const inverted = direction === 'inverted';
  const from = inverted ? pair.buyCurrency : pair.sellCurrency;
  const to = inverted ? pair.sellCurrency : pair.buyCurrency;

  const points = useMemo((): RatePoint[] | undefined => {
    const data = history.data?.points;
    if (!data) return undefined;
    return inverted ? data.map((p) => ({ date: p.date, rate: inverseOf(p.rate) })) : data;
  }, [history.data, inverted]);
  const range = points && points.length > 0 ? rateRange(points) : undefined;

  return (
    <Card
      size="small"
      title={t('chart.title', { days: RATE_HISTORY_DAYS })}
      data-testid="rate-history"
      extra={
        <Segmented<Direction>
          size="small"
          value={direction}
          onChange={(next) => setChosen({ pair, direction: next })}
          options={[
            { value: 'asChosen', label: `${pair.sellCurrency} → ${pair.buyCurrency}` },
            { value: 'inverted', label: `${pair.buyCurrency} → ${pair.sellCurrency}` },
          ]}
          data-testid="rate-history-direction"
        />
      }
    >
      <Flex vertical gap={8}>
        <Flex gap={16} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('chart.caption', { from, to })}
          </Typography.Text>
          {range ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="rate-range">
              {t('chart.range', { high: formatRate(range.high), low: formatRate(range.low) })}
            </Typography.Text>
          ) : null}
        </Flex>
        <RateHistoryChart points={points} from={from} to={to} {...chartLoadOf(history)} />
      </Flex>
    </Card>
  );
};
