// Certification (KYC/KYB, issue 15): the ways a merchant's account state and its certification
// case may move, as data (ADR 0018). The server's services move a state only along these edges
// (`assertMove`); the console offers only the actions whose edge exists; the tests walk them all.
import { z } from 'zod';
import {
  zCertificationCompany,
  zCertificationDocuments,
  zCertificationIndividual,
  zCertificationPeople,
} from './certification-forms.ts';
import { pageFields, zPage } from './envelope.ts';
import { operationsOf } from './operation.ts';
import { ZStoryEvent } from './review.ts';
import type { Edge } from './state-edges.ts';
import { AccountState, CertificationState, zCodeOf } from './states.ts';

/**
 * A merchant's way from registration to a normal account (spec §4: 0, 1, 7, 10, 11, 14, 15 are
 * "to be activated"; 12 activating, 13 activation failed, 9 channel timeout; 3 and 8 review
 * failed). Freezing and cancelling apply from any state and are the merchants module's
 * (FREEZABLE); they are not activation.
 */
export const ACCOUNT_ACTIVATION_EDGES: readonly Edge<AccountState>[] = [
  // The merchant fills the forms; every step is a draft on the server.
  { from: AccountState.Registered, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Forms complete: the network access agreement, made for the merchant, to sign and upload.
  { from: AccountState.CertificationDraft, to: AccountState.AgreementPending, by: 'formsComplete' },
  { from: AccountState.AgreementPending, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Agreement uploaded: the legal person's real-person verification by QR hand-off.
  {
    from: AccountState.AgreementPending,
    to: AccountState.LivenessPending,
    by: 'agreementUploaded',
  },
  { from: AccountState.LivenessPending, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Liveness passed or sent to manual review (video Y or W): the case goes to the operators.
  { from: AccountState.LivenessPending, to: AccountState.CertificationSubmitted, by: 'submitted' },
  // The operator asks for named items again; the merchant replaces only those.
  {
    from: AccountState.CertificationSubmitted,
    to: AccountState.MaterialsSupplement,
    by: 'reuploadRequested',
  },
  {
    from: AccountState.MaterialsSupplement,
    to: AccountState.CertificationSubmitted,
    by: 'resubmitted',
  },
  // Refused: the first review, or one after materials were supplied; the merchant may reapply.
  { from: AccountState.CertificationSubmitted, to: AccountState.ReviewFailed, by: 'rejected' },
  { from: AccountState.MaterialsSupplement, to: AccountState.ReReviewFailed, by: 'rejected' },
  { from: AccountState.ReviewFailed, to: AccountState.CertificationDraft, by: 'draftSaved' },
  { from: AccountState.ReReviewFailed, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Approved: the account is opened with the (sandbox) channel, then activated.
  { from: AccountState.CertificationSubmitted, to: AccountState.ChannelSubmitted, by: 'approved' },
  { from: AccountState.ChannelSubmitted, to: AccountState.Activating, by: 'channelAccepted' },
  { from: AccountState.ChannelSubmitted, to: AccountState.ChannelTimeout, by: 'channelTimedOut' },
  { from: AccountState.ChannelTimeout, to: AccountState.ChannelSubmitted, by: 'channelRetried' },
  { from: AccountState.Activating, to: AccountState.Normal, by: 'activated' },
  { from: AccountState.Activating, to: AccountState.ActivationFailed, by: 'activationFailed' },
  { from: AccountState.ActivationFailed, to: AccountState.ChannelSubmitted, by: 'channelRetried' },
];

/** The states an operator may freeze a merchant in (unfreezing returns to the state before). */
export const FREEZABLE: readonly AccountState[] = Object.values(AccountState).filter(
  (state) => state !== AccountState.Frozen && state !== AccountState.Cancelled,
);

/** A certification case (spec §4 "Certification"): re-upload and reapply allowed after Failed. */
export const CERTIFICATION_EDGES: readonly Edge<CertificationState>[] = [
  { from: CertificationState.ToBeCertified, to: CertificationState.UnderReview, by: 'submitted' },
  { from: CertificationState.UnderReview, to: CertificationState.Successful, by: 'approved' },
  { from: CertificationState.UnderReview, to: CertificationState.Failed, by: 'rejected' },
  // A re-upload request puts the case back in the merchant's hands, then under review again.
  {
    from: CertificationState.UnderReview,
    to: CertificationState.ToBeCertified,
    by: 'reuploadRequested',
  },
  { from: CertificationState.Failed, to: CertificationState.ToBeCertified, by: 'draftSaved' },
];

// --- The case and its calls -------------------------------------------------------------------

/** The steps of the forms, per entity type (spec §2 sub-forms company, legal, shareholder, individual). */
export const CertificationStep = {
  Company: 'company',
  People: 'people',
  Documents: 'documents',
  Individual: 'individual',
} as const;
export type CertificationStep = (typeof CertificationStep)[keyof typeof CertificationStep];

/** Enterprise (b) or individual (c), as the merchant's entityType. */
export const EntityType = { Enterprise: 'b', Individual: 'c' } as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];
const zEntityType = z.enum(['b', 'c']);

export const STEPS_OF: Record<EntityType, readonly CertificationStep[]> = {
  b: [CertificationStep.Company, CertificationStep.People, CertificationStep.Documents],
  c: [CertificationStep.Individual],
};

/** Each step's schema; the server stores a step only when it passes (the portal checks as typed). */
export const STEP_SCHEMAS = {
  company: zCertificationCompany,
  people: zCertificationPeople,
  documents: zCertificationDocuments,
  individual: zCertificationIndividual,
} as const;

/** The saved steps; a step is there once it passed its schema. */
export const ZCertificationDraft = z.object({
  company: zCertificationCompany.optional(),
  people: zCertificationPeople.optional(),
  documents: zCertificationDocuments.optional(),
  individual: zCertificationIndividual.optional(),
});
export type CertificationDraft = z.infer<typeof ZCertificationDraft>;

/**
 * What the merchant is to do next (the portal's page): fill the steps, check and confirm
 * (checkInfo), sign the network access agreement, verify the legal person on a phone, wait for the
 * review, replace the materials asked for, or nothing more.
 */
export const CertificationNext = {
  Forms: 'forms',
  Agreement: 'agreement',
  Liveness: 'liveness',
  Review: 'review',
  Materials: 'materials',
  Failed: 'failed',
  Activating: 'activating',
  Done: 'done',
} as const;
export type CertificationNext = (typeof CertificationNext)[keyof typeof CertificationNext];

/**
 * A file of the case an operator may ask to be replaced, by its place in the draft:
 * "documents.licenceFileId", "people.1.idFrontFileId", "individual.idBackFileId", "agreement".
 */
export const zMaterialKey = z
  .string()
  .regex(
    /^(documents\.(licence|articles|register)FileId|people\.\d{1,2}\.id(Front|Back)FileId|individual\.id(Front|Back)FileId|agreement)$/,
    { error: 'materialKeyInvalid' },
  );

/** The files of a draft by their material key (what can be asked again and replaced). */
export const materialsOf = (
  draft: CertificationDraft,
  agreementFileId: string | null,
): { key: string; fileId: string }[] => {
  const out: { key: string; fileId: string }[] = [];
  const push = (key: string, fileId: string | undefined) => {
    if (fileId) out.push({ key, fileId });
  };
  if (draft.documents)
    for (const [name, fileId] of Object.entries(draft.documents)) push(`documents.${name}`, fileId);
  draft.people?.people.forEach((person, index) => {
    push(`people.${index}.idFrontFileId`, person.idFrontFileId);
    push(`people.${index}.idBackFileId`, person.idBackFileId);
  });
  if (draft.individual) {
    push('individual.idFrontFileId', draft.individual.idFrontFileId);
    push('individual.idBackFileId', draft.individual.idBackFileId);
  }
  push('agreement', agreementFileId ?? undefined);
  return out;
};

export const ZLiveness = z.object({
  /** The last verification's result: Y passed, N failed, W a person reviews; null before any. */
  result: z.enum(['Y', 'N', 'W']).nullable(),
  failedAttempts: z.number().int(),
  /** Failed tries left before the account manager must help (AUTH_CONTACT_MANAGER). */
  attemptsLeft: z.number().int(),
  /** The hand-off link's expiry while one is open (not used, not expired). */
  linkExpiresAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Liveness = z.infer<typeof ZLiveness>;

/** The merchant's own case (portal). */
export const ZCertificationCase = z.object({
  state: z.number(),
  merchantState: z.number(),
  entityType: zEntityType.nullable(),
  /** Bumped by every save: a save names the version it started from (another device's wins). */
  version: z.number().int(),
  draft: ZCertificationDraft,
  /** The steps still to fill for the chosen entity type, in order. */
  missingSteps: z.array(z.enum(Object.values(CertificationStep) as [CertificationStep])),
  next: z.enum(Object.values(CertificationNext) as [CertificationNext]),
  agreementFile: z.object({ id: z.string(), name: z.string() }).nullable(),
  liveness: ZLiveness,
  /** Set while the operator asks for materials again: exactly these keys are to be replaced. */
  reuploadItems: z.array(z.string()),
  /** The operator's reason for a rejection or a re-upload request. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type CertificationCase = z.infer<typeof ZCertificationCase>;

export const ZChooseEntityRequest = z.object({
  version: z.number().int().min(0),
  entityType: zEntityType,
});
export const ZSaveStepRequest = z.discriminatedUnion('step', [
  z.object({
    version: z.number().int().min(0),
    step: z.literal('company'),
    data: zCertificationCompany,
  }),
  z.object({
    version: z.number().int().min(0),
    step: z.literal('people'),
    data: zCertificationPeople,
  }),
  z.object({
    version: z.number().int().min(0),
    step: z.literal('documents'),
    data: zCertificationDocuments,
  }),
  z.object({
    version: z.number().int().min(0),
    step: z.literal('individual'),
    data: zCertificationIndividual,
  }),
]);
export type SaveStepRequest = z.input<typeof ZSaveStepRequest>;
export const ZVersionRequest = z.object({ version: z.number().int().min(0) });
export const ZUploadAgreementRequest = z.object({
  version: z.number().int().min(0),
  fileId: z.uuid(),
});
export const ZReplaceMaterialsRequest = z.object({
  version: z.number().int().min(0),
  files: z
    .array(z.object({ key: zMaterialKey, fileId: z.uuid() }))
    .min(1)
    .max(60),
});
export type ReplaceMaterialsRequest = z.input<typeof ZReplaceMaterialsRequest>;

/** The phone hand-off: the link's token is shown once (QR code and copyable link). */
export const ZLivenessLink = z.object({
  token: z.string(),
  /** The public page the token opens: "#/living?token=…" under the portal's address. */
  path: z.string(),
  expiresAt: z.string(),
});
export type LivenessLink = z.infer<typeof ZLivenessLink>;

/** Any text: a link cut short or mistyped is not found (LIVENESS_LINK_INVALID), not malformed. */
export const ZLivenessTokenRequest = z.object({ token: z.string().trim().max(512) });
/** What the phone shows before capturing: whose verification it is (masked) and until when. */
export const ZLivenessSession = z.object({
  holderName: z.string(),
  merchantName: z.string(),
  expiresAt: z.string(),
});
export type LivenessSession = z.infer<typeof ZLivenessSession>;
export const ZLivenessResult = z.object({
  result: z.enum(['Y', 'N', 'W']),
  attemptsLeft: z.number(),
});
export type LivenessResult = z.infer<typeof ZLivenessResult>;

// Console.
export const ZCaseListRequest = z.object({
  state: zCodeOf(CertificationState).optional(),
  entityType: zEntityType.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'countryCode' })
    .optional(),
  /** Cases submitted at least this many days ago. */
  minAgeDays: z.number().int().min(0).max(3650).optional(),
  /** An operator's id, "me", or "none" for unassigned cases. */
  assignee: z.union([z.uuid(), z.literal('me'), z.literal('none')]).optional(),
  ...pageFields,
});
export type CaseListRequest = z.input<typeof ZCaseListRequest>;

export const ZCaseSummary = z.object({
  id: z.string(),
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  /** The enterprise's or the person's name as certified (empty before the first step). */
  subjectName: z.string(),
  entityType: zEntityType.nullable(),
  country: z.string().nullable(),
  state: z.number(),
  merchantState: z.number(),
  livenessResult: z.enum(['Y', 'N', 'W']).nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CaseSummary = z.infer<typeof ZCaseSummary>;
export const ZCasePage = zPage(ZCaseSummary);
export type CasePage = z.infer<typeof ZCasePage>;

export const ZCaseFile = z.object({
  key: z.string(),
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export const ZCaseSubmission = z.object({
  number: z.number().int(),
  submittedAt: z.string(),
  /** The material keys and fields (dotted paths) that differ from the submission before. */
  changed: z.array(z.string()),
});
export const ZCaseEvent = ZStoryEvent;
export const ZCaseDetail = ZCaseSummary.extend({
  version: z.number().int(),
  draft: ZCertificationDraft,
  files: z.array(ZCaseFile),
  liveness: ZLiveness.extend({
    selfieFileId: z.string().nullable(),
    videoFileId: z.string().nullable(),
  }),
  reuploadItems: z.array(z.string()),
  reason: z.string().nullable(),
  submissions: z.array(ZCaseSubmission),
  history: z.array(ZCaseEvent),
  /** The decisions an operator may take now (from the edges). */
  actions: z.array(z.enum(['approve', 'reject', 'requestReupload'])),
});
export type CaseDetail = z.infer<typeof ZCaseDetail>;

export const ZCaseIdRequest = z.object({ caseId: z.uuid() });
export const ZCaseFileRequest = z.object({ caseId: z.uuid(), fileId: z.uuid() });
export const ZAssignCaseRequest = z.object({ caseId: z.uuid(), operatorId: z.uuid().nullable() });
export const ZDecideCaseRequest = z.object({
  caseId: z.uuid(),
  /** The case version the operator looked at: a decision on a changed case is refused. */
  version: z.number().int().min(0),
});
export const ZRejectCaseRequest = ZDecideCaseRequest.extend({
  reason: z.string().trim().min(1, { error: 'required' }).max(500),
});
export const ZRequestReuploadRequest = ZRejectCaseRequest.extend({
  items: z.array(zMaterialKey).min(1, { error: 'required' }).max(60),
});
export type RejectCaseRequest = z.input<typeof ZRejectCaseRequest>;
export type RequestReuploadRequest = z.input<typeof ZRequestReuploadRequest>;

/** The main user certifies the merchant (spec §6: the main user holds every permission). */
const MAIN_USER = { kind: 'user', adminOnly: true } as const;
const PUBLIC = { kind: 'public' } as const;
const REVIEWERS = { kind: 'operator', permission: 'reviewCertification' } as const;

const mer = operationsOf('mer', 'certification');
const ops = operationsOf('ops', 'certification');

export const certificationApi = {
  get: mer({
    path: 'certification/case.json',
    summary: 'The merchant’s certification: draft, state, next step, liveness, reviewer’s reasons',
    result: ZCertificationCase,
    access: MAIN_USER,
  }),
  chooseEntity: mer({
    path: 'certification/entity.json',
    summary: 'Choose enterprise (b) or individual (c) certification; keeps the other type’s steps',
    request: ZChooseEntityRequest,
    result: ZCertificationCase,
    access: MAIN_USER,
  }),
  saveStep: mer({
    path: 'certification/step.json',
    summary: 'Save one step of the forms as the draft (refused on a stale version)',
    request: ZSaveStepRequest,
    result: ZCertificationCase,
    access: MAIN_USER,
  }),
  confirm: mer({
    path: 'certification/confirm.json',
    summary: 'Confirm the checked information (checkInfo): the agreement is next',
    request: ZVersionRequest,
    result: ZCertificationCase,
    access: MAIN_USER,
  }),
  agreement: mer({
    path: 'certification/agreement.json',
    summary: 'The network access agreement made for the merchant (PDF, in the caller’s language)',
    result: 'file',
    access: MAIN_USER,
  }),
  uploadAgreement: mer({
    path: 'certification/agreementUpload.json',
    summary: 'Hand in the signed agreement (an uploaded file): real-person verification is next',
    request: ZUploadAgreementRequest,
    result: ZCertificationCase,
    access: MAIN_USER,
  }),
  createLivenessLink: mer({
    path: 'certification/livenessLink.json',
    summary: 'A single-use link (QR code) for the legal person’s phone; voids the one before',
    result: ZLivenessLink,
    access: MAIN_USER,
  }),
  replaceMaterials: mer({
    path: 'certification/materials.json',
    summary: 'Replace exactly the materials the reviewer asked for; the case goes back to review',
    request: ZReplaceMaterialsRequest,
    result: ZCertificationCase,
    access: MAIN_USER,
  }),
  openLiveness: mer({
    path: 'certification/living/open.json',
    summary: 'Public: whose verification a hand-off link is for, while it is valid',
    request: ZLivenessTokenRequest,
    result: ZLivenessSession,
    access: PUBLIC,
  }),
  submitLiveness: mer({
    path: 'certification/living/submit.json',
    summary:
      'Public: the captures (multipart: token, selfie, optional video) scored; the link is used up',
    request: 'multipart',
    result: ZLivenessResult,
    access: PUBLIC,
  }),
  listCases: ops({
    path: 'certification/cases.json',
    summary: 'Certification cases, oldest submission first, by state, type, country, age, assignee',
    request: ZCaseListRequest,
    result: ZCasePage,
    access: REVIEWERS,
  }),
  getCase: ops({
    path: 'certification/caseDetail.json',
    summary: 'One case: every field, files, liveness, submissions with what changed, history',
    request: ZCaseIdRequest,
    result: ZCaseDetail,
    access: REVIEWERS,
  }),
  caseFile: ops({
    path: 'certification/caseFile.json',
    summary: 'The bytes of one of the case’s files',
    request: ZCaseFileRequest,
    result: 'file',
    access: REVIEWERS,
  }),
  assign: ops({
    path: 'certification/assign.json',
    summary: 'Assign the case to an operator, or unassign it (audited)',
    request: ZAssignCaseRequest,
    result: ZCaseDetail,
    access: REVIEWERS,
  }),
  approve: ops({
    path: 'certification/approve.json',
    summary: 'Approve: the account is opened and activated (audited, merchant notified)',
    request: ZDecideCaseRequest,
    result: ZCaseDetail,
    access: REVIEWERS,
  }),
  reject: ops({
    path: 'certification/reject.json',
    summary: 'Reject with a reason the merchant sees; they may reapply (audited, notified)',
    request: ZRejectCaseRequest,
    result: ZCaseDetail,
    access: REVIEWERS,
  }),
  requestReupload: ops({
    path: 'certification/requestReupload.json',
    summary: 'Ask for chosen materials again, with a reason (audited, notified)',
    request: ZRequestReuploadRequest,
    result: ZCaseDetail,
    access: REVIEWERS,
  }),
};
