import { documentsApi } from '@tradebridge/contracts';
import type { Renewal } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';
import { confirmWithoutReason, dialogTitledExactly } from '../../../test/screen.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:renewal-file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanUp);

const renewal = (overrides: Partial<Renewal> = {}): Renewal => ({
  id: '00000000-0000-4000-8000-000000000301',
  merchantId: '00000000-0000-4000-8000-000000000101',
  merNo: 'M100000001',
  merchantName: 'Demo Trading Co., Ltd.',
  documentId: '00000000-0000-4000-8000-000000000201',
  idType: 2,
  holderName: 'Chen Jing',
  idNumber: 'E1****678',
  oldExpiresOn: '2020-01-31',
  newExpiresOn: '2031-06-30',
  fileId: '00000000-0000-4000-8000-000000000401',
  fileName: 'passport.png',
  fileMime: 'image/png',
  state: 1,
  reason: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

/** A server of one renewal: the list filters by state, review changes it. */
const handlers = (current: { renewal: Renewal }, file?: () => Response): StubAnswers => [
  on(documentsApi.listRenewals, (body) => {
    const list =
      body.state === undefined || body.state === current.renewal.state ? [current.renewal] : [];
    return pageOf(list, body);
  }),
  on(
    documentsApi.renewalFile,
    () => file?.() ?? new Response(PNG, { headers: { 'content-type': 'image/png' } }),
  ),
  on(documentsApi.review, (body) => {
    if (!body.approve && !body.reason) return { errorCode: 'VALIDATION_FAILED', message: 'reason' };
    current.renewal = {
      ...current.renewal,
      state: body.approve ? 3 : 2,
      reason: (body.reason as string | undefined) ?? null,
      reviewedAt: '2026-03-02T09:00:00.000Z',
    };
    return { result: current.renewal };
  }),
];

const table = () => screen.findByTestId('renewals-table', {}, { timeout: 5_000 });
const rowsOf = (element: HTMLElement) => element.querySelectorAll('tbody tr.ant-table-row');
/** Waits for the table (the screen loads lazily) to show this many rows. */
const expectRows = async (count: number) => {
  const view = await table();
  await waitFor(() => expect(rowsOf(view)).toHaveLength(count));
  return view;
};

const openDrawer = async (user: ReturnType<typeof userEvent.setup>, id: string) => {
  await user.click(await screen.findByTestId(`renewal-open-${id}`));
  return screen.findByTestId('renewal-drawer');
};

describe('document renewals', () => {
  it('lists the renewals in review with type, masked number and old → new expiry', async () => {
    const { inputsTo } = renderApp('/renewals', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ renewal: renewal() }),
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    const row = rowsOf(view)[0] as HTMLElement;
    expect(row.textContent).toContain('Demo Trading Co., Ltd.');
    expect(row.textContent).toContain('Chen Jing');
    expect(row.textContent).toContain('Passport');
    expect(row.textContent).toContain('E1****678');
    expect(within(row).getByTestId(`renewal-expiry-${renewal().id}`).textContent).toBe(
      '2020-01-31 → 2031-06-30',
    );
    expect(inputsTo(documentsApi.listRenewals)).toEqual([{ state: 1, pageNum: 1, pageSize: 20 }]);
  });

  it("shows the spec's -- for a holder and a number that are missing", async () => {
    renderApp('/renewals', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers({ renewal: renewal({ holderName: '', idNumber: ' ' }) }),
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    const cells = [...(rowsOf(view)[0] as HTMLElement).querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
    // Merchant, holder, document type, number.
    expect(cells.slice(1, 4)).toEqual(['--', 'Passport', '--']);
  });

  it('shows the file and approves after a confirmation; the row leaves the queue', async () => {
    const user = userEvent.setup();
    const current = { renewal: renewal() };
    const { inputsTo } = renderApp('/renewals', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers(current),
    });
    await expectRows(1);
    const drawer = await openDrawer(user, current.renewal.id);
    const image = await within(drawer).findByTestId('renewal-image');
    expect(image.getAttribute('src')).toBe('blob:renewal-file');
    expect(inputsTo(documentsApi.renewalFile)).toEqual([{ renewalId: current.renewal.id }]);

    // The shared preview zooms and rotates the picture.
    await user.click(within(drawer).getByTestId('renewal-enlarge'));
    await user.click(await screen.findByTestId('preview-zoom-in'));
    expect(screen.getByTestId('preview-scale').textContent).toBe('Zoom 110%');
    // Closed with its own button: Escape may also reach the drawer beneath and close it.
    const preview = screen.getByTestId('preview-scale').closest('.ant-modal')!;
    await user.click(within(preview as HTMLElement).getByRole('button', { name: 'Close' }));

    await user.click(within(drawer).getByTestId('renewal-approve'));
    const confirm = await dialogTitledExactly('Approve this renewal?');
    expect(confirm.textContent).toContain(
      'The document of Chen Jing (Passport, Demo Trading Co., Ltd.) will be valid until 2031-06-30.',
    );
    expect(inputsTo(documentsApi.review)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(inputsTo(documentsApi.review)).toEqual([
        { renewalId: current.renewal.id, approve: true },
      ]),
    );
    expect(await screen.findByText('No renewal is waiting for review')).toBeTruthy();
    expect(await screen.findByText('Renewal approved')).toBeTruthy();

    // The approved tab has it, and its drawer shows the decision instead of the buttons.
    await user.click(screen.getByTestId('renewals-tab-approved'));
    await expectRows(1);
    const reviewed = await openDrawer(user, current.renewal.id);
    expect((await within(reviewed).findByTestId('renewal-reviewed')).textContent).toContain(
      'the document is valid until 2031-06-30',
    );
    expect(within(reviewed).queryByTestId('renewal-approve')).toBeNull();
    expect(inputsTo(documentsApi.listRenewals).at(-1)).toEqual({
      state: 3,
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('needs a reason to reject, then rejects with it', async () => {
    const user = userEvent.setup();
    const current = { renewal: renewal() };
    const { inputsTo } = renderApp('/renewals', {
      language: 'en-US',
      as: 'admin',
      api: handlers(current),
    });
    await expectRows(1);
    const drawer = await openDrawer(user, current.renewal.id);
    await user.click(within(drawer).getByTestId('renewal-reject'));
    const dialog = await dialogTitledExactly('Reject this renewal');
    await confirmWithoutReason(user, dialog, 'Give a reason for the rejection');
    // Blank is no reason either.
    await user.click(within(dialog).getByTestId('reject-reason'));
    await user.paste('   ');
    await confirmWithoutReason(user, dialog, 'Give a reason for the rejection');
    expect(inputsTo(documentsApi.review)).toEqual([]);

    await user.clear(within(dialog).getByTestId('reject-reason'));
    await user.paste('The expiry date cannot be read');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() =>
      expect(inputsTo(documentsApi.review)).toEqual([
        {
          renewalId: current.renewal.id,
          approve: false,
          reason: 'The expiry date cannot be read',
        },
      ]),
    );
    expect(await screen.findByText('Renewal rejected')).toBeTruthy();
    expect(await screen.findByText('No renewal is waiting for review')).toBeTruthy();
  });

  it('shows a PDF in the browser viewer and a file that fails with a retry', async () => {
    const user = userEvent.setup();
    let fails = true;
    const pdf = renewal({ fileName: 'licence.pdf', fileMime: 'application/pdf', idType: 9 });
    renderApp('/renewals', {
      language: 'ru-RU',
      as: 'admin',
      api: handlers({ renewal: pdf }, () =>
        fails
          ? Response.json({ status: 0, errorCode: 'NOT_FOUND', message: 'Нет' }, { status: 404 })
          : new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      ),
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    expect(rowsOf(view)[0]?.textContent).toContain('Бизнес-лицензия');
    const drawer = await openDrawer(user, pdf.id);
    const failure = await within(drawer).findByTestId('renewal-file-error');
    expect(failure.textContent).toContain('Не удалось загрузить документ');
    fails = false;
    await user.click(within(failure).getByRole('button', { name: 'Повторить' }));
    const frame = await within(drawer).findByTestId('renewal-pdf');
    expect(frame.getAttribute('src')).toBe('blob:renewal-file');
  });

  it('says when the queue cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    const outage = outageOf(documentsApi.listRenewals, () => ({
      result: { list: [], total: 0, pageNum: 1, pageSize: 20 },
    }));
    renderApp('/renewals', {
      language: 'en-US',
      as: 'reviewer',
      api: [outage.answer],
    });
    await retryAfter(
      user,
      outage,
      await screen.findByTestId('renewals-error', {}, { timeout: 5_000 }),
    );
    expect(await screen.findByText('No renewal is waiting for review')).toBeTruthy();
    expect(screen.queryByTestId('renewals-error')).toBeNull();
  });

  it('is refused to a finance operator', async () => {
    renderApp('/renewals', { as: 'finance', api: [] });
    await expectRefused(5_000);
  });
});
