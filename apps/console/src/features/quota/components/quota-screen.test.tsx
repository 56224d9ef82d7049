import { quotaApi, type OpsQuota } from '@tradebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded, outageOf, retryAfter } from '../../../test/failures.ts';
import { cells, confirmDecision, labelsOf, rowsOf } from '../../../test/screen.ts';
import {
  approveAfterConfirmation,
  detailScreenOf,
  refuseWithReason,
} from '../../../test/detail-screen.ts';
import {
  APPROVED_NO,
  approvedDetail,
  CONTRACT_ID,
  DRAWN_NO,
  IMAGE_FILE_ID,
  MERCHANT_ID,
  PDF_FILE_ID,
  QUOTA_NO,
  quotaDetail,
  RETURNED_NO,
} from './test-data.ts';

beforeEach(() => {
  // jsdom has no object URLs: each blob gets one named after its type.
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanUp);

const PATH = `/quotas/${QUOTA_NO}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });
const SHEET_FILE_ID = '00000000-0000-4000-8000-000000000f03';

/** A server of one application: decisions change it as the real one does. */
const handlers = (current: { quota: OpsQuota }): StubAnswers => [
  on(quotaApi.opsDetail, () => ({ result: current.quota })),
  on(quotaApi.decide, ({ approve, reason }) => {
    current.quota = {
      ...current.quota,
      state: approve ? 1 : 0,
      label: approve ? 'unavailable' : 'invalid',
      reason: approve ? null : (reason ?? ''),
      reviewedAt: '2026-11-25T03:00:00.000Z',
    };
    return { result: current.quota };
  }),
  on(
    quotaApi.opsFile,
    ({ fileId }) =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: {
          'content-type':
            fileId === IMAGE_FILE_ID
              ? 'image/png'
              : fileId === SHEET_FILE_ID
                ? 'application/octet-stream'
                : 'application/pdf',
        },
      }),
  ),
];

const quota = detailScreenOf(quotaApi.opsDetail, 'quota', { path: PATH, as: ME, handlers });

describe('one settlement quota', { timeout: 40_000 }, () => {
  it('shows an application under review: the quota, its contracts and files, no draws yet', async () => {
    const current = { quota: quotaDetail() };
    await quota.served(current, 'en-US');
    expect(screen.getByTestId('quota-title').textContent).toBe(QUOTA_NO);
    expect(screen.getByTestId('quota-state').textContent).toBe('Under review');
    expect(screen.getByTestId('quota-label').textContent).toBe('Not available');
    expect(screen.getByTestId('page-description').textContent).toBe(
      'Demo Trading: 250,000.00 USD for 12/01/2026 – 05/31/2027',
    );
    expect(screen.getByTestId('quota-note').textContent).toContain(
      'Waiting for review: check that the evidence supports the kind and the amount.',
    );
    expect(labelsOf(screen.getByTestId('quota-application'))).toEqual([
      'Quota number',
      'Merchant',
      'Kind',
      'State',
      'Usable',
      'Period',
      'Amount',
      'Used',
      'Remaining',
      'Applied by',
      'Applied',
      'Reviewed',
      "Merchant's note",
    ]);
    expect(screen.getByTestId('quota-merchant').getAttribute('href')).toBe(
      `/merchants/${MERCHANT_ID}`,
    );
    expect(screen.getByTestId('quota-kind').textContent).toBe('Goods trade');
    expect(screen.getByTestId('quota-period').textContent).toBe('12/01/2026 – 05/31/2027');
    expect(screen.getByTestId('quota-amount').textContent).toBe('250,000.00 USD');
    expect(screen.getByTestId('quota-used').textContent).toBe('0.00 USD');
    expect(screen.getByTestId('quota-remaining').textContent).toBe('250,000.00 USD');
    expect(screen.getByTestId('quota-note-text').textContent).toBe(
      'Spring orders for Shenzhen suppliers',
    );

    // The trade contracts, each in its own currency, linked for a reviewer.
    const contracts = rowsOf(screen.getByTestId('quota-contracts-table'));
    expect(contracts.map(cells)).toEqual([
      ['HT-2026-118', 'USD', '180,000.00 USD'],
      ['HT-2026-121', 'EUR', '60,000.00 EUR'],
    ]);
    expect(screen.getAllByTestId('quota-contract-link')[0]!.getAttribute('href')).toBe(
      `/contracts/${CONTRACT_ID}`,
    );
    expect(screen.getByTestId(`quota-file-${PDF_FILE_ID}`).textContent).toContain(
      'customs-declaration.pdf',
    );
    expect(screen.getByTestId(`quota-file-${IMAGE_FILE_ID}`).textContent).toContain(
      'invoice-2026-118.png',
    );
    expect(screen.getByTestId('quota-draws').textContent).toContain(
      'No payout has drawn on this quota yet',
    );
    expect(screen.queryByTestId('quota-draws-count')).toBeNull();
    expect(screen.getByTestId('quota-approve')).toBeTruthy();
    expect(screen.getByTestId('quota-reject')).toBeTruthy();
  });

  it('approves it after a confirmation: the answer refreshes the screen', async () => {
    const current = { quota: quotaDetail() };
    const { user, inputsTo } = await quota.served(current, 'en-US');
    await approveAfterConfirmation(user, inputsTo, quotaApi.decide, {
      trigger: 'quota-approve',
      title: 'Approve this quota?',
      says: `Quota ${QUOTA_NO} of Demo Trading: Goods trade, 250,000.00 USD, 12/01/2026 – 05/31/2027.`,
      button: 'Approve',
      request: { quotaNo: QUOTA_NO, approve: true },
      done: 'Quota approved',
    });
    await waitFor(() => expect(screen.getByTestId('quota-state').textContent).toBe('Approved'));
    expect(screen.getByTestId('quota-note').textContent).toContain('Approved on');
    expect(screen.queryByTestId('quota-approve')).toBeNull();
    expect(screen.queryByTestId('quota-reject')).toBeNull();
    // The answer is the application: it is not asked for again.
    expect(inputsTo(quotaApi.opsDetail)).toHaveLength(1);
  });

  it('needs a reason to refuse, then refuses with it', async () => {
    const current = { quota: quotaDetail() };
    const { user, inputsTo } = await quota.served(current, 'en-US');
    const note = await refuseWithReason(user, inputsTo, quotaApi.decide, {
      trigger: 'quota-reject',
      title: 'Refuse this quota application',
      says: 'The merchant is told and reads the reason',
      required: 'Give a reason the merchant can act on',
      reason: '  The contracts do not cover the amount. ',
      request: {
        quotaNo: QUOTA_NO,
        approve: false,
        reason: 'The contracts do not cover the amount.',
      },
      done: 'Quota refused',
      note: 'quota-note',
    });
    expect(note.textContent).toContain('Refused: no payout can draw on it.');
    expect(screen.getByTestId('quota-state').textContent).toBe('Not approved');
    expect(screen.getByTestId('quota-label').textContent).toBe('Invalid');
    expect(screen.getByTestId('quota-reason').textContent).toBe(
      'The contracts do not cover the amount.',
    );
  });

  it('says so and reloads when another reviewer decided first (QUOTA_STATE)', async () => {
    const current = { quota: quotaDetail() };
    const { user, inputsTo } = await quota.served(current, 'zh-CN', [
      decidedFirst(quotaApi.decide, { errorCode: 'QUOTA_STATE', message: 'state' }, () => {
        current.quota = { ...current.quota, state: 1, label: 'unavailable' };
      }),
    ]);
    await confirmDecision(user, 'quota-approve', '确定审核通过该额度？', '审核通过');
    await expectReloaded(
      '您查看期间该额度申请已有变化（其他审核员已先行处理），现已重新加载，请核对后再处理。',
      ['quota-state', '已通过'],
      () => inputsTo(quotaApi.opsDetail),
    );
    expect(screen.queryByTestId('quota-approve')).toBeNull();
  });

  it('shows finance an application under review without the decisions or the contract links', async () => {
    const current = { quota: quotaDetail() };
    await quota.show(PATH, { language: 'en-US', as: 'finance', api: handlers(current) });
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.getByTestId('quota-read-only').textContent).toContain(
      'admins and reviewers approve or refuse it',
    );
    // Finance does not review trade contracts: their numbers are text.
    expect(screen.queryByTestId('quota-contract-link')).toBeNull();
    expect(cells(rowsOf(screen.getByTestId('quota-contracts-table'))[0]!)[0]).toBe('HT-2026-118');
  });

  it('opens the evidence files in place through file.json, and offers a download of others', async () => {
    const current = {
      quota: quotaDetail({
        files: [...quotaDetail().files, { id: SHEET_FILE_ID, name: 'packing-list.xlsx' }],
      }),
    };
    const { user, inputsTo } = await quota.served(current, 'en-US');
    expect(inputsTo(quotaApi.opsFile)).toEqual([]);
    await user.click(screen.getByTestId(`quota-file-open-${PDF_FILE_ID}`));
    const pdf = await screen.findByTestId(`quota-file-${PDF_FILE_ID}-pdf`);
    expect(pdf.getAttribute('src')).toBe('blob:application/pdf');
    await user.click(screen.getByTestId(`quota-file-open-${IMAGE_FILE_ID}`));
    expect(
      (await screen.findByTestId(`quota-file-${IMAGE_FILE_ID}-image`)).getAttribute('src'),
    ).toBe('blob:image/png');
    await user.click(screen.getByTestId(`quota-file-open-${SHEET_FILE_ID}`));
    const download = await screen.findByTestId(`quota-file-${SHEET_FILE_ID}-download`);
    expect(download.getAttribute('download')).toBe('packing-list.xlsx');
    expect(inputsTo(quotaApi.opsFile)).toEqual([
      { quotaNo: QUOTA_NO, fileId: PDF_FILE_ID },
      { quotaNo: QUOTA_NO, fileId: IMAGE_FILE_ID },
      { quotaNo: QUOTA_NO, fileId: SHEET_FILE_ID },
    ]);
    await user.click(screen.getByTestId(`quota-file-open-${PDF_FILE_ID}`));
    expect(screen.queryByTestId(`quota-file-${PDF_FILE_ID}-pdf`)).toBeNull();
  });

  it('says when a file cannot be fetched, with a retry', async () => {
    const outage = outageOf(
      quotaApi.opsFile,
      () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
      'Storage down',
    );
    const current = { quota: quotaDetail() };
    const { user } = await quota.served(current, 'en-US', [outage.answer]);
    await user.click(screen.getByTestId(`quota-file-open-${PDF_FILE_ID}`));
    await retryAfter(
      user,
      outage,
      await screen.findByTestId(`quota-file-${PDF_FILE_ID}-file-error`),
    );
    expect(await screen.findByTestId(`quota-file-${PDF_FILE_ID}-pdf`)).toBeTruthy();
  });

  it('shows an approved quota in Russian with the payouts that drew on it, one given back', async () => {
    await quota.show(`/quotas/${APPROVED_NO}`, {
      language: 'ru-RU',
      as: 'finance',
      api: [on(quotaApi.opsDetail, () => ({ result: approvedDetail() }))],
    });
    const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
    expect(screen.getByTestId('quota-state').textContent).toBe('Одобрен');
    expect(screen.getByTestId('quota-label').textContent).toBe('Доступен');
    expect(screen.getByTestId('quota-kind').textContent).toBe('Торговля услугами');
    expect(screen.getByTestId('quota-note').textContent).toContain('Одобрен');
    expect(plain(screen.getByTestId('quota-used').textContent)).toBe('12 500,00 USD');
    expect(plain(screen.getByTestId('quota-remaining').textContent)).toBe('37 500,00 USD');
    // No read-only note: it is not under review.
    expect(screen.queryByTestId('quota-read-only')).toBeNull();
    expect(screen.getByTestId('quota-contracts').textContent).toContain(
      'Торговые контракты не приложены',
    );

    expect(screen.getByTestId('quota-draws-count').textContent).toBe('2 выплаты');
    const draws = rowsOf(screen.getByTestId('quota-draws-table'));
    expect(draws).toHaveLength(2);
    expect(cells(draws[0]!)[0]).toBe(DRAWN_NO);
    expect(plain(cells(draws[0]!)[1])).toBe('12 500,00 USD');
    expect(cells(draws[0]!)[3]).toBe('--');
    expect(cells(draws[1]!)[0]).toBe(RETURNED_NO);
    expect(cells(draws[1]!)[3]).not.toBe('--');
    // A draw given back is struck through: it no longer counts as used.
    expect(draws[1]!.querySelector('del')).toBeTruthy();
    expect(screen.getByTestId(`quota-draw-${DRAWN_NO}`).getAttribute('href')).toBe(
      `/payouts/${DRAWN_NO}`,
    );
    expect(screen.getByTestId(`quota-draw-${RETURNED_NO}`).getAttribute('href')).toBe(
      `/payouts/${RETURNED_NO}`,
    );
  });

  it('says when the quota does not exist', () =>
    quota.isMissing(PATH, ME, 'This quota does not exist', '/quotas'));

  it('offers a retry when the quota cannot be loaded', () =>
    quota.retriesAfterOutage(PATH, ME, quotaDetail(), 'quota-loading'));

  it('is refused to an account manager', () => quota.isRefusedTo(PATH, 'manager'));
});
