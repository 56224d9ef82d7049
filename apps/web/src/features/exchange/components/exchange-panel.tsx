// The exchange itself (spec "exchange"), for the pair chosen above it: which amount to type (what
// is sold or what comes in; the quote works out the other), the amount within the available
// balance, the rate lock (1 minute, or longer for the extra bp shown before booking), then a firm
// quote with its countdown. Confirming opens the payment confirmation with the sell amount as the
// total and books the quote with one Idempotency-Key per confirmation (lib/submission-key.ts).
// The server's refusals are said where the user looks: a field's problem under the field, a closed
// market, a lapsed quote or a short balance in words of the error catalogue.
import {
  amountProblem,
  isDecimalString,
  LockPeriod,
  QuoteSide,
  toMinor,
  type Currency,
  type ExchangeOrder,
  type ExchangeQuote,
  type IndicativeRate,
} from '@tradebridge/contracts';
import {
  AmountInput,
  formatDateTime,
  formatMoney,
  isApiError,
  messageForCode,
  useLanguage,
  type ApiErrorCode,
} from '@tradebridge/ui';
import { Alert, Button, Flex, Form, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PaymentConfirmModal,
  type PaymentConfirmCredentials,
} from '../../../components/payment-confirm/index.ts';
import { capitalize } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { localDeadline } from '../../../lib/use-countdown.ts';
import { useConfirmExchange } from '../api/confirm-exchange.ts';
import { useCreateQuote } from '../api/create-quote.ts';
import { ExchangeResult } from './exchange-result.tsx';
import { LOCK_NAMES, type Pair } from './labels.ts';
import { QuoteCard } from './quote-card.tsx';

type Values = { side: QuoteSide; amount: string; lockSeconds: LockPeriod };

/** The form's fields the server may name in a refusal. */
const FIELDS = ['side', 'amount', 'lockSeconds'] as const;

/**
 * Refusals that end a quote: it cannot be booked any more (lapsed, the market closed, the balance
 * went, the quote is unknown). The confirmation closes and the quote says why.
 */
const QUOTE_REFUSALS: ReadonlySet<ApiErrorCode> = new Set([
  'TRADING_TIMEOUT',
  'TRADING_NOT_SUPPORTED',
  'INSUFFICIENT_BALANCE',
  'NOT_FOUND',
]);

type Quoted = { quote: ExchangeQuote; deadline: number };

/** Why a typed amount cannot be quoted yet, in the area's words; null when it can. */
const useAmountProblem = () => {
  const { t } = useTranslation('exchange');
  const { t: tc } = useTranslation('common');
  return (
    value: string | undefined,
    currency: Currency,
    side: QuoteSide,
    rate: IndicativeRate | undefined,
  ): string | null => {
    const problem = amountProblem(value, currency);
    if (problem) {
      switch (problem.key) {
        case 'required':
          return tc('validation.required', { field: t('form.amount') });
        case 'format':
          return t('amountRule.invalid');
        case 'zero':
          return t('amountRule.positive');
        case 'scale':
          return problem.scale === 0
            ? t('amountRule.noDecimals', { currency })
            : t('amountRule.scale', { count: problem.scale, currency });
        case 'max':
          return t('amountRule.max', { max: formatMoney(problem.max, currency) });
      }
    }
    // What the rate says of the sell currency: the least amount and the balance (the server checks
    // both again; a bought amount's price is known only from the quote).
    if (side !== QuoteSide.Sell || !rate || rate.sellCurrency !== currency || !value) return null;
    const amount = toMinor(value.trim(), currency);
    if (isDecimalString(rate.minSell) && amount < toMinor(rate.minSell, currency))
      return t('amountRule.minSell', { min: formatMoney(rate.minSell, currency) });
    if (isDecimalString(rate.available) && amount > toMinor(rate.available, currency))
      return t('amountRule.exceeds');
    return null;
  };
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
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const createQuote = useCreateQuote();
  const confirm = useConfirmExchange();
  const submission = useSubmissionKey('exchange-confirm');
  const amountProblemOf = useAmountProblem();
  const [quoted, setQuoted] = useState<Quoted>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ExchangeOrder>();
  // The quote belongs to the pair it was asked for: another pair drops it.
  const [quotedPair, setQuotedPair] = useState(pair);
  if (
    quotedPair.sellCurrency !== pair.sellCurrency ||
    quotedPair.buyCurrency !== pair.buyCurrency
  ) {
    setQuotedPair(pair);
    setQuoted(undefined);
    setRefusal(null);
    setProblem(null);
  }

  // A quote asked for before the pair changed, answered after: not this pair's.
  const shown =
    quoted &&
    quoted.quote.sellCurrency === pair.sellCurrency &&
    quoted.quote.buyCurrency === pair.buyCurrency
      ? quoted
      : undefined;

  const side = Form.useWatch('side', form) ?? QuoteSide.Sell;
  const amountCurrency = side === QuoteSide.Sell ? pair.sellCurrency : pair.buyCurrency;
  const ownRate =
    rate && rate.sellCurrency === pair.sellCurrency && rate.buyCurrency === pair.buyCurrency
      ? rate
      : undefined;
  const locks = ownRate?.locks ?? [{ seconds: LockPeriod.OneMinute, extraBp: 0 }];
  const closed = ownRate ? !ownRate.open : false;

  // A lock the new pair does not offer is not kept: back to the 1-minute lock every pair has.
  const offered = locks.map((lock) => lock.seconds).join(',');
  useEffect(() => {
    const chosen = form.getFieldValue('lockSeconds') as LockPeriod | undefined;
    if (chosen !== undefined && !offered.split(',').map(Number).includes(chosen))
      form.setFieldValue('lockSeconds', LockPeriod.OneMinute);
  }, [form, offered]);

  const drop = () => {
    setQuoted(undefined);
    setRefusal(null);
    setProblem(null);
  };

  /** A refusal of the quote request said where it belongs. */
  const onQuoteError = (error: unknown) => {
    if (!isApiError(error)) {
      setProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    const onForm = error.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field));
    if (onForm.length > 0) {
      form.setFields(
        onForm.map((f) => {
          const reason = f.message.startsWith(`${f.field}: `)
            ? f.message.slice(f.field.length + 2)
            : f.message;
          return {
            name: f.field as (typeof FIELDS)[number],
            errors: [capitalize(reason, language)],
          };
        }),
      );
      const rest = error.fields.filter((f) => !onForm.includes(f));
      if (rest.length > 0) setProblem(rest.map((f) => f.message).join('; '));
      return;
    }
    if (error.code === 'INSUFFICIENT_BALANCE') {
      form.setFields([{ name: 'amount', errors: [error.message] }]);
      return;
    }
    setProblem(error.message);
  };

  const onQuote = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    drop();
    try {
      const quote = await createQuote.mutateAsync({
        sellCurrency: pair.sellCurrency,
        buyCurrency: pair.buyCurrency,
        side: values.side,
        amount: values.amount.trim(),
        lockSeconds: values.lockSeconds,
      });
      setQuoted({ quote, deadline: localDeadline(quote.expiresAt, quote.serverTime) });
    } catch (error) {
      onQuoteError(error);
    }
  };

  const onConfirm = async ({ reenteredAmount, ...credentials }: PaymentConfirmCredentials) => {
    if (!shown) return;
    try {
      const order = await submission.send(
        { quoteId: shown.quote.quoteId, reenteredAmount, credentials },
        confirm.mutateAsync,
      );
      setConfirming(false);
      setQuoted(undefined);
      setResult(order);
    } catch (error) {
      if (isApiError(error) && QUOTE_REFUSALS.has(error.code)) {
        // This quote cannot be booked any more, whatever is typed: close, and say why on it.
        setConfirming(false);
        setRefusal(error.message);
        return;
      }
      throw error; // shown in the confirmation, which stays open
    }
  };

  if (result) {
    return (
      <ExchangeResult
        order={result}
        onAgain={() => {
          setResult(undefined);
          form.resetFields(['amount']);
        }}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ side: QuoteSide.Sell, lockSeconds: LockPeriod.OneMinute }}
        data-testid="exchange-form"
        onValuesChange={(changed: Partial<Values>) => {
          // A quote is for what was asked: any change asks for a new one.
          drop();
          if ('side' in changed && form.getFieldValue('amount'))
            void form.validateFields(['amount']).catch(() => undefined);
        }}
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
          label={side === QuoteSide.Sell ? t('form.sellAmount') : t('form.buyAmount')}
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
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const text = amountProblemOf(value, amountCurrency, side, ownRate);
                return text ? Promise.reject(new Error(text)) : Promise.resolve();
              },
            },
          ]}
        >
          <AmountInput
            suffix={amountCurrency}
            maxLength={32}
            onPressEnter={() => void onQuote()}
            data-testid="exchange-amount"
          />
        </Form.Item>
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
        {closed && ownRate ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={messageForCode('TRADING_NOT_SUPPORTED', language)}
            description={
              ownRate.nextOpenAt
                ? t('trading.opensAt', { time: formatDateTime(ownRate.nextOpenAt) })
                : undefined
            }
            data-testid="exchange-closed"
          />
        ) : null}
        {problem ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={problem}
            data-testid="exchange-problem"
          />
        ) : null}
        <Button
          type={shown ? 'default' : 'primary'}
          loading={createQuote.isPending}
          disabled={closed}
          onClick={() => void onQuote()}
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
          refusal={refusal}
          requoting={createQuote.isPending}
          onConfirm={() => setConfirming(true)}
          onRequote={() => void onQuote()}
        />
      ) : null}
      {confirming && shown ? (
        // Mounted while open: a confirmation starts empty, and a closed one leaves nothing behind.
        <PaymentConfirmModal
          open
          total={shown.quote.sellAmount}
          currency={shown.quote.sellCurrency}
          title={t('confirm.title')}
          confirmText={t('confirm.submit')}
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
        />
      ) : null}
    </Flex>
  );
};
