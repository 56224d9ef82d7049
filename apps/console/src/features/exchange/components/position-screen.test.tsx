import {
  exchangeApi,
  formatDateTimeIn,
  type FxPosition,
  type Language,
  type OperatorRole,
} from '@tradebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@tradebridge/ui/test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';
import { cells, rowsOf } from '../../../test/screen.ts';
import { fxPosition } from './test-data.ts';

afterEach(cleanUp);

const PATH = '/exchange/position';
const open = () => screen.findByTestId('position-table', {}, { timeout: 10_000 });

/** The position screen shown to `as` in `language`, the server holding `position`, once its table came. */
const showPosition = (language: Language, as: OperatorRole, position: Partial<FxPosition> = {}) => {
  renderApp(PATH, {
    language,
    as,
    api: [on(exchangeApi.opsPosition, () => ({ result: fxPosition(position) }))],
  });
  return open();
};

describe('FX position', { timeout: 40_000 }, () => {
  it('shows each currency’s signed position, its USD value and fees, the net, today’s pairs, the queue and the rates’ date', async () => {
    const table = await showPosition('en-US', 'finance');
    expect(screen.getByTestId('position-net-value').textContent).toBe('+502.40 USD');
    expect(screen.getByTestId('position-pending-value').textContent).toBe('2');
    expect(screen.getByTestId('position-review-link').getAttribute('href')).toBe(
      '/exchange/orders?tab=review',
    );
    expect(screen.getByTestId('position-reference-value').textContent).toBe(
      formatDateTimeIn('2026-11-20T00:00:00.000Z', 'en-US'),
    );
    expect(screen.getByTestId('position-rates-link').getAttribute('href')).toBe('/reference-rates');

    expect(
      [...table.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean),
    ).toEqual(['Currency', 'Position', 'Value in USD', 'Fees earned']);
    expect(rowsOf(table).map(cells)).toEqual([
      ['CNY', '-7,092.25 CNY', '-996.10 USD', '0.00 CNY'],
      ['EUR', '0.00 EUR', '0.00 USD', '1.25 EUR'],
      ['USD', '+1,498.50 USD', '+1,498.50 USD', '4.50 USD'],
    ]);
    expect(screen.getByTestId('position-net-row').textContent).toBe('+502.40 USD');

    const today = screen.getByTestId('today-table');
    expect(rowsOf(today).map(cells)).toEqual([
      ['USD → CNY', '3', '1,000.00 USD', '7,092.25 CNY'],
      ['EUR → USD', '1', '500.00 EUR', '541.20 USD'],
    ]);
    // Each pair opens its completed exchanges of today in the list.
    expect(screen.getByTestId('today-pair-USD-CNY').getAttribute('href')).toBe(
      '/exchange/orders?state=5&sell=USD&buy=CNY&today=1',
    );
    expect(screen.getByTestId('today-all').getAttribute('href')).toBe('/exchange/orders?today=1');
  });

  it('writes amounts the Russian way and says when nothing was exchanged', async () => {
    await showPosition('ru-RU', 'reviewer', {
      currencies: [],
      netUsd: '0.00',
      today: [],
      pendingReview: 0,
    });
    expect(screen.getByTestId('position-net-value').textContent).toBe('0,00 USD');
    expect(screen.getByText('Ни один обмен ещё не проведён')).toBeTruthy();
    expect(screen.getByText('Сегодня ни один обмен не проведён')).toBeTruthy();
    expect(screen.getByTestId('position-review-link').textContent).toBe('Проверки ничего не ждёт');
    expect(screen.queryByTestId('position-net-row')).toBeNull();
  });

  it('groups a large position with Russian marks', async () => {
    const table = await showPosition('ru-RU', 'admin', {
      currencies: [
        { currency: 'JPY', position: '-1250000', positionUsd: '-8012.82', fees: '3750' },
      ],
      netUsd: '-8012.82',
    });
    expect(rowsOf(table).map(cells)).toEqual([
      ['JPY', '-1\u00a0250\u00a0000 JPY', '-8\u00a0012,82 USD', '3\u00a0750 JPY'],
    ]);
    expect(screen.getByTestId('position-net-value').textContent).toBe('-8\u00a0012,82 USD');
  });

  it('says when the position cannot be loaded, and loads it again on retry', async () => {
    const user = userEvent.setup();
    const outage = outageOf(
      exchangeApi.opsPosition,
      () => ({ result: fxPosition() }),
      '服务器错误',
    );
    renderApp(PATH, {
      language: 'zh-CN',
      as: 'admin',
      api: [outage.answer],
    });
    await retryAfter(user, outage, 'position-error', '重 试');
    await open();
    await waitFor(() =>
      expect(screen.getByTestId('position-net-value').textContent).toBe('+502.40 USD'),
    );
  });

  it('is refused to account managers, who do not see the exchange menu', async () => {
    renderApp(PATH, { language: 'en-US', as: 'manager', api: [] });
    await expectRefused();
    expect(screen.queryByTestId('menu-group-exchange')).toBeNull();
  });
});
