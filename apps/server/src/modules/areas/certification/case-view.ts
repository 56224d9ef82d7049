// The rules every certification operation shares: moves along the edges, the case as the merchant
// sees it, and where a material key points in the draft.
import {
  ACCOUNT_ACTIVATION_EDGES,
  AccountState,
  CertificationNext,
  CertificationState,
  STEPS_OF,
  STEP_SCHEMAS,
  type CertificationCase,
  type CertificationDraft,
  type CertificationStep,
  type EntityType,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { assertMove } from '../../../platform/review.ts';

import { setCertifiedState, type MerchantRow } from '../../core/merchants/index.ts';

import { findFiles, findOpenLinkOfCase, type CaseRow } from './repository.ts';

/** Failed liveness tries before the account manager must help (spec §8 AUTH_CONTACT_MANAGER). */
export const MAX_LIVENESS_FAILURES = 3;
export const LIVENESS_LINK_MINUTES = 15;

/** Refuses a move that is not an edge: the one place a state is checked before it changes. */
/** Moves the merchant's account state along ACCOUNT_ACTIVATION_EDGES (a stay is no move). */
export const moveMerchant = async (
  db: DbOrTx,
  merchant: MerchantRow,
  to: AccountState,
  patch: { name?: string; entityType?: string; country?: string | null } = {},
) => {
  if (merchant.state !== to)
    assertMove(ACCOUNT_ACTIVATION_EDGES, merchant.state as AccountState, to, 'CERTIFICATION_STATE');
  return (await setCertifiedState(db, merchant.id, { state: to, ...patch }))!;
};

/** The states in which the merchant fills the forms (a save moves them back to draft). */
export const DRAFTING: readonly number[] = [
  AccountState.Registered,
  AccountState.CertificationDraft,
  AccountState.AgreementPending,
  AccountState.LivenessPending,
  AccountState.ReviewFailed,
  AccountState.ReReviewFailed,
];

export const draftOf = (row: CaseRow) => (row.draft ?? {}) as CertificationDraft;

/** The steps still to fill (or no longer valid) for the chosen type, in order. */
export const missingStepsOf = (row: CaseRow): CertificationStep[] => {
  if (!row.entityType) return [];
  const draft = draftOf(row);
  return STEPS_OF[row.entityType as EntityType].filter(
    (step) => !STEP_SCHEMAS[step].safeParse(draft[step]).success,
  );
};

const nextOf = (merchantState: number, row: CaseRow | undefined): CertificationNext => {
  switch (merchantState) {
    case AccountState.Normal:
      return CertificationNext.Done;
    case AccountState.AgreementPending:
      return CertificationNext.Agreement;
    case AccountState.LivenessPending:
      return CertificationNext.Liveness;
    case AccountState.CertificationSubmitted:
      return CertificationNext.Review;
    case AccountState.MaterialsSupplement:
      return CertificationNext.Materials;
    case AccountState.ReviewFailed:
    case AccountState.ReReviewFailed:
      return CertificationNext.Failed;
    case AccountState.ChannelSubmitted:
    case AccountState.ChannelTimeout:
    case AccountState.Activating:
    case AccountState.ActivationFailed:
      return CertificationNext.Activating;
    default:
      // Frozen or cancelled merchants keep the step they were at; a certified one has a decision.
      return row?.state === CertificationState.Successful
        ? CertificationNext.Done
        : CertificationNext.Forms;
  }
};

/** The case as the merchant sees it (a merchant without one yet sees an empty one). */
export const caseView = async (
  db: DbOrTx,
  merchant: MerchantRow,
  row: CaseRow | undefined,
): Promise<CertificationCase> => {
  const link = row ? await findOpenLinkOfCase(db, row.id) : undefined;
  const [agreement] = row?.agreementFileId
    ? await findFiles(db, merchant.id, [row.agreementFileId])
    : [];
  const failed = row?.livenessFailed ?? 0;
  return {
    state: row?.state ?? CertificationState.ToBeCertified,
    merchantState: merchant.state,
    entityType: (row?.entityType as EntityType | null) ?? null,
    version: row?.version ?? 0,
    draft: row ? draftOf(row) : {},
    missingSteps: row ? missingStepsOf(row) : [],
    next: nextOf(merchant.state, row),
    agreementFile: agreement ? { id: agreement.id, name: agreement.name } : null,
    liveness: {
      result: (row?.livenessResult as 'Y' | 'N' | 'W' | null) ?? null,
      failedAttempts: failed,
      attemptsLeft: Math.max(0, MAX_LIVENESS_FAILURES - failed),
      linkExpiresAt: link?.expiresAt.toISOString() ?? null,
      completedAt: row?.livenessCompletedAt?.toISOString() ?? null,
    },
    reuploadItems: (row?.reuploadItems as string[] | undefined) ?? [],
    reason: row?.reason ?? null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
  };
};

/**
 * Where a material key or a field path points in the draft: the same, but a person's
 * ("people.1.idBackFileId"), whose step keeps its people in a list ("people.people.1.…").
 */
export const draftPathOf = (key: string): string[] => {
  const parts = key.split('.');
  return parts[0] === 'people' && /^\d+$/.test(parts[1] ?? '') ? ['people', ...parts] : parts;
};

/** A path inside the draft as a material key writes it ("people.people.1.holding" → "people.1.holding"). */
export const keyOfDraftPath = (path: string): string =>
  path.replace(/^people\.people\./, 'people.');

/** The draft with one material replaced (key as zMaterialKey); undefined for a key it lacks. */
export const withMaterial = (
  draft: CertificationDraft,
  key: string,
  fileId: string,
): CertificationDraft | undefined => {
  const copy = structuredClone(draft) as Record<string, unknown>;
  const parts = draftPathOf(key);
  let node: unknown = copy;
  for (const part of parts.slice(0, -1)) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    if (node === undefined || node === null || typeof node !== 'object') return undefined;
  }
  const field = parts.at(-1)!;
  if (!(field in (node as Record<string, unknown>))) return undefined;
  (node as Record<string, unknown>)[field] = fileId;
  return copy as CertificationDraft;
};

/** Every file id a draft refers to (each must be the merchant's own upload). */
export const fileIdsOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(fileIdsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      key.endsWith('FileId') && typeof inner === 'string' ? [inner] : fileIdsOf(inner),
    );
  return [];
};

/** Names longer than 4 characters show only their first and last (spec §5). */
export const maskName = (name: string) => {
  const chars = [...name];
  return chars.length > 4 ? `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}` : name;
};
