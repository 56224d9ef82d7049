import { exchangeApi, ratesApi } from '@tradebridge/contracts';
import type { RatesFreshness, ReferenceRates } from '@tradebridge/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';

afterEach(cleanUp);

const RATES: ReferenceRates = {
  base: 'USD',
  asOf: '2026-11-20T00:00:00.000Z',
  source: '',
  updatedBy: null,
  perUsd: {
    USD: '1',
    CNY: '7.1200',
    CNH: '7.13',
    EUR: '0.865',
    GBP: '0.76',
    AUD: '1.53',
    JPY: '154.5',
    IDR: '16650',
    CAD: '1.4',
    CHF: '0.8',
    HKD: '7.78',
    NZD: '1.76',
    SGD: '1.3',
    SEK: '9.45',
    PHP: '58.9',
    KZT: '520',
    RUB: '80.5',
    DKK: '6.46',
    NOK: '10.1',
    USDT: '1',
    USDC: '1',
  },
};

const FRESH: RatesFreshness = {
  provider: 'offline',
  asOf: '2026-11-20T00:00:00.000Z',
  ageWorkingDays: 2,
  maxAgeWorkingDays: 3,
  stale: false,
};

type Server = {
  rates: ReferenceRates;
  updateFails?: 'field';
  freshness?: RatesFreshness;
  savedMaxAge?: number[];
};

/** A small server: an update merges the rates sent (USD stays 1), or fails as told, once. */
const handlers = (server: Server): StubAnswers => [
  on(ratesApi.opsReference, () => ({ result: server.rates })),
  on(exchangeApi.ratesFreshness, () => ({ result: server.freshness ?? FRESH })),
  on(exchangeApi.saveRatesMaxAge, (body) => {
    const max = Number((body as { maxAgeWorkingDays: number }).maxAgeWorkingDays);
    (server.savedMaxAge ??= []).push(max);
    const before = server.freshness ?? FRESH;
    server.freshness = { ...before, maxAgeWorkingDays: max, stale: before.ageWorkingDays > max };
    return { result: server.freshness };
  }),
  on(ratesApi.updateReference, (body) => {
    if (server.updateFails === 'field') {
      server.updateFails = undefined;
      return {
        errorCode: 'VALIDATION_FAILED',
        message: 'perUsd.EUR: must be a positive rate with at most 8 decimal places',
        fields: [
          {
            field: 'perUsd.EUR',
            message: 'must be a positive rate with at most 8 decimal places',
          },
        ],
      };
    }
    server.rates = {
      base: 'USD',
      perUsd: { ...server.rates.perUsd, ...(body.perUsd as object), USD: '1' },
      source: String(body.source),
      asOf: '2026-11-21T09:30:00.000Z',
      updatedBy: 'Test finance',
    };
    return { result: server.rates };
  }),
];

const screenReady = () => screen.findByTestId('rates-table', {}, { timeout: 5_000 });

const text = (testId: string) => screen.getByTestId(testId).textContent;

/** Sets a text field at once (typing letter by letter through antd is slow in jsdom). */
const type = (testId: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  });

// The whole console renders, with a form of 20 inputs driven through antd: slow in jsdom.
describe('reference rates', { timeout: 40_000 }, () => {
  it('shows a reviewer the rates, their source and USD values, read-only', async () => {
    renderApp('/reference-rates', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ rates: RATES }),
    });
    await screenReady();
    const card = screen.getByTestId('rates-screen');
    expect(card.textContent).toContain('Reference rates');
    expect(card.textContent).toContain('show merchants the total of their balances');
    // How old they are, and the limit, read-only for a reviewer.
    expect((await screen.findByTestId('rates-freshness-state')).textContent).toBe('Current');
    expect(text('rates-age')).toContain('2 working days');
    expect(text('rates-max-age')).toBe('3 working days');
    expect(screen.queryByTestId('rates-stale')).toBeNull();
    expect(screen.queryByTestId('rates-max-age-input')).toBeNull();
    // In English's own date format, in the operator's zone.
    expect(text('rates-as-of')).toMatch(/^\d{2}\/\d{2}\/2026, \d{2}:\d{2}:\d{2} [AP]M$/);
    // The built-in rates' source is named in the reader's language.
    expect(text('rates-source')).toBe('Built-in mid-market rates');
    expect(text('rates-updated-by')).toBe('Initial defaults');

    const rows = screen.getByTestId('rates-table').querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(21);
    expect(rows[0]?.textContent).toContain('USD');
    expect(rows[0]?.textContent).toContain('Base');
    expect(text('rate-name-EUR')).toBe('Euro');
    expect(text('rate-name-USDT')).toBe('Tether (stablecoin)');
    expect(text('rate-name-CNH')).toBe('Offshore yuan (CNH)');
    // Rates as given, trailing zeros trimmed, grouped; the USD value of one unit exact to 8 decimals.
    expect(text('rate-CNY')).toBe('7.12');
    expect(text('rate-IDR')).toBe('16,650');
    expect(text('usd-value-EUR')).toBe('1.15606936');
    expect(text('usd-value-IDR')).toBe('0.00006006');
    expect(text('usd-value-USD')).toBe('1');
    expect(text('usd-value-JPY')).toBe('0.00647249');

    expect(screen.queryByTestId('rates-edit')).toBeNull();
    expect(screen.queryByTestId('rate-input-EUR')).toBeNull();
  });

  it('writes rates as Russian does, in the table and in the inputs, and keeps what is typed', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/reference-rates', {
      language: 'ru-RU',
      as: 'admin',
      api: handlers({ rates: RATES }),
    });
    await screenReady();
    expect(text('rate-CNY')).toBe('7,12');
    expect(text('rate-IDR')).toBe('16\u00a0650');
    expect(text('usd-value-EUR')).toBe('1,15606936');
    expect(text('rates-as-of')).toMatch(/^\d{2}\.\d{2}\.2026, \d{2}:\d{2}:\d{2}$/);
    await user.click(screen.getByTestId('rates-edit'));
    expect((screen.getByTestId('rate-input-CNY') as HTMLInputElement).value).toBe('7,12');
    await type('rate-input-CNY', '7,1345');
    expect((screen.getByTestId('rate-input-CNY') as HTMLInputElement).value).toBe('7,1345');
    await type('rates-source-input', 'ЦБ РФ');
    await user.click(screen.getByTestId('rates-review'));
    const confirm = await screen.findByTestId('rates-confirm');
    expect(within(confirm).getByTestId('rate-change-CNY').closest('tr')?.textContent).toBe(
      'CNY7,127,1345+0,2 %',
    );
    await user.click(screen.getByTestId('rates-save'));
    await waitFor(() => expect(inputsTo(ratesApi.updateReference)).toHaveLength(1));
    expect(inputsTo(ratesApi.updateReference)[0]).toMatchObject({ perUsd: { CNY: '7.1345' } });
  });

  it('names the currency of a wrong rate and sends nothing', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/reference-rates', {
      language: 'en-US',
      as: 'admin',
      api: handlers({ rates: RATES }),
    });
    await screenReady();
    await user.click(screen.getByTestId('rates-edit'));
    expect((screen.getByTestId('rate-input-EUR') as HTMLInputElement).value).toBe('0.865');
    expect((screen.getByTestId('rate-input-CNY') as HTMLInputElement).value).toBe('7.12');
    // USD is the base: no input.
    expect(screen.queryByTestId('rate-input-USD')).toBeNull();

    await type('rate-input-EUR', '0.123456789');
    await type('rate-input-GBP', '0');
    await type('rate-input-JPY', '');
    await user.click(screen.getByTestId('rates-review'));
    expect(
      await screen.findByText(
        'EUR: enter a positive rate with at most 8 decimal places, e.g. 0.865',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'GBP: enter a positive rate with at most 8 decimal places, e.g. 0.865',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('JPY: enter a rate')).toBeTruthy();
    expect(await screen.findByText('Say where the rates come from')).toBeTruthy();
    // The USD value follows what is typed, and says nothing for a wrong rate.
    expect(text('usd-value-EUR')).toBe('--');
    expect(screen.queryByTestId('rates-confirm')).toBeNull();
    expect(inputsTo(ratesApi.updateReference)).toEqual([]);

    // Cancelling leaves the rates as they were.
    await user.click(screen.getByTestId('rates-cancel'));
    expect(text('rate-EUR')).toBe('0.865');
    expect(inputsTo(ratesApi.updateReference)).toEqual([]);
  });

  it('confirms the changes, then sends only the changed rates with the source', async () => {
    const user = userEvent.setup();
    const server: Server = { rates: RATES };
    const { inputsTo } = renderApp('/reference-rates', {
      language: 'en-US',
      as: 'finance',
      api: handlers(server),
    });
    await screenReady();
    await user.click(screen.getByTestId('rates-edit'));
    await type('rate-input-EUR', '0.95');
    await type('rate-input-JPY', '175.00');
    // The same rate written otherwise is no change.
    await type('rate-input-CNY', '07.120');
    await type('rates-source-input', '  ECB 21 Nov 2026 ');
    expect(text('usd-value-EUR')).toBe('1.05263158');
    await user.click(screen.getByTestId('rates-review'));

    const confirm = await screen.findByTestId('rates-confirm');
    expect(within(confirm).getByText('2 rates change:')).toBeTruthy();
    const row = (code: string) => within(confirm).getByTestId(`rate-change-${code}`).closest('tr');
    expect(row('EUR')?.textContent).toBe('EUR0.8650.95+9.83%');
    expect(row('JPY')?.textContent).toContain('154.5175+13.27%');
    expect(within(confirm).queryByTestId('rate-change-CNY')).toBeNull();
    // Above 10 %: highlighted and warned about.
    expect(within(confirm).getByTestId('rate-change-percent-JPY').dataset.large).toBe('true');
    expect(within(confirm).getByTestId('rate-change-percent-EUR').dataset.large).toBe('false');
    expect(within(confirm).getByTestId('rates-large-changes').textContent).toContain(
      '1 rate changes by more than 10%',
    );
    expect(within(confirm).getByTestId('rates-confirm-source').textContent).toBe(
      'Source: ECB 21 Nov 2026',
    );
    expect(inputsTo(ratesApi.updateReference)).toEqual([]);

    const readsBefore = inputsTo(ratesApi.opsReference).length;
    await user.click(screen.getByTestId('rates-save'));
    expect(await screen.findByText('Reference rates saved')).toBeTruthy();
    expect(inputsTo(ratesApi.updateReference)).toEqual([
      { perUsd: { EUR: '0.95', JPY: '175' }, source: 'ECB 21 Nov 2026' },
    ]);
    // Read again, and back to reading.
    await waitFor(() =>
      expect(inputsTo(ratesApi.opsReference).length).toBeGreaterThan(readsBefore),
    );
    await waitFor(() => expect(text('rate-EUR')).toBe('0.95'));
    expect(text('rates-source')).toBe('ECB 21 Nov 2026');
    expect(text('rates-updated-by')).toBe('Test finance');
    expect(screen.queryByTestId('rate-input-EUR')).toBeNull();
  });

  it('shows a refusal of the server under the rate it names', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/reference-rates', {
      language: 'en-US',
      as: 'admin',
      api: handlers({ rates: RATES, updateFails: 'field' }),
    });
    await screenReady();
    await user.click(screen.getByTestId('rates-edit'));
    await type('rate-input-EUR', '0.9');
    await type('rates-source-input', 'Treasury desk');
    await user.click(screen.getByTestId('rates-review'));
    await screen.findByTestId('rates-confirm');
    await user.click(screen.getByTestId('rates-save'));

    const input = screen.getByTestId('rate-input-EUR');
    await waitFor(() =>
      expect(input.closest('.ant-form-item')?.textContent).toContain(
        'must be a positive rate with at most 8 decimal places',
      ),
    );
    // The request layer shows the server's message too; the confirmation closes on the field.
    expect(
      await screen.findByText('perUsd.EUR: must be a positive rate with at most 8 decimal places'),
    ).toBeTruthy();
    // Closing: antd's leave motion never ends in jsdom, so the dialog stays in the document.
    await waitFor(() => expect(screen.getByRole('dialog').className).toContain('ant-zoom-leave'));
    expect(inputsTo(ratesApi.updateReference)).toHaveLength(1);
    // Still editing, with what was typed.
    expect((input as HTMLInputElement).value).toBe('0.9');
  });

  it('loads with a skeleton, and offers a retry when the rates cannot be read', async () => {
    const user = userEvent.setup();
    let fails = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderApp('/reference-rates', {
      language: 'ru-RU',
      as: 'manager',
      api: [
        on(ratesApi.opsReference, async () => {
          await answered;
          return fails
            ? { errorCode: 'SERVER_ERROR', message: 'Сервер недоступен' }
            : { result: RATES };
        }),
      ],
    });
    expect(await screen.findByTestId('rates-loading', {}, { timeout: 5_000 })).toBeTruthy();
    answer();
    const error = await screen.findByTestId('rates-error', {}, { timeout: 5_000 });
    expect(error.textContent).toContain('Сервер недоступен');
    fails = false;
    await user.click(within(error).getByRole('button', { name: /Повторить/ }));
    await screenReady();
    expect(screen.getByTestId('rates-screen').textContent).toContain('Справочные курсы');
    expect(text('rates-updated-by')).toBe('Исходные значения');
    expect(screen.queryByTestId('rates-edit')).toBeNull();
  });
  it('says the rates are out of date and exchange is paused, in Russian with its plurals', async () => {
    renderApp('/reference-rates', {
      language: 'ru-RU',
      as: 'reviewer',
      api: handlers({
        rates: RATES,
        freshness: { ...FRESH, ageWorkingDays: 11, maxAgeWorkingDays: 3, stale: true },
      }),
    });
    await screenReady();
    expect((await screen.findByTestId('rates-freshness-state')).textContent).toBe('Устарели');
    expect(text('rates-stale')).toContain('Обмен для продавцов приостановлен');
    expect(text('rates-stale')).toContain('Курсам 11 рабочих дней — больше допустимых 3');
    expect(text('rates-age')).toContain('11 рабочих дней');
    expect(text('rates-max-age')).toBe('3 рабочих дня');
  });

  it('lets an admin lengthen the limit, which lifts the pause at once', async () => {
    const user = userEvent.setup();
    const server: Server = {
      rates: RATES,
      freshness: { ...FRESH, ageWorkingDays: 4, stale: true },
    };
    renderApp('/reference-rates', { language: 'en-US', as: 'admin', api: handlers(server) });
    await screenReady();
    expect((await screen.findByTestId('rates-stale')).textContent).toContain(
      '4 working days old, more than the 3 allowed',
    );
    expect((screen.getByTestId('rates-max-age-save') as HTMLButtonElement).disabled).toBe(true);
    await type('rates-max-age-input', '5');
    await user.click(screen.getByTestId('rates-max-age-save'));
    await waitFor(() => expect(screen.queryByTestId('rates-stale')).toBeNull());
    expect(server.savedMaxAge).toEqual([5]);
    expect(text('rates-freshness-state')).toBe('Current');
  });
});
