// Home's balances summary chart: the last 30 UTC days of one wallet, by default the one with the
// largest available balance. The wallet's daily query is passed in (app/pages/home-page.tsx).
import {
  roundToScale,
  type Currency,
  type FundDaily,
  type WalletBalance,
} from '@tradebridge/contracts';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DailyFundChart } from '../../../components/daily-fund-chart.tsx';
import { LAID_OUT_NEAR_SCREEN, type Loaded } from './home-screen.tsx';
import { chartLoadOf } from '../../../lib/chart-load.ts';

export const HOME_CHART_DAYS = 30;

/** Enough decimals for every currency: amounts compare exactly as integers at this scale. */
const COMPARE_SCALE = 18;

/**
 * The wallet with the largest available amount (face value: there are no rates here); USD when
 * no wallet holds anything (or the first wallet when there is no USD one).
 */
export const largestCurrency = (wallets: WalletBalance[]): Currency => {
  let best: { currency: Currency; amount: bigint } | undefined;
  for (const w of wallets) {
    const amount = roundToScale(w.available, COMPARE_SCALE);
    if (amount > 0n && (!best || amount > best.amount)) best = { currency: w.currency, amount };
  }
  if (best) return best.currency;
  return wallets.some((w) => w.currency === 'USD') ? 'USD' : (wallets[0]?.currency ?? 'USD');
};

export type BalancesChartProps = {
  wallets: WalletBalance[];
  /** The wallet charted (none while the wallets load), and the choice of another. */
  currency: Currency | null;
  onCurrency: (currency: Currency) => void;
  /** Its last HOME_CHART_DAYS days. */
  daily: Loaded<FundDaily> & { error: Error | null };
};

export const BalancesChart = ({ wallets, currency, onCurrency, daily }: BalancesChartProps) => {
  const { t } = useTranslation('home');
  return (
    <div style={{ marginTop: 20, ...LAID_OUT_NEAR_SCREEN }} data-testid="home-daily">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('chart.title', { count: HOME_CHART_DAYS })}</Typography.Text>
        <Select<Currency>
          size="small"
          style={{ width: 100 }}
          aria-label={t('chart.currency')}
          value={currency ?? undefined}
          disabled={!currency}
          options={wallets.map((w) => ({ value: w.currency, label: w.currency }))}
          onChange={onCurrency}
          data-testid="home-daily-currency"
        />
      </Flex>
      <DailyFundChart data={daily.data} {...chartLoadOf(daily)} />
    </div>
  );
};
