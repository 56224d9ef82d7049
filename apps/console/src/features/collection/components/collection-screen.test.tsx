import { collectionApi, contractApi, type OpsCollectionDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { confirmWithoutReason, confirmWithReason, openDecision } from '../../../test/screen.ts';
import { detailScreenOf } from '../../../test/detail-screen.ts';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import { COLLECTION_ID, collectionDetail, MERCHANT_ID } from './test-data.ts';

beforeEach(() => {
  // jsdom has no object URLs: each blob gets one named after its type.
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanUp);

const PATH = `/collection/collections/${COLLECTION_ID}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });
const INVOICE = '00000000-0000-4000-8000-000000000b01';

/** A server of one collection: decisions move it as the real one does. */
const handlers = (current: { detail: OpsCollectionDetail }): StubAnswers => [
  on(collectionApi.opsGetCollection, () => ({ result: current.detail })),
  // The page composes the trade orders in (app/pages/collection-page.test.tsx): none here.
  on(contractApi.opsAssociations, ({ collectionId }) => ({
    result: { collectionId, currency: 'USD', amount: '12000.00', covered: '0.00', list: [] },
  })),
  on(
    collectionApi.materialFile,
    () =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'content-type': 'application/pdf' },
      }),
  ),
  on(collectionApi.decide, ({ decision, reason }) => {
    const to = {
      approve: 3,
      release: 3,
      reject: 4,
      return: 4,
      requestMaterials: 0,
    } as const;
    current.detail = {
      ...current.detail,
      state: to[decision],
      reason: reason || null,
      version: current.detail.version + 1,
      actions: [],
    };
    return { result: current.detail };
  }),
];

const collection = detailScreenOf(collectionApi.opsGetCollection, 'collection', {
  path: PATH,
  as: ME,
  handlers,
});
const decisionButtons = () =>
  [...screen.getByTestId('page-actions').querySelectorAll('[data-testid^="decision-"]')].map(
    (button) => button.getAttribute('data-testid'),
  );

describe('one collection', { timeout: 40_000 }, () => {
  it('shows why it waits, its facts, materials and story, and the decisions it lists', async () => {
    const current = {
      detail: collectionDetail({
        materials: [
          {
            kind: 'invoice',
            fileId: INVOICE,
            name: 'invoice-7.pdf',
            uploadedAt: '2026-11-26T08:00:00.000Z',
          },
        ],
      }),
    };
    await collection.served(current, 'en-US');
    expect(screen.getByTestId('collection-title').textContent).toBe('C202611250001');
    expect(screen.getByTestId('collection-reason').textContent).toContain(
      'First payment from this payer',
    );
    expect(screen.getByTestId('collection-bank-reference').textContent).toBe('REF-2026-0001');
    expect(screen.getByTestId('collection-bank-file').textContent).toBe('camt054-2026-11-25.xml');
    expect(screen.getByTestId('collection-amount').textContent).toBe('12,000.00 USD');
    expect(screen.getByTestId('collection-merchant').getAttribute('href')).toBe(
      `/merchants/${MERCHANT_ID}`,
    );
    expect(screen.getByTestId('collection-overview').textContent).toContain('Germany');
    expect(screen.getByTestId('material-0').textContent).toContain('Invoiceinvoice-7.pdf');
    expect(
      within(screen.getByTestId('section-story')).getByText('Arrived from the bank'),
    ).toBeTruthy();
    expect(decisionButtons()).toEqual([
      'decision-requestMaterials',
      'decision-reject',
      'decision-approve',
    ]);
  });

  it('shows the references and payer details the bank gave, and a reversal by the bank', async () => {
    const current = {
      detail: collectionDetail({
        state: 13,
        reason: 'reversed',
        actions: [],
        references: {
          endToEndId: 'E2E-2026-0001',
          transactionId: 'TX-88',
          uetr: '97ed4827-7b6f-4491-a06f-b548d5a7512d',
          creditorReference: 'RF18539007547034',
        },
        ultimatePayer: 'Hamburg Retail KG',
        history: [
          { at: '2026-11-25T18:00:00.000Z', action: 'arrived', actor: 'bank', reason: null },
          { at: '2026-11-25T18:00:01.000Z', action: 'credited', actor: 'system', reason: null },
          { at: '2026-11-27T09:00:00.000Z', action: 'reversed', actor: 'bank', reason: null },
        ],
      }),
    };
    await collection.served(current, 'en-US');
    expect(
      [
        'endToEndId',
        'transactionId',
        'uetr',
        'creditorReference',
        'payerAddress',
        'payerAccount',
        'ultimatePayer',
      ].map((key) => screen.getByTestId(`collection-${key}`).textContent),
    ).toEqual([
      'E2E-2026-0001',
      'TX-88',
      '97ed4827-7b6f-4491-a06f-b548d5a7512d',
      'RF18539007547034',
      'Hafenstrasse 12, 20457 Hamburg',
      'DE89370400440532013000',
      'Hamburg Retail KG',
    ]);
    const overview = screen.getByTestId('collection-overview');
    for (const label of [
      'End-to-end ID',
      'Creditor reference',
      "Payer's address",
      "Payer's account",
    ])
      expect(within(overview).getByText(label)).toBeTruthy();
    expect(screen.getByTestId('collection-reason').textContent).toBe(
      'The bank took the money backReversed by the bank',
    );
    expect(
      within(screen.getByTestId('section-story')).getByText('Reversed by the bank'),
    ).toBeTruthy();
  });

  it('leaves out the references the bank did not give', async () => {
    const current = {
      detail: collectionDetail({
        references: { endToEndId: null, transactionId: null, uetr: null, creditorReference: '' },
        payerAddress: '',
        payerAccount: '',
      }),
    };
    await collection.served(current, 'ru-RU');
    expect(document.querySelector('[data-testid="collection-endToEndId"]')).toBeNull();
    expect(document.querySelector('[data-testid="collection-payerAddress"]')).toBeNull();
    expect(screen.getByTestId('collection-overview').textContent).not.toContain('Сквозной ID');
  });

  it('offers release and return for a collection held by screening, and nothing else', async () => {
    const current = {
      detail: collectionDetail({
        state: 10,
        reason: 'sanctionedCountry',
        actions: ['release', 'return'],
      }),
    };
    await collection.served(current, 'en-US');
    expect(decisionButtons()).toEqual(['decision-return', 'decision-release']);
    expect(screen.getByTestId('collection-reason').textContent).toContain(
      'Payer in a sanctioned country',
    );
  });

  it('approves the version on screen after a confirmation', async () => {
    const current = { detail: collectionDetail() };
    const { user, inputsTo } = await collection.served(current, 'en-US');
    const confirm = await openDecision(user, 'decision-approve', 'Approve this collection?');
    expect(confirm.textContent).toContain(
      "12,000 USD is credited to Demo Trading's available balance",
    );
    expect(inputsTo(collectionApi.decide)).toEqual([]);
    await user.click(within(confirm).getByTestId('decision-confirm'));
    await waitFor(() =>
      expect(inputsTo(collectionApi.decide)).toEqual([
        { collectionId: COLLECTION_ID, version: 4, decision: 'approve', reason: '' },
      ]),
    );
    expect(await screen.findByText('Collection approved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('collection-state').textContent).toBe('Credited'),
    );
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });

  it.each([
    ['reject', 'Reject this collection', 'The invoice does not match', 'Rejected or returned'],
    [
      'requestMaterials',
      'Ask the merchant for materials',
      'Upload the signed contract',
      'Awaiting materials',
    ],
  ] as const)(
    'needs a reason to %s, then sends it with the version',
    async (decision, title, reason, state) => {
      const current = { detail: collectionDetail() };
      const { user, inputsTo } = await collection.served(current, 'en-US');
      const dialog = await openDecision(user, `decision-${decision}`, title);
      await confirmWithoutReason(user, dialog, 'Give a reason the merchant can act on');
      expect(inputsTo(collectionApi.decide)).toEqual([]);
      await confirmWithReason(user, dialog, ` ${reason} `);
      await waitFor(() =>
        expect(inputsTo(collectionApi.decide)).toEqual([
          { collectionId: COLLECTION_ID, version: 4, decision, reason },
        ]),
      );
      await waitFor(() => expect(screen.getByTestId('collection-state').textContent).toBe(state));
    },
  );

  it('returns a held collection to the payer with a reason', async () => {
    const current = {
      detail: collectionDetail({
        state: 10,
        reason: 'individualPayer',
        actions: ['release', 'return'],
      }),
    };
    const { user, inputsTo } = await collection.served(current, 'en-US');
    const dialog = await openDecision(user, 'decision-return', 'Return this held collection');
    await confirmWithReason(user, dialog, 'Paid from a personal account');
    await waitFor(() =>
      expect(inputsTo(collectionApi.decide)).toEqual([
        {
          collectionId: COLLECTION_ID,
          version: 4,
          decision: 'return',
          reason: 'Paid from a personal account',
        },
      ]),
    );
    expect(await screen.findByText('Collection returned to the payer')).toBeTruthy();
  });

  it('opens a material through materialFile.json when asked', async () => {
    const current = {
      detail: collectionDetail({
        state: 11,
        materials: [
          {
            kind: 'invoice',
            fileId: INVOICE,
            name: 'invoice-7.pdf',
            uploadedAt: '2026-11-26T08:00:00.000Z',
          },
        ],
      }),
    };
    const { user, inputsTo } = await collection.served(current, 'en-US');
    expect(inputsTo(collectionApi.materialFile)).toEqual([]);
    await user.click(screen.getByTestId('material-open-0'));
    expect(await screen.findByTestId('material-0-pdf')).toBeTruthy();
    expect(inputsTo(collectionApi.materialFile)).toEqual([
      { collectionId: COLLECTION_ID, fileId: INVOICE },
    ]);
  });

  it('shows finance the collection without decisions, and without opening materials', async () => {
    const current = {
      detail: collectionDetail({
        materials: [
          {
            kind: 'contract',
            fileId: INVOICE,
            name: 'contract.pdf',
            uploadedAt: '2026-11-26T08:00:00.000Z',
          },
        ],
      }),
    };
    await collection.show(PATH, { language: 'en-US', as: 'finance', api: handlers(current) });
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.queryByTestId('material-open-0')).toBeNull();
    expect(screen.getByTestId('materials-reviewers-only')).toBeTruthy();
  });

  it('names who approved first, and says clearly when the second approval must be another operator’s', async () => {
    const current = {
      detail: collectionDetail({
        state: 2,
        reason: null,
        amount: '35000.00',
        firstApprovedBy: 'Li Na',
        actions: ['approve', 'reject'],
      }),
    };
    const { user, inputsTo } = await collection.served(current, 'ru-RU', [
      on(collectionApi.decide, () => ({
        errorCode: 'COLLECTION_SELF_SECOND_REVIEW',
        status: 409,
      })),
    ]);
    const note = screen.getByTestId('four-eyes');
    expect(note.textContent).toContain('Первым одобрил: Li Na');
    expect(note.textContent).toContain('другой оператор');
    expect(screen.getByTestId('collection-first-approved-by').textContent).toBe('Li Na');
    const confirm = await openDecision(user, 'decision-approve', 'Одобрить поступление?');
    await user.click(within(confirm).getByTestId('decision-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('four-eyes').textContent).toContain(
        'Вы одобрили это поступление первым, поэтому не можете дать повторное одобрение',
      ),
    );
    expect(inputsTo(collectionApi.decide)).toHaveLength(1);
    expect(screen.getByTestId('four-eyes').className).toContain('ant-alert-error');
  });

  it('tells another operator that their approval is the second one', async () => {
    const current = {
      detail: collectionDetail({
        state: 2,
        reason: null,
        firstApprovedBy: 'Wang Wei',
        actions: ['approve', 'reject'],
      }),
    };
    await collection.served(current, 'en-US');
    expect(screen.getByTestId('four-eyes').textContent).toBe(
      'First approved by Wang WeiA second operator approves it now: the money is credited then.',
    );
  });

  it('says so and reloads the collection when it changed meanwhile', async () => {
    const current = { detail: collectionDetail() };
    const { user, inputsTo } = await collection.served(current, 'zh-CN', [
      decidedFirst(collectionApi.decide, { errorCode: 'COLLECTION_CHANGED' }, () => {
        current.detail = { ...current.detail, state: 0, version: 5, actions: [] };
      }),
    ]);
    const confirm = await openDecision(user, 'decision-approve', '确定审核通过该收款？');
    await user.click(within(confirm).getByTestId('decision-confirm'));
    await expectReloaded(
      '您查看期间该记录已有变化（其他操作员或商户已先行处理），现已重新加载，请核对后再处理。',
      ['collection-state', '待补充材料'],
      () => inputsTo(collectionApi.opsGetCollection),
    );
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });

  it('says when the collection does not exist', () =>
    collection.isMissing(PATH, ME, 'This collection does not exist', '/collection/collections'));
});
