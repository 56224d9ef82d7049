// Cases and drafts of the certification's UI tests, typed by the contracts.
import {
  AccountState,
  CertificationState,
  certificationApi,
  documentsApi,
  type CertificationCase,
  type CertificationCompany,
  type Language,
} from '@tradebridge/contracts';
import { on, type StubEntry } from '@tradebridge/ui/test';
import { mainUser, renderApp } from '../../../test/render-app.tsx';

export const FILE = {
  licence: '00000000-0000-4000-8000-00000000f001',
  articles: '00000000-0000-4000-8000-00000000f002',
  register: '00000000-0000-4000-8000-00000000f003',
  front: '00000000-0000-4000-8000-00000000f004',
  back: '00000000-0000-4000-8000-00000000f005',
  front2: '00000000-0000-4000-8000-00000000f006',
  back2: '00000000-0000-4000-8000-00000000f007',
  agreement: '00000000-0000-4000-8000-00000000f008',
} as const;

export const COMPANY: CertificationCompany = {
  name: '深圳市远航贸易有限公司',
  nameEn: 'Shenzhen Yuanhang Trading Co., Ltd.',
  registrationNo: '91440300MA5G2X1234',
  companyType: 'limited',
  registeredAddress: {
    country: 'CN',
    line: '深圳市南山区科技园路 88 号',
    lineEn: '88 Keji Park Road, Nanshan',
    cityEn: 'Shenzhen',
    postcode: '518000',
  },
  registeredOn: '2019-03-01',
  validUntil: '2039-02-28',
  monthlyRemittanceUsd: '50000',
  monthlyTransactions: 120,
  website: 'https://yuanhang.example.com',
  industry: 'Cross-border e-commerce',
  email: 'finance@yuanhang.example.com',
  areaCode: '+86',
  phone: '13800138000',
};

export const PEOPLE: NonNullable<CertificationCase['draft']['people']> = {
  people: [
    {
      roles: ['legal', 'director'],
      name: '李娜',
      nameEn: 'Li Na',
      idType: 1,
      idNumber: '110101199003077777',
      idValidUntil: '2035-01-01',
      nationality: 'CN',
      idFrontFileId: FILE.front,
      idBackFileId: FILE.back,
    },
    {
      roles: ['shareholder', 'beneficialOwner'],
      name: '王芳',
      nameEn: 'Wang Fang',
      holding: '30',
      idType: 2,
      idNumber: 'E12345678',
      idValidUntil: null,
      nationality: 'CN',
      idFrontFileId: FILE.front2,
    },
    {
      roles: ['shareholder'],
      name: '张伟',
      nameEn: 'Zhang Wei',
      holding: '20',
      idType: 1,
      idNumber: '110101198001011234',
      idValidUntil: '2031-06-30',
      nationality: 'CN',
      idFrontFileId: FILE.front,
      idBackFileId: FILE.back2,
    },
  ],
  noOtherOwnerAbove25: true,
};

export const DOCUMENTS = {
  licenceFileId: FILE.licence,
  articlesFileId: FILE.articles,
  registerFileId: FILE.register,
};

/** The liveness check of a case: not tried yet, three attempts left (unless `overrides` say). */
export const livenessOf = (
  overrides: Partial<CertificationCase['liveness']> = {},
): CertificationCase['liveness'] => ({
  result: null,
  failedAttempts: 0,
  attemptsLeft: 3,
  linkExpiresAt: null,
  completedAt: null,
  ...overrides,
});

/** A case as the server answers it; a new merchant's by default. */
export const certificationCase = (
  overrides: Partial<CertificationCase> = {},
): CertificationCase => ({
  state: CertificationState.ToBeCertified,
  merchantState: AccountState.Registered,
  entityType: null,
  version: 0,
  draft: {},
  missingSteps: [],
  next: 'forms',
  agreementFile: null,
  liveness: livenessOf(),
  reuploadItems: [],
  reason: null,
  submittedAt: null,
  decidedAt: null,
  ...overrides,
});

/** An enterprise case with every step saved, waiting for the merchant to confirm. */
export const completeCase = (overrides: Partial<CertificationCase> = {}) =>
  certificationCase({
    entityType: 'b',
    version: 7,
    merchantState: AccountState.CertificationDraft,
    draft: { company: COMPANY, people: PEOPLE, documents: DOCUMENTS },
    ...overrides,
  });

/** A new merchant's main user. */
export const newMerchant = (state: number = AccountState.Registered) =>
  mainUser({ state, merchantName: 'Yuanhang Trading', merNo: 'M100000777' });

/**
 * Every file the case names answers a small PNG (the previews); each upload gets the next id of
 * `uploadedIds` (ending …f0a1, …f0a2, …).
 */
export const uploadedId = (n: number) => `00000000-0000-4000-8000-00000000f0a${n}`;

export const fileAnswers = (): StubEntry[] => {
  let uploads = 0;
  return [
    on(
      documentsApi.viewFile,
      () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: {
            'content-type': 'image/png',
            'content-disposition': 'attachment; filename="id-card.png"',
          },
        }),
    ),
    on(documentsApi.uploadFile, (form) => {
      const file = (form as FormData).get('file') as File;
      uploads += 1;
      return {
        result: { id: uploadedId(uploads), name: file.name, mime: file.type, size: file.size },
      };
    }),
  ];
};

export const caseAnswer = (kase: CertificationCase) => on(certificationApi.get, { result: kase });

/** The screen at `path` for a new merchant in `state` whose case is `kase`, with more answers. */
export const openCase = (
  path: string,
  {
    language,
    state,
    kase,
    api = [],
  }: { language: Language; state?: number; kase: CertificationCase; api?: StubEntry[] },
) => renderApp(path, { language, user: newMerchant(state), api: [caseAnswer(kase), ...api] });
