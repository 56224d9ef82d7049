// /main: home's screen with the money of the wallet feature and, until the merchant is certified,
// the certification's card. Home shows the wallet's own queries
// (balances, one wallet's last days, the first page of the fund details), so each cache key has
// one definition and one queryFn, and a transfer refreshes home with the wallet screens.
import type { Currency } from '@tradebridge/contracts';
import { useState } from 'react';
import { lastDays } from '../../lib/dates.ts';
import { CertificationCard } from '../../features/certification/components/certification-card.tsx';
import {
  BalancesChart,
  HOME_CHART_DAYS,
  largestCurrency,
} from '../../features/home/components/balances-chart.tsx';
import {
  BalancesCard,
  HomeScreen,
  RECENT_COUNT,
  RecentMovementsCard,
} from '../../features/home/components/home-screen.tsx';
import { useDailySummary } from '../../features/wallet/api/get-daily-summary.ts';
import { useFundDetails } from '../../features/wallet/api/list-fund-details.ts';
import { useWallets } from '../../features/wallet/api/list-wallets.ts';
import { useCurrentUser } from '../../lib/merchant-info.ts';

const HomeBalances = () => {
  const wallets = useWallets();
  const [chosen, setChosen] = useState<Currency>();
  const currency =
    wallets.data && wallets.data.length > 0 ? (chosen ?? largestCurrency(wallets.data)) : null;
  const daily = useDailySummary(currency && { currency, ...lastDays(HOME_CHART_DAYS) });
  return (
    <BalancesCard
      wallets={wallets}
      chart={
        <BalancesChart
          wallets={wallets.data ?? []}
          currency={currency}
          onCurrency={setChosen}
          daily={daily}
        />
      }
    />
  );
};

const HomeRecentMovements = () => {
  const movements = useFundDetails({ pageNum: 1, pageSize: RECENT_COUNT });
  return <RecentMovementsCard movements={movements} />;
};

export const HomePage = () => {
  const user = useCurrentUser();
  return (
    <HomeScreen
      certification={<CertificationCard user={user} />}
      balances={<HomeBalances />}
      recent={<HomeRecentMovements />}
    />
  );
};
