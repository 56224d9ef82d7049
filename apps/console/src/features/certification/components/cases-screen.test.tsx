import { certificationApi, type CaseSummary } from '@tradebridge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused } from '../../../test/failures.ts';
import { listScreenOf } from '../../../test/list-screen.ts';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { DEMO_CASE } from './test-data.ts';

afterEach(cleanUp);

const DAY = 24 * 60 * 60 * 1000;

/** Submitted `days` days (and an hour) ago, so the age does not depend on the clock. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60 * 60 * 1000).toISOString();

const summary = (overrides: Partial<CaseSummary> = {}): CaseSummary => ({
  ...DEMO_CASE,
  assignee: { id: '00000000-0000-4000-8000-000000000002', name: 'Li Na' },
  submittedAt: daysAgo(3),
  updatedAt: daysAgo(1),
  ...overrides,
});

const cases = listScreenOf(certificationApi.listCases, 'cases');

describe('certification queue', { timeout: 40_000 }, () => {
  it('lists the cases under review with their merchant, subject, type, country, state, liveness, assignee and age', async () => {
    const { inputsTo } = cases.render('/certification', 'reviewer', {
      rows: [
        summary(),
        summary({
          id: '00000000-0000-4000-8000-000000000502',
          merNo: 'M100000002',
          merchantName: 'Chen Studio',
          subjectName: '',
          entityType: 'c',
          country: 'RU',
          livenessResult: null,
          assignee: null,
          submittedAt: daysAgo(1),
        }),
      ],
    });
    const view = await cases.tableOf(2);
    expect(cells(rowsOf(view)[0]!).slice(0, 9)).toEqual([
      'M100000001Demo Trading',
      'Demo Trading Co., Ltd.',
      'Enterprise',
      'Hong Kong SAR China',
      'Under review',
      'Manual review',
      'Li Na',
      expect.any(String),
      '3 days',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(0, 9)).toEqual([
      'M100000002Chen Studio',
      '--',
      'Individual',
      'Russia',
      'Under review',
      'Not verified',
      'Unassigned',
      expect.any(String),
      '1 day',
    ]);
    // The queue opens on the cases under review.
    expect(inputsTo(certificationApi.listCases)).toEqual([{ state: 1, pageNum: 1, pageSize: 20 }]);
    expect(
      screen.getByTestId('case-link-00000000-0000-4000-8000-000000000501').getAttribute('href'),
    ).toBe('/certification/00000000-0000-4000-8000-000000000501');
  });

  it('sends the filters to the server and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = cases.render('/certification', 'admin');
    expect(
      await screen.findByText('No certification is waiting for review', {}, { timeout: 10_000 }),
    ).toBeTruthy();

    await choose('cases-state-filter', 'All states');
    await choose('cases-type-filter', 'Individual');
    await choose('cases-country-filter', 'Hong Kong SAR China', 'hong');
    await user.click(screen.getByTestId('cases-age-filter'));
    await user.keyboard('7{Enter}');
    await choose('cases-assignee-filter', 'Assigned to me');

    await cases.asked(inputsTo, {
      entityType: 'c',
      country: 'HK',
      minAgeDays: 7,
      assignee: 'me',
      pageNum: 1,
      pageSize: 20,
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      state: 'all',
      entityType: 'c',
      country: 'HK',
      minAgeDays: '7',
      assignee: 'me',
    });
    expect(await screen.findByText('No certification case matches the filters')).toBeTruthy();

    // Unassigned cases of one state, from the address.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await choose('cases-state-filter', 'Failed');
    await choose('cases-assignee-filter', 'Unassigned');
    await cases.asked(inputsTo, { state: 3, assignee: 'none', pageNum: 1, pageSize: 20 });
  });

  it('reads the filters from the address, in Russian', async () => {
    const { inputsTo } = cases.render(
      '/certification?state=0&country=KZ&minAgeDays=30',
      'reviewer',
      {
        rows: [summary({ country: 'KZ' })],
        language: 'ru-RU',
      },
    );
    const view = await cases.tableOf(1);
    expect(rowsOf(view)[0]!.textContent).toContain('Казахстан');
    expect(rowsOf(view)[0]!.textContent).toContain('3 дня');
    expect(inputsTo(certificationApi.listCases)[0]).toEqual({
      state: 0,
      country: 'KZ',
      minAgeDays: 30,
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('says when the queue cannot be loaded, and retries', () =>
    cases.retriesAfterOutage('/certification', 'No certification is waiting for review'));

  it.each(['finance', 'manager'] as const)(
    'is refused to %s, and missing from their menu',
    async (role) => {
      renderApp('/certification', { language: 'en-US', as: role, api: [] });
      await expectRefused();
      const menu = screen.getByTestId('side-menu');
      expect(within(menu).queryByText('Certification')).toBeNull();
    },
  );

  it('is in the menu of a reviewer', async () => {
    cases.render('/certification', 'reviewer');
    await cases.table();
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByText('Certification')).toBeTruthy();
  });
});
