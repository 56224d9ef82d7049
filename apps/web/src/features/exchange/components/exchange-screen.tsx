// /exchange (spec "start exchange", "rate inquiry"): one pair chosen at the top (any two of the 21
// currencies, swapped with one button; `?sell=&buy=` preselects it) drives the whole screen — the
// exchange beside the rate inquiry, the mid rate of the last 30 days, and the rate alerts. The
// spec's notice that a quote holds only for a limited window stands above the exchange. Before the
// merchant is certified, or for a user who may only look, the exchange gives way to why.
import { InfoCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { isCurrency, type Currency } from '@tradebridge/contracts';
import { Alert, Button, Card, Col, Flex, Result, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CertificationRequired } from '../../../components/certification-required.tsx';
import { canAccess } from '../../../lib/access.ts';
import { needsCertification } from '../../../lib/certification.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useRate } from '../api/get-rate.ts';
import { AlertsCard } from './alerts-card.tsx';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { ExchangePanel } from './exchange-panel.tsx';
import { HistoryCard } from './history-card.tsx';
import type { Pair } from './labels.ts';
import { RateCard } from './rate-card.tsx';

const DEFAULT_PAIR: Pair = { sellCurrency: 'USD', buyCurrency: 'EUR' };

/** The pair the address asks for, if it is one (two different known currencies). */
export const pairOfSearch = (search: URLSearchParams): Pair => {
  const sell = search.get('sell');
  const buy = search.get('buy');
  if (sell && buy && sell !== buy && isCurrency(sell) && isCurrency(buy))
    return { sellCurrency: sell, buyCurrency: buy };
  if (sell && isCurrency(sell))
    return { sellCurrency: sell, buyCurrency: sell === 'USD' ? 'EUR' : 'USD' };
  return DEFAULT_PAIR;
};

/** The pair after one side was chosen: choosing the other side's currency swaps them. */
export const choose = (pair: Pair, side: 'sell' | 'buy', currency: Currency): Pair => {
  if (side === 'sell')
    return currency === pair.buyCurrency
      ? { sellCurrency: currency, buyCurrency: pair.sellCurrency }
      : { ...pair, sellCurrency: currency };
  return currency === pair.sellCurrency
    ? { sellCurrency: pair.buyCurrency, buyCurrency: currency }
    : { ...pair, buyCurrency: currency };
};

/** One currency of the pair, under its label. */
const PairSide = ({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: Currency;
  onChange: (currency: Currency) => void;
  testId: string;
}) => (
  <Flex vertical gap={4} style={{ flex: '1 1 160px', maxWidth: 260 }}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <CurrencySelect
      value={value}
      onChange={onChange}
      aria-label={label}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  </Flex>
);

const PairPicker = ({ pair, onChange }: { pair: Pair; onChange: (pair: Pair) => void }) => {
  const { t } = useTranslation('exchange');
  return (
    <Flex gap={12} align="flex-end" wrap data-testid="exchange-pair">
      <PairSide
        label={t('pair.sell')}
        value={pair.sellCurrency}
        onChange={(currency) => onChange(choose(pair, 'sell', currency))}
        testId="pair-sell"
      />
      <Button
        icon={<SwapOutlined />}
        onClick={() => onChange({ sellCurrency: pair.buyCurrency, buyCurrency: pair.sellCurrency })}
        aria-label={t('pair.swap')}
        title={t('pair.swap')}
        data-testid="pair-swap"
      />
      <PairSide
        label={t('pair.buy')}
        value={pair.buyCurrency}
        onChange={(currency) => onChange(choose(pair, 'buy', currency))}
        testId="pair-buy"
      />
    </Flex>
  );
};

/** The exchange, or why this user cannot exchange here. */
const ExchangeArea = ({ pair, rate }: { pair: Pair; rate: ReturnType<typeof useRate> }) => {
  const { t } = useTranslation('exchange');
  const user = useCurrentUser();
  if (needsCertification(user.state)) return <CertificationRequired user={user} />;
  if (!canAccess(user, { permission: 'exchange:operate' }))
    return (
      <Result
        status="info"
        title={t('form.viewOnly')}
        subTitle={t('form.viewOnlyHint')}
        data-testid="exchange-view-only"
      />
    );
  return <ExchangePanel pair={pair} rate={rate.data} />;
};

export const ExchangeScreen = () => {
  const { t } = useTranslation('exchange');
  const { t: tm } = useTranslation('menu');
  // The pair lives in the address: a link (`?sell=&buy=`), a reload or a bookmark keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const pair = pairOfSearch(searchParams);
  const rate = useRate(pair);

  const onPair = (next: Pair) =>
    setSearchParams({ sell: next.sellCurrency, buy: next.buyCurrency }, { replace: true });

  return (
    <Flex vertical gap={16} data-testid="exchange-screen">
      <Card title={tm('exchangeStart')}>
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            icon={<InfoCircleOutlined />}
            title={t('notice.quoteWindow')}
            data-testid="exchange-quote-notice"
          />
          <PairPicker pair={pair} onChange={onPair} />
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={13}>
              <ExchangeArea pair={pair} rate={rate} />
            </Col>
            <Col xs={24} xl={11}>
              <RateCard pair={pair} rate={rate} />
            </Col>
          </Row>
        </Flex>
      </Card>
      <HistoryCard pair={pair} />
      <AlertsCard pair={pair} />
    </Flex>
  );
};
