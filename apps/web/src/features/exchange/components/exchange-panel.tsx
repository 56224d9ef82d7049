// The exchange itself (spec "exchange"), for the pair chosen above it: which amount to type (what
// is sold or what comes in; the quote works out the other), the amount within the available
// balance, the rate lock (1 minute, or longer for the extra bp shown before booking), then a firm
// quote with its countdown. Confirming opens the payment confirmation with the sell amount as the
// total and books the quote with one Idempotency-Key per confirmation (lib/submission-key.ts).
// The server's refusals are said where the user looks: a field's problem under the field, a closed
// market, a lapsed quote or a short balance in words of the error catalogue; rates out of date
// pause the exchange, and the panel says so before any quote is asked for.
import { LockPeriod, QuoteSide, type IndicativeRate } from '@tradebridge/contracts';
import {
  AmountInput,
  formatDateTime,
  formatMoney,
  messageForCode,
  useLanguage,
} from '@tradebridge/ui';
import { Alert, Button, Flex, Form, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaymentConfirmModal } from '../../../components/payment-confirm/index.ts';
import { ExchangeResult } from './exchange-result.tsx';
import { LOCK_NAMES, type Pair } from './labels.ts';
import { QuoteCard } from './quote-card.tsx';
import { useExchangePanel, type ExchangeValues } from './use-exchange-panel.ts';

/** The rate locks the pair offers, with the extra basis points of the longer ones. */
const LockField = ({ locks }: { locks: IndicativeRate['locks'] }) => {
  const { t } = useTranslation('exchange');
  return (
    <Form.Item name="lockSeconds" label={t('lock.label')} extra={t('lock.hint')}>
      <Radio.Group data-testid="exchange-lock">
        <Space orientation="vertical" size={4}>
          {locks.map((lock) => (
            <Radio key={lock.seconds} value={lock.seconds}>
              <span data-testid={`lock-${lock.seconds}`}>
                {t(`lock.${LOCK_NAMES[lock.seconds]}`)}
                {lock.extraBp > 0 ? ` · ${t('lock.extra', { bp: lock.extraBp })}` : ''}
              </span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
};

/** The market of the pair is closed now: when it opens again. */
const ClosedNotice = ({ rate }: { rate: IndicativeRate }) => {
  const { t } = useTranslation('exchange');
  const language = useLanguage();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={messageForCode('TRADING_NOT_SUPPORTED', language)}
      description={
        rate.nextOpenAt
          ? t('trading.opensAt', { time: formatDateTime(rate.nextOpenAt) })
          : undefined
      }
      data-testid="exchange-closed"
    />
  );
};

/**
 * The rates are out of date: exchange is paused for everyone, not refused for this amount — said
 * as such, with the rates' day and age, before anyone asks for a quote.
 */
const PausedNotice = ({ paused }: { paused: NonNullable<IndicativeRate['ratesStale']> }) => {
  const { t } = useTranslation('exchange');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('paused.title')}
      description={t('paused.body', {
        time: formatDateTime(paused.asOf),
        count: paused.ageWorkingDays,
        max: paused.maxAgeWorkingDays,
      })}
      data-testid="exchange-paused"
    />
  );
};

export const ExchangePanel = ({
  pair,
  rate,
}: {
  pair: Pair;
  /** The rate of `pair` once loaded (locks, balance, least amount, trading now). */
  rate: IndicativeRate | undefined;
}) => {
  const { t } = useTranslation('exchange');
  const exchange = useExchangePanel(pair, rate);
  const { ownRate, shown } = exchange;

  if (exchange.result) return <ExchangeResult order={exchange.result} onAgain={exchange.onAgain} />;

  return (
    <Flex vertical gap={16}>
      <Form<ExchangeValues>
        form={exchange.form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ side: QuoteSide.Sell, lockSeconds: LockPeriod.OneMinute }}
        data-testid="exchange-form"
        onValuesChange={exchange.onValuesChange}
      >
        <Form.Item name="side" label={t('form.side')}>
          <Radio.Group
            optionType="button"
            data-testid="exchange-side"
            options={[
              {
                value: QuoteSide.Sell,
                label: t('form.sideSell', { currency: pair.sellCurrency }),
              },
              { value: QuoteSide.Buy, label: t('form.sideBuy', { currency: pair.buyCurrency }) },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={exchange.side === QuoteSide.Sell ? t('form.sellAmount') : t('form.buyAmount')}
          dependencies={['side']}
          extra={
            ownRate ? (
              <span data-testid="exchange-available">
                {t('form.available', {
                  amount: formatMoney(ownRate.available, ownRate.sellCurrency),
                })}
              </span>
            ) : undefined
          }
          rules={[exchange.amountRule]}
        >
          <AmountInput
            suffix={exchange.amountCurrency}
            maxLength={32}
            onPressEnter={() => void exchange.onQuote()}
            data-testid="exchange-amount"
          />
        </Form.Item>
        <LockField locks={exchange.locks} />
        {exchange.paused ? <PausedNotice paused={exchange.paused} /> : null}
        {exchange.closed && ownRate && !exchange.paused ? <ClosedNotice rate={ownRate} /> : null}
        {exchange.problem ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={exchange.problem}
            data-testid="exchange-problem"
          />
        ) : null}
        <Button
          type={shown ? 'default' : 'primary'}
          loading={exchange.quoting}
          disabled={exchange.closed || exchange.paused !== null}
          onClick={() => void exchange.onQuote()}
          data-testid="exchange-get-quote"
        >
          {shown ? t('quote.requote') : t('form.getQuote')}
        </Button>
      </Form>
      {shown ? (
        <QuoteCard
          key={shown.quote.quoteId}
          quote={shown.quote}
          deadline={shown.deadline}
          refusal={exchange.refusal}
          requoting={exchange.quoting}
          onConfirm={() => exchange.setConfirming(true)}
          onRequote={() => void exchange.onQuote()}
        />
      ) : null}
      {exchange.confirming && shown ? (
        // Mounted while open: a confirmation starts empty, and a closed one leaves nothing behind.
        <PaymentConfirmModal
          open
          total={shown.quote.sellAmount}
          currency={shown.quote.sellCurrency}
          title={t('confirm.title')}
          confirmText={t('confirm.submit')}
          onCancel={() => exchange.setConfirming(false)}
          onConfirm={exchange.onConfirm}
        />
      ) : null}
    </Flex>
  );
};
