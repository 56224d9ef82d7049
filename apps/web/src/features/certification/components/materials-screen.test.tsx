import { AccountState, CertificationState, certificationApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { screenTests } from '../../../test/render-app.tsx';
import { completeCase, FILE, fileAnswers, openCase, uploadedId } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./materials-screen.tsx'),
  () => import('./hub-screen.tsx'),
);

const ASKED = ['documents.licenceFileId', 'people.2.idBackFileId'];

const supplement = completeCase({
  version: 12,
  state: CertificationState.ToBeCertified,
  merchantState: AccountState.MaterialsSupplement,
  next: 'materials',
  reuploadItems: ASKED,
  reason: 'The licence scan is cut off; the back of Zhang Wei’s ID card is blurred.',
  submittedAt: '2026-11-20T08:00:00.000Z',
});

const choose = (card: HTMLElement, name: string) => {
  // The field's own file input (the previews of the files handed in before have none).
  const inputs = card.querySelectorAll<HTMLInputElement>('input[type=file]');
  fireEvent.change(inputs[inputs.length - 1]!, {
    target: { files: [new File([new Uint8Array(64)], name, { type: 'image/png' })] },
  });
};

describe('materials update', () => {
  it('lists only the materials asked for, named in words, and replaces exactly those', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    const { router, inputsTo } = openCase('/auth/realname/materials', {
      language: 'en-US',
      state: AccountState.MaterialsSupplement,
      kase: supplement,
      api: [
        on(certificationApi.replaceMaterials, {
          result: { ...supplement, version: 13, next: 'review', reuploadItems: [], reason: null },
        }),
        ...fileAnswers(),
      ],
    });
    const screenEl = await screen.findByTestId('certification-materials');
    const reason = await within(screenEl).findByTestId('materials-reason');
    expect(screenEl.textContent).toContain('The reviewer asks for 2 materials again.');
    expect(reason.textContent).toContain('the back of Zhang Wei’s ID card is blurred');
    const cards = screenEl.querySelectorAll('[data-testid^="material-"][data-key]');
    expect([...cards].map((card) => card.getAttribute('data-key'))).toEqual(ASKED);
    const licence = within(screenEl).getByTestId('material-documents.licenceFileId');
    const back = within(screenEl).getByTestId('material-people.2.idBackFileId');
    expect(licence.textContent).toContain('Business licence or certificate of incorporation');
    expect(back.textContent).toContain('Identity document, back side — 张伟');
    // The file handed in before, for comparison.
    expect(within(back).getByText('Handed in before')).toBeTruthy();
    expect(back.querySelector(`[data-file-id="${FILE.back2}"]`)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(screenEl).getByTestId('materials-submit'));
    expect(
      await within(screenEl).findByTestId('material-documents.licenceFileId-missing'),
    ).toBeTruthy();
    expect(inputsTo(certificationApi.replaceMaterials)).toEqual([]);

    choose(licence, 'licence-full.png');
    await waitFor(() =>
      expect(licence.querySelector(`[data-file-id="${uploadedId(1)}"]`)).toBeTruthy(),
    );
    choose(back, 'id-back-sharp.png');
    await waitFor(() =>
      expect(back.querySelector(`[data-file-id="${uploadedId(2)}"]`)).toBeTruthy(),
    );
    await user.click(within(screenEl).getByTestId('materials-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname'));
    expect(inputsTo(certificationApi.replaceMaterials)).toEqual([
      {
        version: 12,
        files: [
          { key: 'documents.licenceFileId', fileId: uploadedId(1) },
          { key: 'people.2.idBackFileId', fileId: uploadedId(2) },
        ],
      },
    ]);
  });

  it('refuses a file of 10 MB or more before sending it', async () => {
    const { callsTo } = openCase('/auth/realname/materials', {
      language: 'zh-CN',
      state: AccountState.MaterialsSupplement,
      kase: supplement,
      api: fileAnswers(),
    });
    const licence = await screen.findByTestId('material-documents.licenceFileId');
    const inputs = licence.querySelectorAll<HTMLInputElement>('input[type=file]');
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(inputs[inputs.length - 1]!, { target: { files: [big] } });
    expect((await within(licence).findByTestId('upload-problem')).textContent).toBe(
      '文件超过 10 MB。',
    );
    expect(callsTo(certificationApi.replaceMaterials)).toEqual([]);
  });

  it('says when nothing is asked for', async () => {
    openCase('/auth/realname/materials', {
      language: 'en-US',
      state: AccountState.CertificationSubmitted,
      kase: completeCase({ next: 'review' }),
    });
    expect((await screen.findByTestId('materials-none')).textContent).toContain(
      'No materials are requested at the moment.',
    );
  });
});
