import { certificationApi, type CaseDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import {
  confirmWithoutReason,
  confirmWithReason,
  dialogTitledExactly,
} from '../../../test/screen.ts';
import { detailScreenOf } from '../../../test/detail-screen.ts';
import { CASE_ID, DEMO_CASE } from './test-data.ts';

const ME = operatorOf('reviewer', { id: '00000000-0000-4000-8000-000000000002', name: 'Li Na' });
const fileId = (n: number) => `00000000-0000-4000-8000-0000000006${String(n).padStart(2, '0')}`;

beforeEach(() => {
  // jsdom has no object URLs: each blob gets one named after its type.
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanUp);

const enterprise = (overrides: Partial<CaseDetail> = {}): CaseDetail => ({
  ...DEMO_CASE,
  assignee: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  version: 7,
  draft: {
    company: {
      name: '示范贸易有限公司',
      nameEn: 'Demo Trading Co., Ltd.',
      registrationNo: '12345678',
      companyType: 'limited',
      registeredAddress: {
        country: 'HK',
        line: '九龙湾宏开道 8 号',
        lineEn: '8 Wang Hoi Road, Kowloon Bay',
        cityEn: 'Hong Kong',
        postcode: '999077',
      },
      registeredOn: '2020-05-04',
      validUntil: null,
      monthlyRemittanceUsd: '125000.5',
      monthlyTransactions: 1200,
      website: 'https://demo.example',
      industry: 'Electronics',
      email: 'finance@demo.example',
      areaCode: '+852',
      phone: '61234567',
    },
    people: {
      people: [
        {
          roles: ['shareholder', 'legal', 'beneficialOwner'],
          name: '陈静',
          nameEn: 'Chen Jing',
          holding: '60.5',
          idType: 2,
          idNumber: 'E12345678',
          idValidUntil: '2031-06-30',
          nationality: 'CN',
          idFrontFileId: fileId(1),
        },
        {
          roles: ['director'],
          name: 'Ivan Petrov',
          nameEn: 'Ivan Petrov',
          idType: 8,
          idNumber: '4510123456',
          idValidUntil: null,
          nationality: 'RU',
          idFrontFileId: fileId(2),
          idBackFileId: fileId(3),
        },
      ],
      noOtherOwnerAbove25: true,
    },
    documents: {
      licenceFileId: fileId(4),
      articlesFileId: fileId(5),
      registerFileId: fileId(6),
    },
  },
  files: [
    {
      key: 'people.0.idFrontFileId',
      fileId: fileId(1),
      name: 'passport.png',
      mime: 'image/png',
      size: 1000,
    },
    {
      key: 'people.1.idFrontFileId',
      fileId: fileId(2),
      name: 'id-front.jpg',
      mime: 'image/jpeg',
      size: 1000,
    },
    {
      key: 'people.1.idBackFileId',
      fileId: fileId(3),
      name: 'id-back.jpg',
      mime: 'image/jpeg',
      size: 1000,
    },
    {
      key: 'documents.licenceFileId',
      fileId: fileId(4),
      name: 'licence.pdf',
      mime: 'application/pdf',
      size: 1000,
    },
    {
      key: 'documents.articlesFileId',
      fileId: fileId(5),
      name: 'articles.pdf',
      mime: 'application/pdf',
      size: 1000,
    },
    {
      key: 'documents.registerFileId',
      fileId: fileId(6),
      name: 'register.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 1000,
    },
    {
      key: 'agreement',
      fileId: fileId(7),
      name: 'agreement-signed.pdf',
      mime: 'application/pdf',
      size: 1000,
    },
  ],
  liveness: {
    result: 'W',
    failedAttempts: 1,
    attemptsLeft: 4,
    linkExpiresAt: null,
    completedAt: '2026-03-01T07:50:00.000Z',
    selfieFileId: fileId(8),
    videoFileId: fileId(9),
  },
  reuploadItems: [],
  reason: null,
  submissions: [
    { number: 1, submittedAt: '2026-02-20T08:00:00.000Z', changed: [] },
    {
      number: 2,
      submittedAt: '2026-03-01T08:00:00.000Z',
      changed: ['company.nameEn', 'people.0.idFrontFileId', 'people.1.holding'],
    },
  ],
  history: [
    {
      at: '2026-02-20T08:00:00.000Z',
      action: 'submitted',
      actor: 'phone',
      reason: null,
    },
    {
      at: '2026-02-21T08:00:00.000Z',
      action: 'reuploadRequested',
      actor: 'Li Na',
      reason: 'The passport picture is blurred',
    },
    {
      at: '2026-03-01T08:00:00.000Z',
      action: 'resubmitted',
      actor: 'merchant',
      reason: null,
    },
  ],
  actions: ['approve', 'reject', 'requestReupload'],
  ...overrides,
});

const MIME_OF: Record<string, string> = {
  [fileId(8)]: 'image/jpeg',
  [fileId(9)]: 'video/webm',
};

/** A server of one case: files answer their bytes, decisions change the case. */
const handlers = (current: { detail: CaseDetail }): StubAnswers => [
  on(certificationApi.getCase, () => ({ result: current.detail })),
  on(certificationApi.caseFile, ({ fileId: id }) => {
    const mime = current.detail.files.find((f) => f.fileId === id)?.mime ?? MIME_OF[id] ?? '';
    return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': mime } });
  }),
  on(certificationApi.assign, ({ operatorId }) => {
    current.detail = {
      ...current.detail,
      assignee: operatorId ? { id: operatorId, name: 'Li Na' } : null,
    };
    return { result: current.detail };
  }),
  on(certificationApi.approve, () => {
    current.detail = { ...current.detail, state: 2, actions: [], version: 8 };
    return { result: current.detail };
  }),
  on(certificationApi.reject, ({ reason }) => {
    current.detail = { ...current.detail, state: 3, actions: [], reason: reason ?? null };
    return { result: current.detail };
  }),
  on(certificationApi.requestReupload, ({ reason, items }) => {
    current.detail = {
      ...current.detail,
      state: 0,
      actions: [],
      reason: reason ?? null,
      reuploadItems: items ?? [],
    };
    return { result: current.detail };
  }),
];

const PATH = `/certification/${CASE_ID}`;

/** The case at its path, served by `handlers(current)` (and extra answers), to the reviewer ME. */
const caseScreen = detailScreenOf(certificationApi.getCase, 'case', {
  path: PATH,
  as: ME,
  handlers,
});
const field = (path: string) => screen.getByTestId(`field-${path}`);

describe('certification case', { timeout: 40_000 }, () => {
  it('shows every field of an enterprise in words, its files, and what the resubmission changed', async () => {
    const current = { detail: enterprise() };
    const { inputsTo } = await caseScreen.served(current, 'en-US');
    expect(screen.getByTestId('case-title').textContent).toBe('Demo Trading Co., Ltd.');
    expect(screen.getByTestId('case-state').textContent).toBe('Under review');
    expect(inputsTo(certificationApi.getCase)).toEqual([{ caseId: CASE_ID }]);

    // The enterprise: codes as words, dates, money, addresses.
    expect(field('company.name').textContent).toBe('示范贸易有限公司');
    expect(field('company.companyType').textContent).toBe('Limited company');
    expect(field('company.validUntil').textContent).toBe('Long-term');
    expect(field('company.monthlyRemittanceUsd').textContent).toBe('125,000.5 USD');
    expect(field('company.monthlyTransactions').textContent).toBe('1,200');
    expect(field('company.registeredAddress').textContent).toContain('Hong Kong SAR China');
    expect(field('company.registeredAddress').textContent).toContain(
      '8 Wang Hoi Road, Kowloon Bay, Hong Kong, 999077',
    );
    expect(field('company.businessAddress').textContent).toBe('Same as the registered address');
    expect(field('company.phone').textContent).toBe('+852 61234567');

    // The people: roles, holdings as per cent, identity documents and nationalities as words.
    expect(field('people.noOtherOwnerAbove25').textContent).toBe('Declared by the merchant');
    expect(field('people.0.roles').textContent).toBe('Legal personShareholderBeneficial owner');
    expect(field('people.0.holding').textContent).toBe('60.5%');
    expect(field('people.0.idType').textContent).toBe('Passport');
    expect(field('people.0.nationality').textContent).toBe('China');
    expect(field('people.1.holding').textContent).toBe('--');
    expect(field('people.1.idType').textContent).toBe('National ID card');
    expect(field('people.1.idValidUntil').textContent).toBe('Long-term');
    expect(field('people.1.nationality').textContent).toBe('Russia');

    // What the second submission changed is marked, and nothing else.
    expect(screen.getByTestId('case-changed-note')).toBeTruthy();
    expect(field('company.nameEn').dataset.changed).toBe('true');
    expect(field('people.1.holding').dataset.changed).toBe('true');
    expect(field('company.name').dataset.changed).toBeUndefined();
    const submission = screen.getByTestId('submission-2');
    expect(
      within(submission)
        .getAllByTestId('submission-change')
        .map((tag) => tag.textContent),
    ).toEqual([
      'Enterprise — English name',
      'Legal person 陈静 — ID front',
      'Director Ivan Petrov — Holding',
    ]);

    // Files: pictures inline, PDFs in the viewer, a spreadsheet to download; the changed one marked.
    const front = await screen.findByTestId('case-file-people.0.idFrontFileId-image');
    expect(front.getAttribute('src')).toBe('blob:image/png');
    expect(front.closest('[data-changed]')).toBeTruthy();
    expect(
      (await screen.findByTestId('case-file-documents.licenceFileId-pdf')).getAttribute('src'),
    ).toBe('blob:application/pdf');
    expect(await screen.findByTestId('case-file-documents.registerFileId-download')).toBeTruthy();
    expect(await screen.findByTestId('case-file-agreement-pdf')).toBeTruthy();

    // Liveness: the result, the selfie and the video, from the case's files.
    const liveness = screen.getByTestId('section-liveness');
    expect(within(liveness).getByTestId('liveness-result').textContent).toBe('Manual review');
    expect(
      (await within(liveness).findByTestId('case-file-selfie-image')).getAttribute('src'),
    ).toBe('blob:image/jpeg');
    const video = await within(liveness).findByTestId('case-file-video-video');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('blob:video/webm');
    expect(inputsTo(certificationApi.caseFile)).toContainEqual({
      caseId: CASE_ID,
      fileId: fileId(9),
    });

    // History, newest first, with the reason given.
    const events = within(screen.getByTestId('section-history'))
      .getAllByTestId('history-event')
      .map((event) => event.textContent);
    expect(events[0]).toContain('Materials replaced and submitted again');
    expect(events[1]).toContain('Materials asked for again');
    expect(events[1]).toContain('Li Na');
    expect(events[1]).toContain('Reason: The passport picture is blurred');
    expect(events[2]).toContain('Legal person’s phone');
  });

  it('shows an individual with their identity and address, in Russian', async () => {
    const current = {
      detail: enterprise({
        entityType: 'c',
        subjectName: 'Иван Петров',
        country: 'RU',
        draft: {
          individual: {
            name: 'Иван Петров',
            nameEn: 'Ivan Petrov',
            birthDate: '1990-01-31',
            idType: 8,
            idNumber: '4510123456',
            idValidUntil: '2030-12-31',
            nationality: 'RU',
            idFrontFileId: fileId(2),
            idBackFileId: fileId(3),
            address: {
              country: 'RU',
              line: 'Москва, ул. Тверская, 1',
              lineEn: '1 Tverskaya St',
              cityEn: 'Moscow',
              postcode: '125009',
            },
            email: 'ivan@example.ru',
            areaCode: '+7',
            phone: '9161234567',
          },
        },
        files: [
          {
            key: 'individual.idFrontFileId',
            fileId: fileId(2),
            name: 'front.jpg',
            mime: 'image/jpeg',
            size: 1,
          },
          {
            key: 'individual.idBackFileId',
            fileId: fileId(3),
            name: 'back.jpg',
            mime: 'image/jpeg',
            size: 1,
          },
        ],
        submissions: [{ number: 1, submittedAt: '2026-03-01T08:00:00.000Z', changed: [] }],
      }),
    };
    await caseScreen.served(current, 'ru-RU');
    expect(screen.queryByTestId('section-company')).toBeNull();
    expect(field('individual.idType').textContent).toBe('Национальное удостоверение личности');
    expect(field('individual.nationality').textContent).toBe('Россия');
    expect(field('individual.birthDate').textContent).toBe('31.01.1990');
    expect(field('individual.address').textContent).toContain('Россия');
    expect(screen.queryByTestId('case-changed-note')).toBeNull();
    expect(await screen.findByTestId('case-file-individual.idBackFileId-image')).toBeTruthy();
    expect(screen.getByTestId('case-approve').textContent).toBe('Одобрить');
  });

  it('offers only the decisions the case lists', async () => {
    const current = { detail: enterprise({ actions: ['reject'] }) };
    await caseScreen.served(current, 'en-US');
    expect(screen.getByTestId('case-reject')).toBeTruthy();
    expect(screen.queryByTestId('case-approve')).toBeNull();
    expect(screen.queryByTestId('case-request-reupload')).toBeNull();
  });

  it('shows a decided case without buttons, with the decision and its reason', async () => {
    const current = {
      detail: enterprise({ state: 3, actions: [], reason: 'The licence has expired' }),
    };
    await caseScreen.served(current, 'en-US');
    expect(screen.getByTestId('case-decision').textContent).toContain(
      'Reason: The licence has expired',
    );
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });

  it("lists an approval's steps of one moment with the last on top", async () => {
    const at = '2026-03-02T09:00:00.000Z';
    const current = {
      detail: enterprise({
        state: 2,
        actions: [],
        history: ['approved', 'channelAccepted', 'activated'].map((action) => ({
          at,
          action,
          actor: 'Li Na',
          reason: null,
        })),
      }),
    };
    await caseScreen.served(current, 'en-US');
    const events = within(screen.getByTestId('section-history'))
      .getAllByTestId('history-event')
      .map((event) => event.querySelector('strong')?.textContent);
    expect(events).toEqual(['Account activated', 'Account opened with the channel', 'Approved']);
    // A decided case is not to be judged from the liveness any more.
    expect(screen.getByTestId('case-decision').textContent).toContain('Approved');
  });

  it('assigns the case to me and unassigns it', async () => {
    const current = { detail: enterprise() };
    const { user, inputsTo } = await caseScreen.served(current, 'en-US');
    expect(screen.getByTestId('case-assignee').textContent).toBe('Unassigned');
    expect(screen.queryByTestId('case-unassign')).toBeNull();
    await user.click(screen.getByTestId('case-assign-me'));
    await waitFor(() => expect(screen.getByTestId('case-assignee').textContent).toBe('Li Na'));
    expect(screen.queryByTestId('case-assign-me')).toBeNull();
    await user.click(screen.getByTestId('case-unassign'));
    await waitFor(() => expect(screen.getByTestId('case-assignee').textContent).toBe('Unassigned'));
    expect(inputsTo(certificationApi.assign)).toEqual([
      { caseId: CASE_ID, operatorId: ME.id },
      { caseId: CASE_ID, operatorId: null },
    ]);
  });

  it('approves the version on screen after a confirmation', async () => {
    const current = { detail: enterprise() };
    const { user, inputsTo } = await caseScreen.served(current, 'en-US');
    await user.click(screen.getByTestId('case-approve'));
    const confirm = await dialogTitledExactly('Approve this certification?');
    expect(confirm.textContent).toContain('Demo Trading Co., Ltd. (Demo Trading) is certified');
    expect(inputsTo(certificationApi.approve)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(inputsTo(certificationApi.approve)).toEqual([{ caseId: CASE_ID, version: 7 }]),
    );
    expect(await screen.findByText('Certification approved')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('case-state').textContent).toBe('Successful'));
    expect(screen.queryByTestId('case-approve')).toBeNull();
  });

  it('needs a reason to reject, then rejects with it', async () => {
    const current = { detail: enterprise() };
    const { user, inputsTo } = await caseScreen.served(current, 'en-US');
    await user.click(screen.getByTestId('case-reject'));
    const dialog = await dialogTitledExactly('Reject this certification');
    await confirmWithoutReason(user, dialog, 'Give a reason for the rejection');
    expect(inputsTo(certificationApi.reject)).toEqual([]);
    await confirmWithReason(user, dialog, '  The registration number does not match the licence ');
    await waitFor(() =>
      expect(inputsTo(certificationApi.reject)).toEqual([
        {
          caseId: CASE_ID,
          version: 7,
          reason: 'The registration number does not match the licence',
        },
      ]),
    );
    expect(await screen.findByText('Certification rejected')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('case-state').textContent).toBe('Failed'));
  });

  it('asks for the chosen files again, named in words, with a reason', async () => {
    const current = { detail: enterprise() };
    const { user, inputsTo } = await caseScreen.served(current, 'en-US');
    await user.click(screen.getByTestId('case-request-reupload'));
    const dialog = await dialogTitledExactly('Ask for materials again');
    // Every replaceable file of the case, named in words; not the liveness captures.
    const labels = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual([
      'Legal person 陈静 — ID frontpassport.png',
      'Director Ivan Petrov — ID frontid-front.jpg',
      'Director Ivan Petrov — ID backid-back.jpg',
      'Enterprise documents — Business licence or certificate of incorporationlicence.pdf',
      'Enterprise documents — Articles of associationarticles.pdf',
      'Enterprise documents — Register of membersregister.xlsx',
      'Signed network access agreementagreement-signed.pdf',
    ]);

    // Nothing ticked and no reason: both are asked for.
    await user.click(within(dialog).getByTestId('reupload-confirm'));
    expect(await within(dialog).findByText('Tick at least one file')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason the merchant can act on')).toBeTruthy();

    await user.click(within(dialog).getByTestId('reupload-item-documents.registerFileId'));
    await user.click(within(dialog).getByTestId('reupload-item-people.1.idBackFileId'));
    await user.click(within(dialog).getByTestId('reupload-reason'));
    await user.paste('The back of the ID and the register cannot be read');
    await user.click(within(dialog).getByTestId('reupload-confirm'));
    await waitFor(() =>
      expect(inputsTo(certificationApi.requestReupload)).toEqual([
        {
          caseId: CASE_ID,
          version: 7,
          reason: 'The back of the ID and the register cannot be read',
          // In the case's order, not the order they were ticked in.
          items: ['people.1.idBackFileId', 'documents.registerFileId'],
        },
      ]),
    );
    const decision = await screen.findByTestId('case-decision');
    expect(decision.textContent).toContain('Director Ivan Petrov — ID back');
    expect(decision.textContent).toContain('Enterprise documents — Register of members');
  });

  it('says so and reloads the case when a decision comes too late', async () => {
    const current = { detail: enterprise() };
    const { user, inputsTo } = await caseScreen.served(current, 'zh-CN', [
      decidedFirst(
        certificationApi.approve,
        { errorCode: 'CERTIFICATION_CHANGED', message: 'changed' },
        () => {
          // Another reviewer asked for materials meanwhile.
          current.detail = { ...current.detail, state: 0, version: 8, actions: [] };
        },
      ),
    ]);
    await user.click(screen.getByTestId('case-approve'));
    const confirm = await dialogTitledExactly('确定审核通过该认证？');
    await user.click(within(confirm).getByRole('button', { name: '审核通过' }));
    await expectReloaded(
      '您查看期间该认证已有变化，现已重新加载，请核对后再审核。',
      ['case-state', '待认证'],
      () => inputsTo(certificationApi.getCase),
    );
    expect(screen.queryByTestId('case-approve')).toBeNull();
  });

  it('says when the case does not exist', () =>
    caseScreen.isMissing(PATH, ME, 'This certification case does not exist', '/certification'));

  it('is refused to finance', () => caseScreen.isRefusedTo(PATH, 'finance'));
});
