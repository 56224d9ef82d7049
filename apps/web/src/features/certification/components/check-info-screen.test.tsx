import { AccountState, CertificationState, certificationApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { screenTests } from '../../../test/render-app.tsx';
import { COMPANY, completeCase, fileAnswers, openCase } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./check-info-screen.tsx'),
  () => import('./agreement-screen.tsx'),
);

const PATH = '/auth/realname/checkInfo';

describe('checkInfo', () => {
  it('shows every step read-only with a way to change it, and confirms with the case version', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:id-card');
    const { router, inputsTo } = openCase(PATH, {
      language: 'en-US',
      state: AccountState.CertificationDraft,
      kase: completeCase(),
      api: [
        on(certificationApi.confirm, {
          result: completeCase({
            version: 8,
            next: 'agreement',
            merchantState: AccountState.AgreementPending,
          }),
        }),
        ...fileAnswers(),
      ],
    });
    const screenEl = await screen.findByTestId('certification-check-info');
    const company = await within(screenEl).findByTestId('check-company');
    expect(company.textContent).toContain(COMPANY.name);
    expect(company.textContent).toContain('88 Keji Park Road, Nanshan, Shenzhen, 518000');
    expect(company.textContent).toContain('Limited company');
    expect(company.textContent).toContain('50,000 USD');
    // Nothing to type in: every value is text.
    expect(screenEl.querySelectorAll('input:not([type=file])')).toHaveLength(0);
    const people = within(screenEl).getByTestId('check-people');
    expect(within(people).getByTestId('check-person-0').textContent).toContain(
      'Legal person, Director',
    );
    expect(within(people).getByTestId('check-person-1').textContent).toContain('30 %');
    expect(within(people).getByTestId('check-person-1').textContent).toContain(
      'Valid for the long term',
    );
    // The pictures as previews, named as the server names them.
    expect((await within(people).findAllByTestId('upload-file-name'))[0]?.textContent).toBe(
      'id-card.png',
    );
    expect(within(screenEl).getByTestId('check-edit-documents')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(screenEl).getByTestId('check-edit-people'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/people'));
    await router.navigate(PATH);
    await user.click(await screen.findByTestId('check-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/agreement'));
    expect(inputsTo(certificationApi.confirm)).toEqual([{ version: 7 }]);
  });

  it('lists the steps still missing instead of confirming', async () => {
    const { router } = openCase(PATH, {
      language: 'en-US',
      state: AccountState.CertificationDraft,
      kase: completeCase({
        draft: { company: COMPANY },
        missingSteps: ['people', 'documents'],
      }),
    });
    const missing = await screen.findByTestId('check-missing');
    expect(missing.textContent).toContain('People');
    expect(missing.textContent).toContain('Documents');
    expect(screen.queryByTestId('check-confirm')).toBeNull();
    expect(within(screen.getByTestId('check-people')).getByText('Not filled in yet')).toBeTruthy();
    await userEvent.setup().click(within(missing).getByTestId('check-fill-people'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/people'));
  });

  it('says why confirming failed (CERTIFICATION_INCOMPLETE) in the user’s language', async () => {
    openCase(PATH, {
      language: 'ru-RU',
      state: AccountState.CertificationDraft,
      kase: completeCase(),
      api: [
        on(certificationApi.confirm, {
          errorCode: 'CERTIFICATION_INCOMPLETE',
          message: 'Не завершены шаги сертификации: documents.',
          status: 409,
        }),
        ...fileAnswers(),
      ],
    });
    await userEvent.setup().click(await screen.findByTestId('check-confirm'));
    expect((await screen.findByTestId('check-problem')).textContent).toBe(
      'Не завершены шаги сертификации: documents.',
    );
  });

  it('is read-only while the case is with the reviewers', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:id-card');
    openCase(PATH, {
      language: 'zh-CN',
      state: AccountState.CertificationSubmitted,
      kase: completeCase({
        state: CertificationState.UnderReview,
        next: 'review',
        agreementFile: { id: '00000000-0000-4000-8000-00000000f008', name: 'signed.pdf' },
      }),
      api: fileAnswers(),
    });
    const screenEl = await screen.findByTestId('certification-check-info');
    await within(screenEl).findByTestId('check-agreement');
    expect(within(screenEl).queryByTestId('check-edit-company')).toBeNull();
    expect(within(screenEl).queryByTestId('check-confirm')).toBeNull();
    expect(screenEl.textContent).toContain('以下是您提交的认证信息。');
  });
});
