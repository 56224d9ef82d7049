import { collectionApi, type ScreeningSettings } from '@tradebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectLoadFailure, expectRefused } from '../../../test/failures.ts';
import { choose } from '../../../test/screen.ts';

afterEach(cleanUp);

const PATH = '/collection/screening';
const SETTINGS: ScreeningSettings = {
  sanctionedCountries: ['CU', 'IR', 'KP', 'SY'],
  holdIndividualPayers: true,
  materialsFrom: '50000.00',
  reviewFrom: '10000.00',
  secondReviewFrom: '30000.00',
};

const handlers = (current: { settings: ScreeningSettings }): StubAnswers => [
  on(collectionApi.screening, () => ({ result: current.settings })),
  on(collectionApi.updateScreening, (body) => {
    current.settings = {
      ...body,
      sanctionedCountries: [...new Set(body.sanctionedCountries)].sort(),
    };
    return { result: current.settings };
  }),
];

const form = () => screen.findByTestId('screening-form', {}, { timeout: 10_000 });
const input = (field: string) => screen.getByTestId(`screening-${field}`) as HTMLInputElement;
/** The errors shown under a field (an error on its way out is no longer one). */
const errorOf = (field: string) =>
  [
    ...(input(field)
      .closest('.ant-form-item')
      ?.querySelectorAll('.ant-form-item-explain-error:not([class*="-leave"])') ?? []),
  ]
    .map((error) => error.textContent)
    .join(' | ');

describe('screening settings', { timeout: 40_000 }, () => {
  it('shows the settings, with the countries by name', async () => {
    renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: handlers({ settings: SETTINGS }),
    });
    await form();
    const countries = screen.getByTestId('screening-countries').textContent;
    for (const name of ['Cuba (CU)', 'Iran (IR)', 'North Korea (KP)', 'Syria (SY)'])
      expect(countries).toContain(name);
    expect(input('materialsFrom').value).toBe('50000.00');
    expect(input('reviewFrom').value).toBe('10000.00');
    expect(input('secondReviewFrom').value).toBe('30000.00');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('saves what the admin changed, amounts as decimal strings', async () => {
    const user = userEvent.setup();
    const current = { settings: SETTINGS };
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: handlers(current),
    });
    await form();
    await choose('screening-countries', 'Belarus (BY)', 'bela');
    await user.click(screen.getByRole('switch'));
    await user.clear(input('reviewFrom'));
    await user.type(input('reviewFrom'), '12500.5');
    await user.click(screen.getByTestId('screening-save'));
    await waitFor(() =>
      expect(inputsTo(collectionApi.updateScreening)).toEqual([
        {
          sanctionedCountries: ['CU', 'IR', 'KP', 'SY', 'BY'],
          holdIndividualPayers: false,
          materialsFrom: '50000.00',
          reviewFrom: '12500.5',
          secondReviewFrom: '30000.00',
        },
      ]),
    );
    expect(await screen.findByText('Screening settings saved')).toBeTruthy();
  });

  it('names the field whose amount the contract refuses, and sends nothing', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: handlers({ settings: SETTINGS }),
    });
    await form();
    await user.clear(input('secondReviewFrom'));
    await user.type(input('secondReviewFrom'), '30000.123');
    await user.clear(input('materialsFrom'));
    await user.type(input('materialsFrom'), '0');
    await user.clear(input('reviewFrom'));
    await user.click(screen.getByTestId('screening-save'));
    await waitFor(() =>
      expect(errorOf('secondReviewFrom')).toBe('USD amounts have at most 2 decimals'),
    );
    await waitFor(() =>
      expect(errorOf('materialsFrom')).toBe('The amount must be greater than zero'),
    );
    await waitFor(() => expect(errorOf('reviewFrom')).toBe('Enter an amount'));
    expect(inputsTo(collectionApi.updateScreening)).toEqual([]);
  });

  it('puts the server’s problems under their fields', async () => {
    const user = userEvent.setup();
    renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: [
        ...handlers({ settings: SETTINGS }),
        on(collectionApi.updateScreening, {
          errorCode: 'VALIDATION_FAILED',
          message: 'Invalid request',
          fields: [{ field: 'sanctionedCountries.0', message: 'must be a country code' }],
        }),
      ],
    });
    await form();
    await user.click(screen.getByTestId('screening-save'));
    await waitFor(() =>
      expect(
        screen
          .getByTestId('screening-countries')
          .closest('.ant-form-item')
          ?.querySelector('.ant-form-item-explain-error')?.textContent,
      ).toBe('must be a country code'),
    );
  });

  it.each(['reviewer', 'finance'] as const)('is read only for %s', async (role) => {
    renderApp(PATH, { language: 'ru-RU', as: role, api: handlers({ settings: SETTINGS }) });
    await form();
    expect(screen.getByTestId('screening-read-only').textContent).toBe(
      'Эти настройки меняет только администратор.',
    );
    expect(screen.queryByTestId('screening-save')).toBeNull();
    expect(input('reviewFrom').disabled).toBe(true);
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
  });

  it('says when the settings cannot be loaded', () =>
    expectLoadFailure(PATH, 'admin', collectionApi.screening, 'screening-error'));

  it('is refused to an account manager', async () => {
    renderApp(PATH, { language: 'en-US', as: 'manager', api: [] });
    await expectRefused();
  });
});
