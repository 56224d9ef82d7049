import { collectionApi, CollectionState, documentsApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectAt,
  mainUser,
  memberUser,
  openScreen,
  screenTests,
} from '../../../test/render-app.tsx';
import { COLLECTION_ID, collectionDetailOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./collection-detail-screen.tsx'),
);

const FILE_ID = '00000000-0000-4000-8000-00000000f0a1';
const WAITING = collectionDetailOf();
const DETAIL = on(collectionApi.getCollection, { result: WAITING });
const UPLOAD = on(documentsApi.uploadFile, (form) => {
  const file = (form as FormData).get('file') as File;
  return { result: { id: FILE_ID, name: file.name, mime: file.type, size: file.size } };
});

const open = async (api: StubAnswers, { user = mainUser() } = {}) => {
  return openScreen(`/collect/detail?id=${COLLECTION_ID}`, 'collection-detail-screen', {
    language: 'en-US',
    api,
    user,
  });
};

const chooseKind = async (
  user: ReturnType<typeof userEvent.setup>,
  row: HTMLElement,
  kind: string,
) => {
  await user.click(
    within(row).getByTestId('material-kind').querySelector('input') ??
      within(row).getByTestId('material-kind'),
  );
  await user.click(await screen.findByTitle(kind));
};

const chooseFile = (row: HTMLElement, name: string) =>
  fireEvent.change(row.querySelector<HTMLInputElement>('input[type=file]')!, {
    target: { files: [new File([new Uint8Array(64)], name, { type: 'application/pdf' })] },
  });

describe('what the bank told of a collection', () => {
  it('shows the references, payer address and account and ultimate payer it gave', async () => {
    const { screenEl } = await open([
      on(collectionApi.getCollection, {
        result: collectionDetailOf({
          references: {
            endToEndId: 'E2E-INV-77',
            transactionId: null,
            uetr: '97ed4827-7b6f-4491-a06f-b548d5a7512d',
            creditorReference: 'RF18539007547034',
          },
          payerAddress: '12 Rue de Rivoli, 75001 Paris, FR',
          payerAccount: 'FR7630006000011234567890189',
          ultimatePayer: 'Bazaar Retail SARL',
        }),
      }),
    ]);
    const summary = await within(screenEl).findByTestId('collection-summary');
    expect(
      [
        'endToEndId',
        'uetr',
        'creditorReference',
        'payerAccount',
        'payerAddress',
        'ultimatePayer',
      ].map((key) => within(summary).getByTestId(`collection-${key}`).textContent),
    ).toEqual([
      'E2E-INV-77',
      '97ed4827-7b6f-4491-a06f-b548d5a7512d',
      'RF18539007547034',
      'FR7630006000011234567890189',
      '12 Rue de Rivoli, 75001 Paris, FR',
      'Bazaar Retail SARL',
    ]);
    for (const label of [
      'End-to-end ID',
      'Creditor reference',
      "Payer's address",
      'Paid on behalf of',
    ])
      expect(within(summary).getByText(label)).toBeTruthy();
    // Not given by the bank: not shown.
    expect(within(summary).queryByTestId('collection-transactionId')).toBeNull();
  });

  it('leaves them out when the bank gave none', async () => {
    const { screenEl } = await open([DETAIL]);
    const summary = await within(screenEl).findByTestId('collection-summary');
    expect(within(summary).queryByTestId('collection-endToEndId')).toBeNull();
    expect(within(summary).queryByTestId('collection-payerAddress')).toBeNull();
    expect(summary.textContent).not.toContain('End-to-end ID');
  });

  it('says the bank reversed it, on the timeline and as its reason', async () => {
    const { screenEl } = await open([
      on(collectionApi.getCollection, {
        result: collectionDetailOf({
          state: CollectionState.TransactionFailed,
          progress: null,
          reason: 'reversed',
          actions: [],
          creditedAt: '2026-11-25T10:00:01.000Z',
          history: [
            { at: '2026-11-25T10:00:00.000Z', action: 'arrived', actor: 'bank', reason: null },
            { at: '2026-11-25T10:00:01.000Z', action: 'credited', actor: 'system', reason: null },
            { at: '2026-11-27T09:00:00.000Z', action: 'reversed', actor: 'bank', reason: null },
          ],
        }),
      }),
    ]);
    expect((await within(screenEl).findByTestId('collection-state')).textContent).toBe(
      'Transaction failed',
    );
    expect(within(screenEl).getByTestId('collection-reason').textContent).toBe(
      'Reversed by the bank',
    );
    const history = within(screenEl).getByTestId('collection-history');
    expect(history.textContent).toContain(
      'Reversed by the bank: the money left your account again',
    );
    expect(history.textContent).not.toContain('reversed');
  });
});

describe('a collection waiting for materials', () => {
  it('shows the amount, payer, account, reason in words and its timeline', async () => {
    const { screenEl } = await open([DETAIL]);
    const alert = await within(screenEl).findByTestId('collection-needs-materials');
    expect(within(alert).getByTestId('collection-materials-reason').textContent).toBe(
      'Reason: A large amount: proof of the trade is needed',
    );
    expect(within(screenEl).getByTestId('collection-amount').textContent).toBe('60,000.00 EUR');
    expect(within(screenEl).getByTestId('collection-state').textContent).toBe('Awaiting materials');
    expect(within(screenEl).getByTestId('collection-progress').textContent).toBe(
      'Materials to upload',
    );
    const summary = within(screenEl).getByTestId('collection-summary');
    expect(summary.textContent).toContain('Grand Bazaar SA');
    expect(summary.textContent).toContain('France');
    expect(summary.textContent).toContain('Company');
    expect(summary.textContent).toContain('Amazon EU · 0532013000');
    expect(summary.textContent).toContain('REF-778812');
    expect(within(screenEl).getByTestId('collection-history').textContent).toContain(
      'Funds arrivedBank',
    );
    expect(within(screenEl).getByTestId('materials-none')).toBeTruthy();
  });

  it('names what is missing before handing anything in', async () => {
    const { screenEl, user, callsTo } = await open([DETAIL]);
    const form = await within(screenEl).findByTestId('materials-form');
    await user.click(within(form).getByTestId('materials-submit'));
    expect(await within(form).findByText('Type cannot be empty')).toBeTruthy();
    expect(within(form).getByText('File cannot be empty')).toBeTruthy();
    expect(callsTo(collectionApi.uploadMaterials)).toEqual([]);
  });

  it('uploads each file with its kind and hands them in with the version', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    const { screenEl, user, inputsTo } = await open([
      DETAIL,
      UPLOAD,
      on(collectionApi.uploadMaterials, ({ files }) => ({
        result: collectionDetailOf({
          version: 4,
          state: CollectionState.PendingMaterialsReview,
          progress: 'materialToReview',
          actions: [],
          materials: files.map((f) => ({
            kind: f.kind,
            fileId: f.fileId,
            name: 'invoice-7781.pdf',
            uploadedAt: '2026-11-25T11:00:00.000Z',
          })),
          history: [
            ...WAITING.history,
            {
              at: '2026-11-25T11:00:00.000Z',
              action: 'materialsUploaded',
              actor: 'Demo Admin',
              reason: null,
            },
          ],
        }),
      })),
    ]);
    const form = await within(screenEl).findByTestId('materials-form');
    const row = within(form).getByTestId('material-row-0');
    await chooseKind(user, row, 'Invoice');
    chooseFile(row, 'invoice-7781.pdf');
    await waitFor(() =>
      expect(within(row).getByTestId('upload-file').getAttribute('data-file-id')).toBe(FILE_ID),
    );
    await user.click(within(form).getByTestId('materials-submit'));
    await waitFor(() =>
      expect(inputsTo(collectionApi.uploadMaterials)).toEqual([
        { collectionId: COLLECTION_ID, version: 3, files: [{ kind: 'invoice', fileId: FILE_ID }] },
      ]),
    );
    const list = await within(screenEl).findByTestId('materials-list');
    expect(list.textContent).toContain('Invoice');
    expect(list.textContent).toContain('invoice-7781.pdf');
    expect(within(screenEl).queryByTestId('materials-form')).toBeNull();
    expect(within(screenEl).getByTestId('collection-progress').textContent).toBe(
      'Materials to be reviewed',
    );
  });

  it('says a collection changed meanwhile, and reads it again', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    const { screenEl, user, callsTo } = await open([
      DETAIL,
      UPLOAD,
      on(collectionApi.uploadMaterials, { errorCode: 'COLLECTION_CHANGED', status: 409 }),
    ]);
    const form = await within(screenEl).findByTestId('materials-form');
    const row = within(form).getByTestId('material-row-0');
    await chooseKind(user, row, 'Contract');
    chooseFile(row, 'contract.pdf');
    await within(row).findByTestId('upload-file');
    await user.click(within(form).getByTestId('materials-submit'));
    expect(
      await screen.findByText(
        'This collection was changed in the meantime and has been reloaded. Check it and try again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(collectionApi.getCollection)).toHaveLength(2));
  });

  it('is withdrawn after a confirmation that the money goes back to the payer', async () => {
    const { screenEl, user, inputsTo } = await open([
      DETAIL,
      on(collectionApi.cancel, {
        result: collectionDetailOf({
          version: 4,
          state: CollectionState.Cancelled,
          progress: null,
          actions: [],
          history: [
            ...WAITING.history,
            {
              at: '2026-11-25T12:00:00.000Z',
              action: 'cancelled',
              actor: 'Demo Admin',
              reason: null,
            },
          ],
        }),
      }),
    ]);
    await user.click(await within(screenEl).findByTestId('collection-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('60,000.00 EUR goes back to Grand Bazaar SA');
    await user.click(within(dialog).getByTestId('cancel-confirm'));
    await waitFor(() =>
      expect(inputsTo(collectionApi.cancel)).toEqual([{ collectionId: COLLECTION_ID, version: 3 }]),
    );
    await waitFor(() =>
      expect(within(screenEl).getByTestId('collection-state').textContent).toBe('Cancelled'),
    );
    expect(within(screenEl).queryByTestId('collection-cancel')).toBeNull();
    expect(within(screenEl).getByTestId('collection-history').textContent).toContain('Withdrawn');
  });

  it('offers neither upload nor withdrawal to a member who may only view', async () => {
    const { screenEl } = await open([DETAIL], { user: memberUser() });
    const alert = await within(screenEl).findByTestId('collection-needs-materials');
    expect(alert.textContent).toContain('A team member who may operate collections');
    expect(within(screenEl).queryByTestId('materials-form')).toBeNull();
    expect(within(screenEl).queryByTestId('collection-cancel')).toBeNull();
  });
});

describe('trade orders covering a collection', () => {
  it('are associated from a link, for a user who may operate contracts', async () => {
    const { screenEl, user, router } = await open([DETAIL]);
    await user.click(await within(screenEl).findByTestId('collection-associate-orders'));
    await expectAt(router, `/contract/associate?collectionId=${COLLECTION_ID}`);
  });

  it('are not offered for a finally refused collection, nor to a member who may only view', async () => {
    const refused = await open([
      on(collectionApi.getCollection, {
        result: collectionDetailOf({ state: CollectionState.ReviewRejected, actions: [] }),
      }),
    ]);
    await within(refused.screenEl).findByTestId('collection-summary');
    expect(within(refused.screenEl).queryByTestId('collection-associate-orders')).toBeNull();
    refused.unmount();
    const { screenEl } = await open([DETAIL], { user: memberUser() });
    await within(screenEl).findByTestId('collection-summary');
    expect(within(screenEl).queryByTestId('collection-associate-orders')).toBeNull();
  });
});

describe('a collection that cannot be read', () => {
  it('shows that it is loading, and a failure with a way to try again', async () => {
    const loading = await open([on(collectionApi.getCollection, () => new Promise(() => {}))]);
    expect(await within(loading.screenEl).findByTestId('collection-loading')).toBeTruthy();
    loading.unmount();
    const { screenEl } = await open([
      on(collectionApi.getCollection, { errorCode: 'SERVER_ERROR', message: 'Sorry.' }),
    ]);
    const failed = await within(screenEl).findByTestId('collection-failed');
    expect(failed.textContent).toContain('The collection could not be loaded');
  });
});
