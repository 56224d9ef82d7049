import { payoutApi, type Language, type ServiceHours } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectLoadFailure } from '../../../test/failures.ts';
import { dialogTitled, openDecision } from '../../../test/screen.ts';
import { serviceHours } from './test-data.ts';

afterEach(cleanUp);

const PATH = '/payouts/hours';
const card = () => screen.findByTestId('hours-card', {}, { timeout: 10_000 });
const errorsOf = (element: HTMLElement) =>
  [...element.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** A server of the hours: saving keeps them as the real one does (days once each, sorted). */
const handlers = (current: { hours: ServiceHours }): StubAnswers => [
  on(payoutApi.serviceHours, () => ({ result: current.hours })),
  on(payoutApi.setServiceHours, (hours) => {
    current.hours = { ...hours, days: [...new Set(hours.days)].sort() } as ServiceHours;
    return { result: current.hours };
  }),
];

const retype = async (user: ReturnType<typeof userEvent.setup>, testId: string, text: string) => {
  const input = screen.getByTestId(testId);
  await user.clear(input);
  await user.type(input, text);
};

describe('bank service hours', { timeout: 40_000 }, () => {
  it('says the hours in words, edits them with a message per field, and saves them after a confirmation', async () => {
    const user = userEvent.setup();
    const current = { hours: serviceHours() };
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'finance',
      api: handlers(current),
    });
    const hoursCard = await card();
    const sentence = screen.getByTestId('hours-sentence');
    expect(sentence.textContent).toBe(
      'The bank takes payouts from Monday to Friday, 09:00 to 17:00, Asia/Hong_Kong time.' +
        'A fast transfer submitted in service hours before 15:00 is paid the same day; later, on the next service day.',
    );
    expect(['Serving now', 'Closed now']).toContain(screen.getByTestId('hours-now').textContent);
    expect(screen.queryByTestId('hours-read-only')).toBeNull();

    // A wrong time, and closing before opening, are said under their fields; nothing is sent.
    await retype(user, 'hours-fastCutoff', '25:00');
    await retype(user, 'hours-closes', '08:00');
    await user.click(screen.getByTestId('hours-save'));
    await waitFor(() =>
      expect(errorsOf(hoursCard)).toEqual([
        'The bank must close after it opens',
        'A time as HH:MM, for example 09:00 (24:00 at the latest)',
      ]),
    );
    expect(inputsTo(payoutApi.setServiceHours)).toEqual([]);

    // Every day but Sunday, to midnight; the sentence follows what is typed.
    await retype(user, 'hours-fastCutoff', '16:30');
    await retype(user, 'hours-closes', '24:00');
    await user.click(within(screen.getByTestId('hours-days')).getByLabelText('Saturday'));
    await waitFor(() =>
      expect(sentence.textContent).toContain(
        'The bank takes payouts from Monday to Saturday, 09:00 to 24:00, Asia/Hong_Kong time.',
      ),
    );
    expect(sentence.textContent).toContain('before 16:30 is paid the same day');
    expect(hoursCard.textContent).toContain('The hours above are as you typed them');
    const confirm = await openDecision(user, 'hours-save', 'Save the service hours?');
    expect(within(confirm).getByTestId('hours-confirm').textContent).toContain(
      'from Monday to Saturday, 09:00 to 24:00',
    );
    await user.click(within(confirm).getByTestId('hours-confirm-ok'));
    await waitFor(() =>
      expect(inputsTo(payoutApi.setServiceHours)).toEqual([
        {
          timeZone: 'Asia/Hong_Kong',
          days: [1, 2, 3, 4, 5, 6],
          opens: '09:00',
          closes: '24:00',
          fastCutoff: '16:30',
        },
      ]),
    );
    expect(await screen.findByText('Service hours saved')).toBeTruthy();
    await waitFor(() => expect(hoursCard.textContent).not.toContain('as you typed them'));
  });

  it('needs a day at least', async () => {
    const user = userEvent.setup();
    const current = { hours: serviceHours({ days: [3] }) };
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: handlers(current),
    });
    const hoursCard = await card();
    expect(screen.getByTestId('hours-sentence').textContent).toContain(
      'The bank takes payouts on Wednesday, 09:00 to 17:00',
    );
    await user.click(within(screen.getByTestId('hours-days')).getByLabelText('Wednesday'));
    await user.click(screen.getByTestId('hours-save'));
    await waitFor(() => expect(errorsOf(hoursCard)).toEqual(['Choose at least one day']));
    expect(inputsTo(payoutApi.setServiceHours)).toEqual([]);
  });

  it('shows what the server refuses under its field', async () => {
    const user = userEvent.setup();
    renderApp(PATH, {
      language: 'en-US',
      as: 'admin',
      api: [
        on(payoutApi.serviceHours, () => ({ result: serviceHours() })),
        on(payoutApi.setServiceHours, {
          errorCode: 'VALIDATION_FAILED',
          fields: [{ field: 'timeZone', message: 'Unknown time zone' }],
        }),
      ],
    });
    const hoursCard = await card();
    await retype(user, 'hours-opens', '08:30');
    await user.click(screen.getByTestId('hours-save'));
    await user.click(
      within(await dialogTitled('Save the service hours?')).getByTestId('hours-confirm-ok'),
    );
    await waitFor(() => expect(errorsOf(hoursCard)).toEqual(['Unknown time zone']));
  });

  it('is read-only for reviewers', async () => {
    renderApp(PATH, {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ hours: serviceHours() }),
    });
    await card();
    expect(screen.getByTestId('hours-read-only').textContent).toBe(
      'Admins and finance change the service hours.',
    );
    expect(screen.queryByTestId('hours-save')).toBeNull();
    expect(screen.getByTestId('hours-opens')).toHaveProperty('disabled', true);
  });

  /** The sentence the card says of `hours`, shown to an admin in `language`. */
  const sentenceOf = async (language: Language, hours: Partial<ServiceHours>) => {
    renderApp(PATH, { language, as: 'admin', api: handlers({ hours: serviceHours(hours) }) });
    await card();
    return screen.getByTestId('hours-sentence').textContent;
  };

  it('says the hours in Russian with the days in their case', async () => {
    expect(await sentenceOf('ru-RU', { timeZone: 'Europe/Moscow' })).toBe(
      'Банк принимает выплаты с понедельника по пятницу, с 09:00 до 17:00 по времени Europe/Moscow.' +
        'Срочный перевод, созданный в часы работы до 15:00, исполняется в тот же день; позже — в следующий рабочий день банка.',
    );
  });

  it.each([
    {
      case: 'a list of days in Russian',
      language: 'ru-RU',
      hours: { days: [1, 3, 5] },
      says: 'Банк принимает выплаты в дни: понедельник, среда и пятница, с 09:00 до 17:00',
    },
    {
      case: 'every day in Chinese',
      language: 'zh-CN',
      hours: { days: [1, 2, 3, 4, 5, 6, 7], closes: '24:00' },
      says: '银行每天 09:00 至 24:00（Asia/Hong_Kong 时间）受理付款。',
    },
  ] satisfies { case: string; language: Language; hours: Partial<ServiceHours>; says: string }[])(
    'says $case',
    async ({ language, hours, says }) => {
      expect(await sentenceOf(language, hours)).toContain(says);
    },
  );

  it('says when the hours cannot be loaded', () =>
    expectLoadFailure(PATH, 'admin', payoutApi.serviceHours, 'hours-error'));
});
