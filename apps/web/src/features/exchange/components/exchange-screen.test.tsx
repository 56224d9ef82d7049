import { AccountState, ExchangeState, exchangeApi, walletApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectError, expectRefused, type } from '../../../test/form.ts';
import { mainUser, memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import { choose, pairOfSearch } from './exchange-screen.tsx';
import {
  alertOf,
  chooseOption,
  historyOf,
  orderOf,
  QUOTE_ID,
  quoteOf,
  rateOf,
  SCREEN,
} from './test-data.ts';
import { confirmPayment } from '../../../test/payment.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./exchange-screen.tsx'),
);

const open = async (
  api: StubAnswers = [],
  {
    path = '/exchange',
    language = 'en-US',
    user,
    clock = false,
  }: {
    path?: string;
    language?: 'en-US' | 'ru-RU' | 'zh-CN';
    user?: ReturnType<typeof mainUser>;
    /** Fake timers (which still follow real time): a test moves the clock on by minutes. */
    clock?: boolean;
  } = {},
) => {
  if (clock) vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(path, {
    language,
    api: [...SCREEN, ...api],
    ...(user ? { user } : {}),
  });
  const screenEl = await screen.findByTestId('exchange-screen', {}, { timeout: 10_000 });
  return {
    ...view,
    screenEl,
    user: userEvent.setup(clock ? { advanceTimers: vi.advanceTimersByTime } : {}),
  };
};

/** Moves the clock on (the countdowns tick with it). */
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Types an amount and asks for a quote; answers the quote card. */
const quote = async (
  user: ReturnType<typeof userEvent.setup>,
  amount: string,
): Promise<HTMLElement> => {
  const form = await screen.findByTestId('exchange-form');
  await within(form).findByTestId('exchange-available');
  await type(user, form, 'exchange-amount', amount);
  await user.click(within(form).getByTestId('exchange-get-quote'));
  return screen.findByTestId('exchange-quote');
};

/** Confirms the quote on screen in the payment confirmation. */
const confirmWith = async (user: ReturnType<typeof userEvent.setup>, total: string) => {
  await user.click(screen.getByTestId('exchange-confirm'));
  const modal = await screen.findByTestId('payment-confirm');
  expect(screen.getByTestId('payment-confirm-total').textContent).toContain(total);
  await confirmPayment(user, modal, '1000');
  return modal;
};

describe('rate inquiry', () => {
  it('shows my rate and the mid-market rate both ways, the spread, the source, trading now and the window in words', async () => {
    await open();
    const card = await screen.findByTestId('rate-card');
    await within(card).findByTestId('rate-mine');
    expect(within(card).getByTestId('rate-mine').textContent).toBe('1 USD = 0.9201 EUR');
    expect(within(card).getByTestId('rate-mine-inverse').textContent).toBe('1 EUR = 1.0868 USD');
    // The mid rate's inverse is worked out exactly: 1 / 0.9229 = 1.08354…
    expect(within(card).getByTestId('rate-mid').textContent).toBe(
      '1 USD = 0.9229 EUR1 EUR = 1.0835 USD',
    );
    expect(within(card).getByTestId('rate-spread').textContent).toBe('30 bp');
    expect(within(card).getByTestId('rate-source').textContent).toMatch(
      /^Sandbox rates \(offline\), as of 11\/25\/2026, \d\d:00:00 [AP]M$/,
    );
    expect(within(card).getAllByTestId('trading-open')[0]!.textContent).toBe('Open now');
    expect(within(card).getByTestId('trading-window').textContent).toBe(
      'Monday 06:00 to Saturday 06:00, China Standard TimeBetween USDT and USDC: around the clock',
    );
    // The spec's notice of the quote's limited window.
    expect(screen.getByTestId('exchange-quote-notice').textContent).toContain(
      'A rate quote is valid only for a limited window',
    );
  });

  it('swaps the pair, swaps when one side takes the other side’s currency, and keeps the pair in the address', async () => {
    const { user, router, inputsTo } = await open([], { path: '/exchange?sell=EUR&buy=CNY' });
    const picker = screen.getByTestId('exchange-pair');
    await waitFor(() =>
      expect(inputsTo(exchangeApi.rate)).toContainEqual({
        sellCurrency: 'EUR',
        buyCurrency: 'CNY',
      }),
    );
    await user.click(within(picker).getByTestId('pair-swap'));
    await waitFor(() => expect(router.state.location.search).toBe('?sell=CNY&buy=EUR'));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.rate)).toContainEqual({
        sellCurrency: 'CNY',
        buyCurrency: 'EUR',
      }),
    );
    // Buying what is sold: the two change places rather than making a pair of one currency.
    await chooseOption(user, picker, 'pair-buy', 'CNY');
    await waitFor(() => expect(router.state.location.search).toBe('?sell=EUR&buy=CNY'));
    await chooseOption(user, picker, 'pair-sell', 'HKD');
    await waitFor(() => expect(router.state.location.search).toBe('?sell=HKD&buy=CNY'));
    expect((await screen.findByTestId('rate-mine')).textContent).toBe('1 HKD = 0.9201 CNY');
    // A link to another pair while the screen is open (a rate alert's notice, the address bar).
    await router.navigate('/exchange?sell=GBP&buy=JPY');
    await waitFor(() =>
      expect(screen.getByTestId('rate-mine').textContent).toBe('1 GBP = 0.9201 JPY'),
    );
  });

  it('says when a closed pair opens next, in the reader’s time, and asks no quote', async () => {
    const { callsTo } = await open([
      on(exchangeApi.rate, {
        result: rateOf({ open: false, nextOpenAt: '2026-11-29T22:00:00.000Z' }),
      }),
    ]);
    const card = await screen.findByTestId('rate-card');
    expect((await within(card).findByTestId('rate-next-open')).textContent).toMatch(
      /^Opens 11\/(29|30)\/2026, \d\d:00:00 [AP]M$/,
    );
    expect(within(card).getAllByTestId('trading-closed')[0]!.textContent).toBe('Closed now');
    const closed = await screen.findByTestId('exchange-closed');
    expect(closed.textContent).toContain('Trading is not supported at the current time.');
    expect(screen.getByTestId('exchange-get-quote')).toHaveProperty('disabled', true);
    expect(callsTo(exchangeApi.quote)).toEqual([]);
  });

  it('says plainly that exchange is paused while the rates are out of date, and asks no quote', async () => {
    const stale = {
      provider: 'offline',
      asOf: '2026-11-20T00:00:00.000Z',
      ageWorkingDays: 11,
      maxAgeWorkingDays: 3,
      stale: true,
    };
    const { callsTo } = await open(
      [on(exchangeApi.rate, { result: rateOf({ ratesStale: stale }) })],
      { language: 'ru-RU' },
    );
    const paused = await screen.findByTestId('exchange-paused');
    expect(paused.textContent).toContain('Обмен приостановлен: курсы устарели');
    expect(paused.textContent).toContain('им 11 рабочих дней');
    expect(paused.textContent).toContain('не старше 3 раб. дн.');
    expect(screen.getByTestId('exchange-get-quote')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('exchange-problem')).toBeNull();
    expect(callsTo(exchangeApi.quote)).toEqual([]);
  });

  it('names stale rates when a quote is refused for them, not a generic failure', async () => {
    const { user } = await open([
      on(exchangeApi.quote, {
        errorCode: 'EXCHANGE_RATES_STALE',
        message:
          'Exchange is paused: the exchange rates are out of date (from 2026-11-20, older than 3 working days). It resumes as soon as new rates arrive.',
      }),
    ]);
    const form = await screen.findByTestId('exchange-form');
    await within(form).findByTestId('exchange-available');
    await type(user, form, 'exchange-amount', '100');
    await user.click(within(form).getByTestId('exchange-get-quote'));
    expect((await screen.findByTestId('exchange-problem')).textContent).toContain(
      'the exchange rates are out of date',
    );
  });

  it('draws the mid rate of 30 days, and a tiny rate the other way round', async () => {
    const { user } = await open([
      on(exchangeApi.history, ({ sellCurrency, buyCurrency }) => ({
        result:
          sellCurrency === 'IDR'
            ? historyOf(
                'IDR',
                'USD',
                Array.from({ length: 30 }, () => '0.0000600600'),
              )
            : historyOf(sellCurrency, buyCurrency),
      })),
    ]);
    const history = screen.getByTestId('rate-history');
    await within(history).findByTestId('rate-chart-line');
    expect(within(history).getAllByTestId('rate-hover-target')).toHaveLength(30);
    expect(within(history).getByTestId('rate-range').textContent).toBe('High 0.927 · low 0.915');
    expect(within(history).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Mid-market rate of 1 USD in EUR from 10\/27\/2026 to 11\/25\/2026: /,
    );
    await chooseOption(user, screen.getByTestId('exchange-pair'), 'pair-sell', 'IDR');
    await chooseOption(user, screen.getByTestId('exchange-pair'), 'pair-buy', 'USD');
    // 1 IDR = 0.0001 USD says little at 4 decimals; 1 USD = 16,650.0167 IDR says it all.
    await waitFor(() =>
      expect(within(history).getByTestId('rate-range').textContent).toBe(
        'High 16,650.0167 · low 16,650.0167',
      ),
    );
  });
});

describe('exchange', () => {
  it('quotes with the chosen lock, counts down, confirms with the sell amount as total and one Idempotency-Key, shows the result and refreshes the balance', async () => {
    const { user, callsTo, inputsTo } = await open(
      [
        on(exchangeApi.quote, { result: quoteOf() }),
        on(exchangeApi.confirm, { result: orderOf() }),
        on(walletApi.list, { result: { list: [] } }),
      ],
      { clock: true },
    );
    const form = await screen.findByTestId('exchange-form');
    expect((await within(form).findByTestId('exchange-available')).textContent).toBe(
      'Available: 125,000 USD',
    );
    // The longer locks with their extra spread, before anything is booked.
    expect(within(form).getByTestId('lock-900').textContent).toBe('15 minutes · +10 bp');
    expect(within(form).getByTestId('lock-3600').textContent).toBe('1 hour · +25 bp');
    await user.click(within(form).getByTestId('lock-900'));
    const card = await quote(user, '1000');
    expect(inputsTo(exchangeApi.quote)).toEqual([
      { sellCurrency: 'USD', buyCurrency: 'EUR', side: 'sell', amount: '1000', lockSeconds: 900 },
    ]);
    expect(within(card).getByTestId('quote-sell').textContent).toBe('1,000.00 USD');
    expect(within(card).getByTestId('quote-buy').textContent).toBe('916.43 EUR');
    expect(within(card).getByTestId('quote-rate').textContent).toBe(
      '1 USD = 0.9192 EUR1 EUR = 1.0879 USD',
    );
    expect(within(card).getByTestId('quote-mid').textContent).toBe('1 USD = 0.9229 EUR');
    expect(within(card).getByTestId('quote-fee').textContent).toBe('4.00 USD (spread 40 bp)');
    expect(within(card).getByTestId('quote-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    await later(5 * 60_000);
    expect(within(card).getByTestId('quote-countdown').textContent).toMatch(/^(10:00|09:5\d)$/);
    const ratesBefore = callsTo(exchangeApi.rate).length;

    await confirmWith(user, '1,000 USD');
    const result = await screen.findByTestId('exchange-result');
    expect(result.textContent).toContain('Exchange completed');
    expect(within(result).getByTestId('exchange-result-order-no').textContent).toBe(
      'FX202611250001',
    );
    const [call] = callsTo(exchangeApi.confirm);
    expect(call!.input).toEqual({
      quoteId: QUOTE_ID,
      reenteredAmount: '1000',
      credentials: { payPwd: '258147' },
    });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^exchange-confirm-[\w-]{36}$/);
    // The balance of the sell currency is read again.
    await waitFor(() => expect(callsTo(exchangeApi.rate).length).toBeGreaterThan(ratesBefore));
  });

  it('reuses the Idempotency-Key when a confirmation is lost on the way and sent again', async () => {
    let calls = 0;
    const { user, callsTo } = await open([
      on(exchangeApi.quote, { result: quoteOf() }),
      on(exchangeApi.confirm, () => {
        if ((calls += 1) === 1) throw new TypeError('Failed to fetch');
        return { result: orderOf() };
      }),
    ]);
    await quote(user, '1000');
    await confirmWith(user, '1,000 USD');
    await screen.findByTestId('payment-confirm-error');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    await screen.findByTestId('exchange-result');
    const keys = callsTo(exchangeApi.confirm).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a reviewed exchange takes 1–2 working days, before and after booking it', async () => {
    const { user } = await open(
      [
        on(exchangeApi.quote, { result: quoteOf({ review: true, buyCurrency: 'CNY' }) }),
        on(exchangeApi.confirm, {
          result: orderOf({
            state: ExchangeState.PendingReview,
            buyCurrency: 'CNY',
            decidedAt: null,
          }),
        }),
      ],
      { path: '/exchange?sell=USD&buy=CNY' },
    );
    const card = await quote(user, '1000');
    expect(within(card).getByTestId('quote-review').textContent).toContain(
      'exchange review takes 1–2 working days for bank accounts',
    );
    await confirmWith(user, '1,000 USD');
    const result = await screen.findByTestId('exchange-result');
    expect(result.textContent).toContain('Exchange submitted for review');
    expect(within(result).getByTestId('exchange-result-review').textContent).toContain(
      '1–2 working days',
    );
  });

  it('counts down by the server’s clock when this machine’s clock is off', async () => {
    // The server's clock is an hour and a half behind this one: a minute's quote holds a minute.
    const serverTime = new Date(Date.now() - 90 * 60_000);
    const { user } = await open([
      on(exchangeApi.quote, { result: quoteOf({ lockSeconds: 60 }, { seconds: 60, serverTime }) }),
    ]);
    const card = await quote(user, '1000');
    expect(within(card).getByTestId('quote-countdown').textContent).toMatch(/^(01:00|00:59)$/);
    expect(within(card).queryByTestId('quote-timeout')).toBeNull();
  });

  it('says the quote timed out when its countdown ends, in the catalogue’s words, and gets a new one', async () => {
    let quotes = 0;
    const { user, callsTo } = await open(
      [
        on(exchangeApi.quote, () => {
          quotes += 1;
          return {
            result:
              quotes === 1
                ? quoteOf({ lockSeconds: 60 }, { seconds: 60 })
                : quoteOf({ quoteId: 'b2c3d4e5-0000-4000-8000-000000000002' }),
          };
        }),
      ],
      { clock: true },
    );
    const card = await quote(user, '1000');
    await later(50_000);
    expect(within(card).getByTestId('quote-countdown').textContent).toMatch(/^00:(09|10)$/);
    expect(within(card).queryByTestId('quote-timeout')).toBeNull();
    await later(11_000);
    const timeout = await within(card).findByTestId('quote-timeout');
    expect(timeout.textContent).toBe(
      "Trading timed out. Please place the order again after the quote's validity period.",
    );
    expect(within(card).queryByTestId('exchange-confirm')).toBeNull();
    await user.click(within(card).getByTestId('exchange-requote'));
    const fresh = await screen.findByTestId('exchange-confirm');
    expect(fresh).toBeTruthy();
    expect(callsTo(exchangeApi.quote)).toHaveLength(2);
    expect(screen.queryByTestId('quote-timeout')).toBeNull();
  });

  it('keeps an open confirmation usable past the expiry; the server’s TRADING_TIMEOUT closes it and is said on the quote', async () => {
    const { user, callsTo } = await open(
      [
        on(exchangeApi.quote, { result: quoteOf({ lockSeconds: 60 }, { seconds: 60 }) }),
        on(exchangeApi.confirm, {
          errorCode: 'TRADING_TIMEOUT',
          message:
            "Trading timed out. Please place the order again after the quote's validity period.",
        }),
      ],
      { clock: true },
    );
    const card = await quote(user, '1000');
    await user.click(within(card).getByTestId('exchange-confirm'));
    const modal = await screen.findByTestId('payment-confirm');
    await later(61_000);
    await within(card).findByTestId('quote-timeout');
    // Still there and still usable.
    await confirmPayment(user, modal, '1000');
    const refused = await within(card).findByTestId('quote-refused');
    expect(refused.textContent).toBe(
      "Trading timed out. Please place the order again after the quote's validity period.",
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(exchangeApi.confirm)).toHaveLength(1);
    expect(within(card).getByTestId('exchange-requote')).toBeTruthy();
  });

  it('names the field of a problem: its own rules as typed, the server’s under the field it names', async () => {
    const { user } = await open([
      on(exchangeApi.quote, ({ amount }) =>
        amount === '0.5'
          ? {
              errorCode: 'VALIDATION_FAILED',
              message: 'amount: too small: it converts to less than the smallest unit',
              fields: [
                {
                  field: 'amount',
                  message:
                    'too small: it converts to less than the smallest unit of the buy currency',
                },
              ],
            }
          : { errorCode: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.' },
      ),
    ]);
    const form = await screen.findByTestId('exchange-form');
    await within(form).findByTestId('exchange-available');
    await type(user, form, 'exchange-amount', '');
    await user.click(within(form).getByTestId('exchange-get-quote'));
    await expectError(form, 'exchange-amount', 'Amount cannot be empty');
    await expectRefused(
      user,
      form,
      'exchange-amount',
      '12.345',
      'USD amounts take at most 2 decimals',
    );
    await expectRefused(
      user,
      form,
      'exchange-amount',
      '125000.01',
      'The amount is more than the available balance',
    );

    await type(user, form, 'exchange-amount', '0.5');
    await user.click(within(form).getByTestId('exchange-get-quote'));
    await expectError(
      form,
      'exchange-amount',
      'Too small: it converts to less than the smallest unit of the buy currency',
    );
    // What I get is typed: its price is the server's to check.
    await user.click(within(form).getByText('What I get (EUR)'));
    await type(user, form, 'exchange-amount', '200000');
    await user.click(within(form).getByTestId('exchange-get-quote'));
    await expectError(form, 'exchange-amount', 'Insufficient balance.');
    expect(screen.queryByTestId('exchange-quote')).toBeNull();
  });

  it('says a closed market the server reports in its words', async () => {
    const { user } = await open([
      on(exchangeApi.quote, {
        errorCode: 'TRADING_NOT_SUPPORTED',
        message: 'Trading is not supported at the current time.',
      }),
    ]);
    const form = await screen.findByTestId('exchange-form');
    await within(form).findByTestId('exchange-available');
    await type(user, form, 'exchange-amount', '10');
    await user.click(within(form).getByTestId('exchange-get-quote'));
    expect((await screen.findByTestId('exchange-problem')).textContent).toBe(
      'Trading is not supported at the current time.',
    );
  });

  it('drops a quote when what was asked changes', async () => {
    const { user } = await open([on(exchangeApi.quote, { result: quoteOf() })]);
    await quote(user, '1000');
    await user.click(within(screen.getByTestId('exchange-form')).getByTestId('lock-3600'));
    await waitFor(() => expect(screen.queryByTestId('exchange-quote')).toBeNull());
  });

  it('shows no quote of a pair left while it was asked for', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user, callsTo } = await open([
      on(exchangeApi.quote, async () => {
        await answered;
        return { result: quoteOf() };
      }),
    ]);
    const form = await screen.findByTestId('exchange-form');
    await within(form).findByTestId('exchange-available');
    await type(user, form, 'exchange-amount', '1000');
    await user.click(within(form).getByTestId('exchange-get-quote'));
    await waitFor(() => expect(callsTo(exchangeApi.quote)).toHaveLength(1));
    await chooseOption(user, screen.getByTestId('exchange-pair'), 'pair-buy', 'GBP');
    answer();
    // The answer came (the button is no longer busy), and no quote of USD/EUR shows under USD/GBP.
    await waitFor(() =>
      expect(
        within(form).getByTestId('exchange-get-quote').classList.contains('ant-btn-loading'),
      ).toBe(false),
    );
    expect(screen.queryByTestId('exchange-quote')).toBeNull();
  });

  it('shows a user who may only look the rates, not the form', async () => {
    await open([], {
      user: memberUser({ authIdList: ['exchange:view', 'exchangeOrder:view'] }),
    });
    expect(await screen.findByTestId('exchange-view-only')).toBeTruthy();
    expect(screen.queryByTestId('exchange-form')).toBeNull();
    expect(await screen.findByTestId('rate-mine')).toBeTruthy();
  });

  it('reads in Russian: the rate, the lock and the quote', async () => {
    const { user } = await open([on(exchangeApi.quote, { result: quoteOf() })], {
      language: 'ru-RU',
    });
    expect((await screen.findByTestId('rate-mine')).textContent).toBe('1 USD = 0,9201 EUR');
    expect(screen.getByTestId('lock-900').textContent).toBe('15 минут · +10 б. п.');
    const card = await quote(user, '1000');
    const text = (testId: string) =>
      within(card).getByTestId(testId).textContent!.replace(/\s/g, ' ');
    expect(text('quote-sell')).toBe('1 000,00 USD');
    expect(text('quote-fee')).toBe('4,00 USD (спред 40 б. п.)');
    expect(text('quote-rate')).toBe('1 USD = 0,9192 EUR1 EUR = 1,0879 USD');
  });
});

describe('rate alerts', () => {
  const ACTIVE = alertOf();
  const TRIGGERED = {
    ...ACTIVE,
    id: '1c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
    direction: 'below',
    level: '0.9150000000',
    state: 'triggered',
    triggeredAt: '2026-11-24T09:01:00.000Z',
    triggeredRate: '0.9148500000',
  } as const;

  it('lists active and triggered alerts, adds one for the pair on screen and deletes one', async () => {
    let list: (typeof ACTIVE | typeof TRIGGERED)[] = [ACTIVE, TRIGGERED];
    const { user, inputsTo } = await open([
      on(exchangeApi.alerts, () => ({ result: { list } })),
      on(exchangeApi.addAlert, (body) => {
        const added = { ...ACTIVE, id: '2c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', level: body.level };
        list = [added as typeof ACTIVE, ...list];
        return { result: added };
      }),
      on(exchangeApi.deleteAlert, ({ alertId }) => {
        list = list.filter((a) => a.id !== alertId);
        return { result: { list } };
      }),
    ]);
    const card = screen.getByTestId('rate-alerts');
    await within(card).findAllByTestId('alert-condition');
    expect(
      within(card)
        .getAllByTestId('alert-condition')
        .map((c) => c.textContent),
    ).toEqual(['1 USD = 0.93 EUR or above', '1 USD = 0.915 EUR or below']);
    expect(within(card).getByTestId('alert-triggered').textContent).toMatch(
      /^Reached 0\.914911\/24\/2026, /,
    );
    expect(card.textContent).toContain('1 of 20 active');

    await user.click(within(card).getByTestId('alert-add'));
    const modal = await screen.findByTestId('alert-form');
    expect((await within(modal).findByTestId('alert-current')).textContent).toBe(
      'Mid-market rate now: 1 USD = 0.9229 EUR',
    );
    await user.click(within(modal).getByText('At or below'));
    await type(user, modal, 'alert-level', 'abc');
    await user.click(screen.getByTestId('alert-add-submit'));
    await expectError(modal, 'alert-level', 'Enter a rate greater than zero, such as 1.085');
    await type(user, modal, 'alert-level', '0.91');
    await user.click(screen.getByTestId('alert-add-submit'));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.addAlert)).toEqual([
        { sellCurrency: 'USD', buyCurrency: 'EUR', direction: 'below', level: '0.91' },
      ]),
    );
    await waitFor(() => expect(within(card).getAllByTestId('alert-condition')).toHaveLength(3));

    await user.click(within(card).getAllByTestId('alert-delete')[0]!);
    await user.click(await screen.findByTestId('alert-delete-confirm'));
    await waitFor(() => expect(within(card).getAllByTestId('alert-condition')).toHaveLength(2));
    expect(inputsTo(exchangeApi.deleteAlert)).toEqual([
      { alertId: '2c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5' },
    ]);
  });

  const many = Array.from({ length: 20 }, (_, i) => ({
    ...ACTIVE,
    id: `0c1d2e3f-4a5b-4c6d-8e7f-${String(i).padStart(12, '0')}`,
  }));

  it('says when 20 alerts are active, in the catalogue’s words, and offers no more', async () => {
    await open([on(exchangeApi.alerts, { result: { list: many } })]);
    const full = await screen.findByTestId('alerts-full');
    expect(full.textContent).toBe(
      'You can keep at most 20 active rate alerts. Remove one you no longer need first.',
    );
    expect(screen.getByTestId('alert-add')).toHaveProperty('disabled', true);
  });

  it('says the server’s RATE_ALERTS_FULL in the dialog (another tab filled the list meanwhile)', async () => {
    const { user } = await open([
      on(exchangeApi.alerts, { result: { list: many.slice(1) } }),
      on(exchangeApi.addAlert, {
        errorCode: 'RATE_ALERTS_FULL',
        message: 'You can keep at most 20 active rate alerts. Remove one you no longer need first.',
      }),
    ]);
    const card = screen.getByTestId('rate-alerts');
    await waitFor(() =>
      expect(within(card).getByTestId('alert-add')).toHaveProperty('disabled', false),
    );
    await user.click(within(card).getByTestId('alert-add'));
    const modal = await screen.findByTestId('alert-form');
    await type(user, modal, 'alert-level', '1.2');
    await user.click(screen.getByTestId('alert-add-submit'));
    expect((await within(modal).findByTestId('alert-problem')).textContent).toBe(
      'You can keep at most 20 active rate alerts. Remove one you no longer need first.',
    );
  });
});

describe('before certification', () => {
  it('says why no exchange can be made yet', async () => {
    await open([], { user: mainUser({ state: AccountState.Registered }) });
    expect((await screen.findByTestId('certification-required')).textContent).toContain(
      'Please complete real-person authentication first.',
    );
    expect(screen.queryByTestId('exchange-form')).toBeNull();
  });
});

describe('the pair', () => {
  it('comes from the address when it names two different currencies', () => {
    const of = (search: string) => pairOfSearch(new URLSearchParams(search));
    expect(of('sell=EUR&buy=CNY')).toEqual({ sellCurrency: 'EUR', buyCurrency: 'CNY' });
    expect(of('sell=EUR&buy=EUR')).toEqual({ sellCurrency: 'EUR', buyCurrency: 'USD' });
    expect(of('sell=USD')).toEqual({ sellCurrency: 'USD', buyCurrency: 'EUR' });
    expect(of('sell=XXX&buy=CNY')).toEqual({ sellCurrency: 'USD', buyCurrency: 'EUR' });
  });

  it('swaps when one side takes the other side’s currency', () => {
    const pair = { sellCurrency: 'USD', buyCurrency: 'EUR' } as const;
    expect(choose(pair, 'sell', 'EUR')).toEqual({ sellCurrency: 'EUR', buyCurrency: 'USD' });
    expect(choose(pair, 'buy', 'USD')).toEqual({ sellCurrency: 'EUR', buyCurrency: 'USD' });
    expect(choose(pair, 'buy', 'CNY')).toEqual({ sellCurrency: 'USD', buyCurrency: 'CNY' });
  });
});
