// Rate inquiry (spec "rate inquiry") of the pair on screen: the rate this merchant gets and the
// mid-market rate, both ways (1 USD = x EUR and 1 EUR = y USD, 4 decimals), the spread, where and
// when the rates were taken, and whether the pair trades now — or when it opens next, in the
// reader's time zone — with the trading window in words.
import { ClockCircleOutlined } from '@ant-design/icons';
import type { IndicativeRate } from '@tradebridge/contracts';
import { formatDateTime, formatRate, useLanguage } from '@tradebridge/ui';
import { Alert, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../../../components/detail-states.tsx';
import { Facts } from './facts.tsx';
import type { Pair } from './labels.ts';
import { isAroundTheClock, listOf, weekdayName, zoneName } from './trading-window.ts';
import { factOf } from '../../../components/fact-items.tsx';
import { midFactOf } from './rate-facts.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

/** The trading window in words: the weekly hours in the window's zone, and what never closes. */
export const TradingWindowText = ({ window }: { window: IndicativeRate['window'] }) => {
  const { t } = useTranslation('exchange');
  const language = useLanguage();
  const hours = isAroundTheClock(window)
    ? t('window.always')
    : t('window.weekly', {
        opens: `${weekdayName(window.opens.weekday, language)} ${window.opens.time}`,
        closes: `${weekdayName(window.closes.weekday, language)} ${window.closes.time}`,
        zone: zoneName(window.timeZone, language),
      });
  return (
    <Flex vertical gap={2} data-testid="trading-window">
      <span>{hours}</span>
      {window.alwaysOpen.length > 1 && !isAroundTheClock(window) ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('window.alwaysOpen', { currencies: listOf(window.alwaysOpen, language) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

/** Open now, or closed with the next opening in the reader's zone. */
export const TradingState = ({ rate }: { rate: IndicativeRate }) => {
  const { t } = useTranslation('exchange');
  return rate.open ? (
    <Tag color="success" style={{ marginInlineEnd: 0 }} data-testid="trading-open">
      {t('trading.open')}
    </Tag>
  ) : (
    <Tag
      color="warning"
      icon={<ClockCircleOutlined />}
      style={{ marginInlineEnd: 0 }}
      data-testid="trading-closed"
    >
      {t('trading.closed')}
    </Tag>
  );
};

export const RateCard = ({
  pair,
  rate,
}: {
  pair: Pair | null;
  rate: QueryState<IndicativeRate>;
}) => {
  const { t } = useTranslation('exchange');
  const data = rate.data;
  let body: ReactNode;
  if (!pair) body = <Typography.Text type="secondary">{t('rate.choosePair')}</Typography.Text>;
  else if (rate.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data)
    body = (
      <LoadFailedAlert
        title={t('rate.loadFailed')}
        description={rate.error?.message}
        onRetry={rate.refetch}
        reloadIcon
        data-testid="rate-failed"
      />
    );
  else
    body = (
      <Flex vertical gap={12}>
        <div>
          <Typography.Text type="secondary">{t('rate.yours')}</Typography.Text>
          <div
            style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            data-testid="rate-mine"
          >
            {t('rate.line', {
              from: data.sellCurrency,
              rate: formatRate(data.rate),
              to: data.buyCurrency,
            })}
          </div>
          <Typography.Text type="secondary" data-testid="rate-mine-inverse">
            {t('rate.line', {
              from: data.buyCurrency,
              rate: formatRate(data.inverseRate),
              to: data.sellCurrency,
            })}
          </Typography.Text>
        </div>
        <Facts
          data-testid="rate-details"
          items={[
            midFactOf(t('rate.mid'), data, 'rate-mid'),
            factOf('spread', t('rate.spread'), t('bp', { bp: data.spreadBp }), 'rate-spread'),
            {
              key: 'source',
              label: t('rate.source'),
              children: (
                <span data-testid="rate-source">
                  {t('rate.sourceAt', {
                    provider: t(`provider.${data.provider}`, { defaultValue: data.provider }),
                    time: formatDateTime(data.asOf),
                  })}
                </span>
              ),
            },
            {
              key: 'trading',
              label: t('trading.label'),
              children: (
                <Flex vertical gap={4} align="start" data-testid="rate-trading">
                  <TradingState rate={data} />
                  {!data.open && data.nextOpenAt ? (
                    <span data-testid="rate-next-open">
                      {t('trading.opensAt', { time: formatDateTime(data.nextOpenAt) })}
                    </span>
                  ) : null}
                </Flex>
              ),
            },
            {
              key: 'window',
              label: t('window.label'),
              children: <TradingWindowText window={data.window} />,
            },
          ]}
        />
        {data.review ? (
          <Alert type="info" showIcon title={t('review.pairNotice')} data-testid="rate-review" />
        ) : null}
      </Flex>
    );
  return (
    <Card
      size="small"
      title={t('rate.title')}
      extra={data && pair ? <TradingState rate={data} /> : null}
      style={{ height: '100%' }}
      data-testid="rate-card"
    >
      {body}
    </Card>
  );
};
