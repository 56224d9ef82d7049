import { AccountState, CertificationState, certificationApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import {
  certificationCase,
  completeCase,
  fileAnswers,
  newMerchant,
  openCase,
} from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./hub-screen.tsx'),
  () => import('./company-screen.tsx'),
);

const HUB = '/auth/realname';

describe('certification hub', () => {
  it('lets a new merchant choose enterprise certification and opens its first step', async () => {
    const chosen = completeCase({
      version: 1,
      draft: {},
      missingSteps: ['company', 'people', 'documents'],
    });
    const { router, inputsTo } = openCase(HUB, {
      language: 'en-US',
      kase: certificationCase(),
      api: [on(certificationApi.chooseEntity, { result: chosen }), ...fileAnswers()],
    });
    const hub = await screen.findByTestId('certification-hub');
    // The auth layout: no side menu, a way back to the portal.
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.getByTestId('auth-back-to-portal')).toBeTruthy();
    const choose = await within(hub).findByTestId('choose-type');
    expect(within(hub).getByTestId('certification-state').textContent).toBe('To be certified');
    expect(within(choose).getByTestId('choose-b').textContent).toContain('Enterprise');
    expect(within(choose).getByTestId('choose-c').textContent).toContain('Individual');
    // The progress starts at the choice.
    expect(within(hub).getByTestId('certification-progress').dataset.stage).toBe('type');

    await userEvent.setup().click(within(choose).getByTestId('choose-b-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/company'));
    expect(inputsTo(certificationApi.chooseEntity)).toEqual([{ version: 0, entityType: 'b' }]);
    expect(await screen.findByTestId('step-form-company')).toBeTruthy();
  });

  it('lists the saved and missing steps and continues with the first missing one', async () => {
    const { router } = openCase(HUB, {
      language: 'en-US',
      state: AccountState.CertificationDraft,
      kase: completeCase({
        draft: { company: completeCase().draft.company },
        missingSteps: ['people', 'documents'],
      }),
    });
    const next = await screen.findByTestId('next');
    expect(next.dataset.next).toBe('forms');
    expect(within(next).getByTestId('form-step-company').dataset.saved).toBe('true');
    expect(within(next).getByTestId('form-step-people').dataset.saved).toBe('false');
    await userEvent.setup().click(within(next).getByTestId('next-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/people'));
  });

  it("shows the reviewer's reason after a refusal and leads to correcting the information", async () => {
    const { router } = openCase(HUB, {
      language: 'ru-RU',
      state: AccountState.ReviewFailed,
      kase: completeCase({
        state: CertificationState.Failed,
        merchantState: AccountState.ReviewFailed,
        next: 'failed',
        reason: 'Лицензия просрочена',
        submittedAt: '2026-11-20T08:00:00.000Z',
        decidedAt: '2026-11-21T08:00:00.000Z',
      }),
      api: fileAnswers(),
    });
    const hub = await screen.findByTestId('certification-hub');
    expect((await within(hub).findByTestId('reviewer-reason')).textContent).toBe(
      'Лицензия просрочена',
    );
    expect(within(hub).getByTestId('certification-state').textContent).toBe('Не пройдена');
    const next = within(hub).getByTestId('next');
    expect(next.dataset.next).toBe('failed');
    expect(next.textContent).toContain('Сертификация не пройдена');
    await userEvent.setup().click(within(next).getByTestId('next-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/checkInfo'));
  });

  it('says the case is under review, with nothing for the merchant to do', async () => {
    openCase(HUB, {
      language: 'zh-CN',
      state: AccountState.CertificationSubmitted,
      kase: completeCase({
        state: CertificationState.UnderReview,
        merchantState: AccountState.CertificationSubmitted,
        next: 'review',
        submittedAt: '2026-11-20T08:00:00.000Z',
      }),
    });
    const next = await screen.findByTestId('next');
    expect(next.dataset.next).toBe('review');
    expect(next.textContent).toContain('审核中');
    expect(within(next).queryByTestId('next-action')).toBeNull();
    expect(screen.getByTestId('hub-manager').textContent).toContain('Li Wei');
  });

  it('shows the load failure with a way to try again', async () => {
    let calls = 0;
    renderApp(HUB, {
      language: 'en-US',
      user: newMerchant(),
      api: [
        on(certificationApi.get, () => {
          calls += 1;
          return calls === 1
            ? { errorCode: 'SERVER_ERROR', status: 500 }
            : { result: certificationCase() };
        }),
      ],
    });
    const failed = await screen.findByTestId('case-load-failed');
    expect(failed.textContent).toContain('The certification could not be loaded');
    await userEvent.setup().click(within(failed).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByTestId('choose-type')).toBeTruthy();
  });

  it('is the main user’s: a member sees the 403 page', async () => {
    const { callsTo } = renderApp(HUB, {
      language: 'en-US',
      user: memberUser({ state: AccountState.Registered }),
    });
    const layout = await screen.findByTestId('auth-layout');
    expect(await within(layout).findByTestId('exception-403')).toBeTruthy();
    expect(callsTo(certificationApi.get)).toEqual([]);
  });
});
