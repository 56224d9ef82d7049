// A firm quote (exchange/quote.json) as the merchant checks it before booking: what is sold and
// what comes in, the rate both ways and the mid-market rate, the fee and spread, the rate lock and a
// countdown to its expiry on this machine's clock corrected by the server's (lib/use-countdown).
// Expired — or refused by the server on confirmation — it says so with the catalogue's words and
// offers a new quote; a confirmation already open is left alone.
import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ExchangeQuote } from '@tradebridge/contracts';
import { formatMoney, formatRate, messageForCode, useLanguage } from '@tradebridge/ui';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinutesSeconds, useSecondsUntil } from '../../../lib/use-countdown.ts';
import { Facts } from './facts.tsx';
import { LOCK_NAMES } from './labels.ts';
import { factOf, strongFactOf } from '../../../components/fact-items.tsx';
import { rateFactOf } from './rate-facts.tsx';

export type QuoteCardProps = {
  quote: ExchangeQuote;
  /** When the quote expires, on this machine's clock (localDeadline). */
  deadline: number;
  /** The server's words when it refused to book the quote (TRADING_TIMEOUT…). */
  refusal: string | null;
  requoting: boolean;
  onConfirm: () => void;
  onRequote: () => void;
};

export const QuoteCard = ({
  quote,
  deadline,
  refusal,
  requoting,
  onConfirm,
  onRequote,
}: QuoteCardProps) => {
  const { t } = useTranslation('exchange');
  const language = useLanguage();
  const seconds = useSecondsUntil(deadline);
  const expired = seconds === 0;
  const requote = (
    <Button
      type="primary"
      icon={<ReloadOutlined />}
      loading={requoting}
      onClick={onRequote}
      data-testid="exchange-requote"
    >
      {t('quote.requote')}
    </Button>
  );
  return (
    <Card
      size="small"
      title={t('quote.title')}
      data-testid="exchange-quote"
      data-expired={expired || undefined}
      extra={
        expired || refusal ? (
          <Tag color="error" style={{ marginInlineEnd: 0 }} data-testid="quote-expired">
            {t('quote.expired')}
          </Tag>
        ) : (
          <Flex gap={6} align="center" aria-live="off">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('quote.validFor')}
            </Typography.Text>
            <Tag
              color={seconds <= 10 ? 'warning' : 'processing'}
              icon={<ClockCircleOutlined />}
              style={{ marginInlineEnd: 0, fontVariantNumeric: 'tabular-nums', fontSize: 14 }}
              data-testid="quote-countdown"
            >
              {formatMinutesSeconds(seconds)}
            </Tag>
          </Flex>
        )
      }
    >
      <Flex vertical gap={12}>
        <Facts
          items={[
            strongFactOf(
              'sell',
              t('quote.sell'),
              formatMoney(quote.sellAmount, quote.sellCurrency, { fixed: true }),
              'quote-sell',
            ),
            {
              key: 'buy',
              label: t('quote.buy'),
              children: (
                <Typography.Text strong type="success" data-testid="quote-buy">
                  {formatMoney(quote.buyAmount, quote.buyCurrency, { fixed: true })}
                </Typography.Text>
              ),
            },
            rateFactOf(t('quote.rate'), quote, 'quote-rate'),
            {
              key: 'mid',
              label: t('rate.mid'),
              children: (
                <span data-testid="quote-mid">
                  {t('rate.line', {
                    from: quote.sellCurrency,
                    rate: formatRate(quote.midRate),
                    to: quote.buyCurrency,
                  })}
                </span>
              ),
            },
            {
              key: 'fee',
              label: t('quote.fee'),
              children: (
                <span data-testid="quote-fee">
                  {t('quote.feeOf', {
                    fee: formatMoney(quote.fee, quote.sellCurrency, { fixed: true }),
                    spread: t('bp', { bp: quote.spreadBp }),
                  })}
                </span>
              ),
            },
            factOf('lock', t('lock.label'), t(`lock.${LOCK_NAMES[quote.lockSeconds]}`)),
          ]}
        />
        {quote.review ? (
          <Alert type="info" showIcon title={t('review.notice')} data-testid="quote-review" />
        ) : null}
        {refusal || expired ? (
          // The way on under the words, not beside them: on a phone a side action squeezes them.
          <Flex vertical gap={8} align="start">
            <Alert
              type={refusal ? 'error' : 'warning'}
              showIcon
              title={refusal ?? messageForCode('TRADING_TIMEOUT', language)}
              style={{ alignSelf: 'stretch' }}
              data-testid={refusal ? 'quote-refused' : 'quote-timeout'}
            />
            {requote}
          </Flex>
        ) : (
          <Flex gap={8} wrap>
            <Button type="primary" onClick={onConfirm} data-testid="exchange-confirm">
              {t('quote.confirm')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
};
