// The state and effects of the exchange form (exchange-panel.tsx): the quote of the pair on
// screen (dropped when the pair or a field changes), the amount's rule, the server's refusals said
// where they belong, and the booking with one Idempotency-Key per submission
// (lib/submission-key.ts).
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
import { formatMoney, isApiError, useLanguage, type ApiErrorCode } from '@tradebridge/ui';
import { Form, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentConfirmCredentials } from '../../../components/payment-confirm/index.ts';
import { useAmountMessage } from '../../../lib/amount-message.ts';
import { capitalize } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { localDeadline } from '../../../lib/use-countdown.ts';
import { useConfirmExchange } from '../api/confirm-exchange.ts';
import { useCreateQuote } from '../api/create-quote.ts';
import type { Pair } from './labels.ts';
import { validValues } from '../../../lib/valid-values.ts';

export type ExchangeValues = { side: QuoteSide; amount: string; lockSeconds: LockPeriod };

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

type FieldError = { name: (typeof FIELDS)[number]; errors: string[] };

/**
 * Where a refusal of the quote request is said: the problems of the form's fields under them (the
 * server's "field: " prefix dropped), a short balance under the amount, the rest above the button.
 */
const placesOfQuoteError = (
  error: unknown,
  language: string,
): { fields: FieldError[]; problem: string | null } => {
  if (!isApiError(error))
    return { fields: [], problem: error instanceof Error ? error.message : String(error) };
  const onForm = error.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field));
  if (onForm.length > 0) {
    const rest = error.fields.filter((f) => !onForm.includes(f));
    return {
      fields: onForm.map((f) => {
        const reason = f.message.startsWith(`${f.field}: `)
          ? f.message.slice(f.field.length + 2)
          : f.message;
        return {
          name: f.field as (typeof FIELDS)[number],
          errors: [capitalize(reason, language)],
        };
      }),
      problem: rest.length > 0 ? rest.map((f) => f.message).join('; ') : null,
    };
  }
  if (error.code === 'INSUFFICIENT_BALANCE')
    return { fields: [{ name: 'amount', errors: [error.message] }], problem: null };
  return { fields: [], problem: error.message };
};

type Quoted = { quote: ExchangeQuote; deadline: number };

const EXCHANGE_AMOUNT = { ns: 'exchange', rules: 'amountRule', field: 'form.amount' };

/** Why a typed amount cannot be quoted yet, in the area's words; null when it can. */
const useAmountProblem = () => {
  const { t } = useTranslation('exchange');
  const amountMessage = useAmountMessage(EXCHANGE_AMOUNT);
  return (
    value: string | undefined,
    currency: Currency,
    side: QuoteSide,
    rate: IndicativeRate | undefined,
  ): string | null => {
    const problem = amountProblem(value, currency);
    if (problem) return amountMessage(problem, currency);
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

export const useExchangePanel = (pair: Pair, rate: IndicativeRate | undefined) => {
  const language = useLanguage();
  const [form] = Form.useForm<ExchangeValues>();
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
  // The rates are out of date: no quote is given (EXCHANGE_RATES_STALE) until new ones arrive.
  const paused = ownRate?.ratesStale ?? null;

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
    const { fields, problem: rest } = placesOfQuoteError(error, language);
    if (fields.length > 0) form.setFields(fields);
    if (rest !== null) setProblem(rest);
  };

  const onQuote = async () => {
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
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

  const amountRule: FormRule = {
    validator: (_, value: string | undefined) => {
      const text = amountProblemOf(value, amountCurrency, side, ownRate);
      return text ? Promise.reject(new Error(text)) : Promise.resolve();
    },
  };

  const onValuesChange = (changed: Partial<ExchangeValues>) => {
    // A quote is for what was asked: any change asks for a new one.
    drop();
    if ('side' in changed && form.getFieldValue('amount'))
      void form.validateFields(['amount']).catch(() => undefined);
  };

  const onAgain = () => {
    setResult(undefined);
    form.resetFields(['amount']);
  };

  return {
    form,
    side,
    amountCurrency,
    ownRate,
    locks,
    closed,
    paused,
    amountRule,
    problem,
    refusal,
    shown,
    quoting: createQuote.isPending,
    confirming: confirming && shown !== undefined,
    setConfirming,
    result,
    onValuesChange,
    onQuote,
    onConfirm,
    onAgain,
  };
};
