// The chart card of the fund details (fund-detail-screen.tsx): one wallet's daily inflow, outflow
// and balance, by the screen's currency and date filters when they are set, else by its own
// currency and period.
import {
  daysBetween,
  FUND_DAILY_MAX_DAYS,
  type Currency,
  type FundDailyQuery,
} from '@tradebridge/contracts';
import { formatDate } from '@tradebridge/ui';
import { Card, Empty, Flex, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DailyFundChart } from '../../../components/daily-fund-chart.tsx';
import { addDays, lastDays, readerTimeZone, todayIn } from '../../../lib/dates.ts';
import { useDailySummary } from '../api/get-daily-summary.ts';
import { useWallets } from '../api/list-wallets.ts';
import type { FundDetailFilters } from './use-fund-detail-screen.ts';
import { chartLoadOf } from '../../../lib/chart-load.ts';

/** The chart's periods of the last N days. */
export const CHART_PERIODS = [7, 30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/**
 * The chart's dates, counted in the reader's time zone: the date filter when one end is set (an
 * open end is today, or the chosen number of days before the other end; at most
 * FUND_DAILY_MAX_DAYS, ending at its end), else the last `period` days up to today.
 */
export const dailyPeriodOf = (
  range: FundDetailFilters['range'],
  period: ChartPeriod,
  now = new Date(),
  timeZone = readerTimeZone(),
): Pick<FundDailyQuery, 'dateFrom' | 'dateTo' | 'timeZone'> => {
  const [from, to] = range ?? [];
  if (!from && !to) return lastDays(period, now, timeZone);
  const today = todayIn(timeZone, now);
  const start = from?.format('YYYY-MM-DD');
  const dateTo = to ? to.format('YYYY-MM-DD') : start && start > today ? start : today;
  let dateFrom = start ?? addDays(dateTo, -(period - 1));
  if (daysBetween(dateFrom, dateTo) + 1 > FUND_DAILY_MAX_DAYS) {
    dateFrom = addDays(dateTo, -(FUND_DAILY_MAX_DAYS - 1));
  }
  return { dateFrom, dateTo, timeZone };
};

/** The chart card: one wallet's daily movements, by the filters or its own currency and period. */
export const DailyCard = ({ filters }: { filters: FundDetailFilters }) => {
  const { t } = useTranslation('wallet');
  const wallets = useWallets();
  const [chosenCurrency, setChosenCurrency] = useState<Currency>();
  const [period, setPeriod] = useState<ChartPeriod>(30);
  const currency = filters.currency ?? chosenCurrency ?? wallets.data?.[0]?.currency;
  const followsRange = Boolean(filters.range?.[0] || filters.range?.[1]);
  const dates = dailyPeriodOf(filters.range, period);
  const daily = useDailySummary(currency ? { currency, ...dates } : null);
  const held = wallets.data?.map((w) => w.currency) ?? [];
  const options = (currency && !held.includes(currency) ? [currency, ...held] : held).map(
    (code) => ({ value: code, label: code }),
  );
  return (
    <Card
      size="small"
      title={t('daily.title')}
      style={{ marginBottom: 16 }}
      data-testid="fund-daily-card"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          <Select<Currency>
            size="small"
            style={{ width: 100 }}
            aria-label={t('details.currency')}
            value={currency}
            disabled={Boolean(filters.currency)}
            options={options}
            onChange={setChosenCurrency}
            data-testid="daily-currency"
          />
          <Segmented<ChartPeriod>
            size="small"
            value={period}
            disabled={followsRange}
            options={CHART_PERIODS.map((n) => ({
              value: n,
              label: t('daily.lastDays', { count: n }),
            }))}
            onChange={setPeriod}
            data-testid="daily-period"
          />
        </Flex>
      }
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="daily-dates">
        {followsRange
          ? t('daily.followsFilter', {
              from: formatDate(dates.dateFrom),
              to: formatDate(dates.dateTo),
            })
          : t('daily.dates', { from: formatDate(dates.dateFrom), to: formatDate(dates.dateTo) })}
      </Typography.Text>
      <div style={{ marginTop: 8 }}>
        {currency ? (
          <DailyFundChart data={daily.data} {...chartLoadOf(daily)} />
        ) : wallets.data?.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.empty')} />
        ) : (
          <DailyFundChart data={undefined} {...chartLoadOf(wallets)} />
        )}
      </div>
    </Card>
  );
};
