// The merchant's side of certification: choose the entity type, save the steps as a versioned
// draft, confirm the checked information, hand in the signed agreement and replace the materials
// a reviewer asked for. Every write locks the merchant and its case, names the version it started
// from, moves states only along the edges and is audited.
import {
  AccountState,
  CERTIFICATION_EDGES,
  CertificationState,
  STEPS_OF,
  type CertificationCase,
  type CertificationDraft,
  type EntityType,
  type ZSaveStepRequest,
} from '@tradebridge/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { assertMove } from '../../../platform/review.ts';
import { findMerchant, lockMerchant, type MerchantRow } from '../../core/merchants/index.ts';
import {
  DRAFTING,
  caseView,
  draftOf,
  fileIdsOf,
  missingStepsOf,
  moveMerchant,
  withMaterial,
} from './case-view.ts';
import {
  findCaseOfMerchant,
  insertEvent,
  insertSubmission,
  lockCaseOfMerchant,
  updateCase,
  type CasePatch,
  type CaseRow,
} from './repository.ts';

export const getCertification = async (deps: Deps, auth: UserAuth) => {
  const merchant = await findMerchant(deps.db, auth.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return caseView(deps.db, merchant, await findCaseOfMerchant(deps.db, merchant.id));
};

type Locked = { tx: DbOrTx; merchant: MerchantRow; row: CaseRow };

/**
 * Runs a change of the merchant's case in one transaction: the merchant and the case locked, the
 * version the caller saw checked, the audit written, and the case answered as it is after.
 */
const changeCase = (
  deps: Deps,
  auth: UserAuth,
  client: Client,
  input: { version: number; action: string; detail?: Record<string, unknown> },
  change: (locked: Locked) => Promise<void>,
): Promise<CertificationCase> =>
  deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, auth.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND');
    const row = await lockCaseOfMerchant(tx, merchant.id, CertificationState.ToBeCertified);
    if (row.version !== input.version) throw new AppError('CERTIFICATION_CHANGED');
    await change({ tx, merchant, row });
    await auditUser(tx, auth, client, {
      action: input.action,
      target: `certification:${row.id}`,
      before: { merchantState: merchant.state, caseState: row.state, version: row.version },
      after: input.detail ?? null,
    });
    const after = (await findCaseOfMerchant(tx, merchant.id))!;
    return caseView(tx, (await findMerchant(tx, merchant.id))!, after);
  });

/** The forms may change: not with the reviewers, not certified. */
const assertDrafting = (merchant: MerchantRow) => {
  if (merchant.state === AccountState.Normal) throw new AppError('ALREADY_CERTIFIED');
  if (!DRAFTING.includes(merchant.state)) throw new AppError('CERTIFICATION_LOCKED');
};

/** Each file the merchant names is one of its own uploads (another merchant's is not found). */
const assertOwnFiles = async (deps: Deps, merchantId: string, value: unknown) => {
  for (const fileId of new Set(fileIdsOf(value))) await getMerchantFile(deps, merchantId, fileId);
};

/** A save reopens the draft: the merchant back to draft, a failed case to be certified again. */
const reopenDraft = async (
  { tx, merchant, row }: Locked,
  patch: Parameters<typeof updateCase>[2],
) => {
  await moveMerchant(tx, merchant, AccountState.CertificationDraft);
  let state = row.state as CertificationState;
  if (state === CertificationState.Failed) {
    assertMove(CERTIFICATION_EDGES, state, CertificationState.ToBeCertified, 'CERTIFICATION_STATE');
    state = CertificationState.ToBeCertified;
  }
  await updateCase(tx, row, { ...patch, state, reason: state === row.state ? row.reason : null });
};

export const chooseEntity = (
  deps: Deps,
  auth: UserAuth,
  input: { version: number; entityType: EntityType },
  client: Client,
) =>
  changeCase(
    deps,
    auth,
    client,
    {
      version: input.version,
      action: 'certification.entity',
      detail: { entityType: input.entityType },
    },
    async (locked) => {
      assertDrafting(locked.merchant);
      await reopenDraft(locked, { entityType: input.entityType });
    },
  );

export const saveStep = async (
  deps: Deps,
  auth: UserAuth,
  input: z.output<typeof ZSaveStepRequest>,
  client: Client,
) => {
  await assertOwnFiles(deps, auth.merchantId, input.data);
  return changeCase(
    deps,
    auth,
    client,
    { version: input.version, action: 'certification.step', detail: { step: input.step } },
    async (locked) => {
      assertDrafting(locked.merchant);
      const entityType = locked.row.entityType as EntityType | null;
      if (!entityType || !STEPS_OF[entityType].includes(input.step))
        throw new AppError('CERTIFICATION_STATE');
      const draft: CertificationDraft = { ...draftOf(locked.row), [input.step]: input.data };
      await reopenDraft(locked, { draft });
    },
  );
};

export const confirmForms = (
  deps: Deps,
  auth: UserAuth,
  input: { version: number },
  client: Client,
) =>
  changeCase(
    deps,
    auth,
    client,
    { version: input.version, action: 'certification.confirm' },
    async (locked) => {
      assertDrafting(locked.merchant);
      const missing = missingStepsOf(locked.row);
      if (!locked.row.entityType || missing.length)
        throw new AppError('CERTIFICATION_INCOMPLETE', {
          steps: (missing.length ? missing : ['entity']).join(', '),
        });
      await moveMerchant(locked.tx, locked.merchant, AccountState.AgreementPending);
      await updateCase(locked.tx, locked.row, {});
      await insertEvent(locked.tx, {
        caseId: locked.row.id,
        action: 'confirmed',
        actor: 'merchant',
      });
    },
  );

/** The signed agreement: handed in once the forms are confirmed (or replaced before liveness). */
export const uploadAgreement = async (
  deps: Deps,
  auth: UserAuth,
  input: { version: number; fileId: string },
  client: Client,
) => {
  await getMerchantFile(deps, auth.merchantId, input.fileId);
  return changeCase(
    deps,
    auth,
    client,
    { version: input.version, action: 'certification.agreement', detail: { fileId: input.fileId } },
    async ({ tx, merchant, row }) => {
      if (
        merchant.state !== AccountState.AgreementPending &&
        merchant.state !== AccountState.LivenessPending
      )
        throw new AppError('CERTIFICATION_STATE');
      await moveMerchant(tx, merchant, AccountState.LivenessPending);
      await updateCase(tx, row, { agreementFileId: input.fileId });
      await insertEvent(tx, { caseId: row.id, action: 'agreementUploaded', actor: 'merchant' });
    },
  );
};

/** What the reviewer sees of a submission: the draft and the agreement as they were sent. */
export const snapshotOf = (row: Pick<CaseRow, 'draft' | 'agreementFileId' | 'entityType'>) => ({
  entityType: row.entityType,
  draft: row.draft,
  agreementFileId: row.agreementFileId,
});

/**
 * Sends the case to the reviewers with the change that completes it: the merchant's state, the
 * case's, and a snapshot of what the merchant sent (the reviewer is shown what changed).
 */
export const submitForReview = async (
  tx: DbOrTx,
  merchant: MerchantRow,
  row: CaseRow,
  patch: CasePatch,
) => {
  await moveMerchant(tx, merchant, AccountState.CertificationSubmitted);
  assertMove(
    CERTIFICATION_EDGES,
    row.state as CertificationState,
    CertificationState.UnderReview,
    'CERTIFICATION_STATE',
  );
  const updated = await updateCase(tx, row, {
    ...patch,
    state: CertificationState.UnderReview,
    reuploadItems: [],
    submittedAt: new Date(),
  });
  await insertSubmission(tx, row.id, snapshotOf(updated));
};

/** Replaces exactly the materials asked for; the case goes back to the reviewers. */
export const replaceMaterials = async (
  deps: Deps,
  auth: UserAuth,
  input: { version: number; files: { key: string; fileId: string }[] },
  client: Client,
) => {
  await assertOwnFiles(
    deps,
    auth.merchantId,
    input.files.map((file) => ({ fileId: file.fileId })),
  );
  return changeCase(
    deps,
    auth,
    client,
    {
      version: input.version,
      action: 'certification.replaceMaterials',
      detail: { files: input.files },
    },
    async ({ tx, merchant, row }) => {
      if (merchant.state !== AccountState.MaterialsSupplement)
        throw new AppError('CERTIFICATION_STATE');
      const asked = new Set(row.reuploadItems as string[]);
      const given = new Set(input.files.map((file) => file.key));
      if (asked.size !== given.size || [...asked].some((key) => !given.has(key)))
        throw new AppError('REUPLOAD_ITEMS_MISMATCH');
      let draft = draftOf(row);
      let agreementFileId = row.agreementFileId;
      for (const file of input.files) {
        if (file.key === 'agreement') {
          agreementFileId = file.fileId;
          continue;
        }
        const next = withMaterial(draft, file.key, file.fileId);
        if (!next) throw new AppError('REUPLOAD_ITEMS_MISMATCH');
        draft = next;
      }
      await submitForReview(tx, merchant, row, { draft, agreementFileId });
      await insertEvent(tx, { caseId: row.id, action: 'resubmitted', actor: 'merchant' });
    },
  );
};
