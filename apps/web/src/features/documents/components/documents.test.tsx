import { documentsApi } from '@tradebridge/contracts';
import type { ExpiringDocument } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { uploadProblem } from '../../../lib/upload-file.ts';
import { isPastOrToday } from './renew-document-screen.tsx';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/account-centre-page.tsx'),
  () => import('../../../app/pages/renew-document-page.tsx'),
);

const passport: ExpiringDocument = {
  id: '11111111-1111-4111-8111-111111111111',
  idType: 2,
  holderName: 'Demo Admin',
  idNumber: 'E1****78',
  expiresOn: '2026-01-10',
  expired: false,
  daysLeft: 12,
  renewal: null,
};

vi.setConfig({ testTimeout: 60_000 });

describe('document expiry card', () => {
  it('lists expiring documents with days left and a way to renew', async () => {
    renderApp('/secure', {
      language: 'en-US',
      // Only the documents answer; the account centre's other cards show their load errors.
      api: [
        on(documentsApi.listExpiring, {
          result: {
            list: [
              passport,
              {
                ...passport,
                id: '22222222-2222-4222-8222-222222222222',
                idType: 9,
                expired: true,
                daysLeft: -3,
                renewal: {
                  id: 'r1',
                  state: 2,
                  newExpiresOn: '2030-01-01',
                  reason: 'The scan is unreadable',
                  submittedAt: '2026-01-01T00:00:00.000Z',
                },
              },
            ],
          },
        }),
      ],
    });
    const card = await screen.findByTestId('document-expiry', {}, { timeout: 15_000 });
    await within(card).findByText('12 days left', {}, { timeout: 15_000 });
    expect(within(card).getByText('Expired')).toBeTruthy();
    expect(within(card).getByText('Rejected')).toBeTruthy();
    expect(within(card).getByText('Reason: The scan is unreadable')).toBeTruthy();
    expect(within(card).getByText('Submit again')).toBeTruthy();
  });
});

describe('document renewal', () => {
  it('checks type and size before uploading', () => {
    expect(uploadProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(uploadProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 - 1 })).toBeNull();
    expect(uploadProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 })).toBe(
      'FILE_TOO_LARGE',
    );
    expect(uploadProblem({ type: 'image/gif', size: 10 })).toBe('FILE_TYPE_REFUSED');
    expect(uploadProblem({ type: 'text/plain', size: 10 })).toBe('FILE_TYPE_REFUSED');
  });

  it('accepts only future expiry dates', () => {
    expect(isPastOrToday(dayjs())).toBe(true);
    expect(isPastOrToday(dayjs().subtract(1, 'day'))).toBe(true);
    expect(isPastOrToday(dayjs().add(1, 'day'))).toBe(false);
  });

  it('refuses a file of the wrong type without uploading it', async () => {
    const { callsTo } = renderApp(`/renewFile/renewFile?documentId=${passport.id}`, {
      language: 'en-US',
      api: [on(documentsApi.listExpiring, { result: { list: [passport] } })],
    });
    const screenEl = await screen.findByTestId('renew-document');
    await within(screenEl).findByText('Passport');
    const input = screenEl.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'note.txt', { type: 'text/plain' })] },
    });
    expect(
      await within(screenEl).findByText(
        'This type of file is not accepted here: only JPEG, PNG, PDF.',
      ),
    ).toBeTruthy();
    expect(callsTo(documentsApi.uploadFile)).toEqual([]);

    await userEvent.setup().click(within(screenEl).getByTestId('renew-submit'));
    expect(await within(screenEl).findByText('Renewed document cannot be empty')).toBeTruthy();
    expect(await within(screenEl).findByText('New expiry date cannot be empty')).toBeTruthy();
  });

  it('says when the document has nothing to renew', async () => {
    renderApp('/renewFile/renewFile?documentId=unknown', {
      language: 'en-US',
      api: [on(documentsApi.listExpiring, { result: { list: [passport] } })],
    });
    expect(await screen.findByTestId('renew-not-found')).toBeTruthy();
  });
});
