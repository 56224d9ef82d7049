// The operators' reading of cases: the queue, and a case with every field, its files, its
// submissions with what changed and its story (the decisions are decide.ts).
import {
  CERTIFICATION_EDGES,
  CertificationState,
  edgeOf,
  materialsOf,
  type CaseDetail,
  type CaseSummary,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import type { Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { listMerchantRefsByIds } from '../../core/merchants/index.ts';
import { findOperatorContacts } from '../../core/operators/index.ts';
import { MAX_LIVENESS_FAILURES, draftOf, keyOfDraftPath } from './case-view.ts';
import {
  findCase,
  findFiles,
  listEvents,
  listSubmissions,
  pageCases,
  type CaseRow,
} from './repository.ts';

type Listed = { row: CaseRow; country: string | null; subject: string };

const summariesOf = async (db: DbOrTx, listed: Listed[]): Promise<CaseSummary[]> => {
  const merchants = new Map(
    (await listMerchantRefsByIds(db, [...new Set(listed.map((l) => l.row.merchantId))])).map(
      (ref) => [ref.id, ref],
    ),
  );
  const assignees = await findOperatorContacts(
    db,
    listed.flatMap((l) => (l.row.assigneeId ? [l.row.assigneeId] : [])),
  );
  return listed.map(({ row, country, subject }) => {
    const merchant = merchants.get(row.merchantId)!;
    const assignee = row.assigneeId ? assignees.get(row.assigneeId) : undefined;
    return {
      id: row.id,
      merchantId: row.merchantId,
      merNo: merchant.merNo,
      merchantName: merchant.name,
      subjectName: subject,
      entityType: (row.entityType as 'b' | 'c' | null) ?? null,
      country,
      state: row.state,
      merchantState: merchant.state,
      livenessResult: (row.livenessResult as 'Y' | 'N' | 'W' | null) ?? null,
      assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
};

export const listCases = async (
  deps: Deps,
  operator: OperatorAuth,
  input: {
    state?: number | undefined;
    entityType?: string | undefined;
    country?: string | undefined;
    minAgeDays?: number | undefined;
    assignee?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
) => {
  const { rows, total } = await pageCases(
    deps.db,
    {
      state: input.state,
      entityType: input.entityType,
      country: input.country,
      submittedBy:
        input.minAgeDays === undefined
          ? undefined
          : new Date(Date.now() - input.minAgeDays * 86_400_000),
      assigneeId:
        input.assignee === 'none'
          ? null
          : input.assignee === 'me'
            ? operator.operatorId
            : input.assignee,
    },
    rowWindowOf(input),
  );
  return pageOf(input, await summariesOf(deps.db, rows), total);
};

/** Dotted paths of the leaves of a JSON value ("draft.company.nameEn" → its value). */
const leaves = (value: unknown, prefix: string, out = new Map<string, string>()) => {
  if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  else if (value !== undefined && value !== null) out.set(prefix, JSON.stringify(value));
  return out;
};

/**
 * What differs between two submissions, as paths inside the draft written as material keys are
 * ("company.nameEn", "people.1.idBackFileId", "agreement").
 */
const changedBetween = (before: unknown, after: unknown) => {
  const a = leaves(before, '');
  const b = leaves(after, '');
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((key) => a.get(key) !== b.get(key))
    .map((key) =>
      keyOfDraftPath(key.replace(/^draft\./, '')).replace(/^agreementFileId$/, 'agreement'),
    )
    .sort();
};

/** The files of the case: its materials by key, and the liveness captures. */
const caseFileIds = (row: CaseRow) => [
  ...materialsOf(draftOf(row), row.agreementFileId),
  ...(row.livenessSelfieFileId
    ? [{ key: 'liveness.selfie', fileId: row.livenessSelfieFileId }]
    : []),
  ...(row.livenessVideoFileId ? [{ key: 'liveness.video', fileId: row.livenessVideoFileId }] : []),
];

const ACTIONS = [
  { action: 'approve', to: CertificationState.Successful },
  { action: 'reject', to: CertificationState.Failed },
  { action: 'requestReupload', to: CertificationState.ToBeCertified },
] as const;

export const getCaseDetail = async (deps: Deps, caseId: string, db: DbOrTx = deps.db) => {
  const row = orNotFound(await findCase(db, caseId));
  const [summary] = await summariesOf(db, [
    {
      row,
      country:
        draftOf(row).company?.registeredAddress.country ??
        draftOf(row).individual?.address.country ??
        null,
      subject: draftOf(row).company?.name ?? draftOf(row).individual?.name ?? '',
    },
  ]);
  const keyed = caseFileIds(row);
  const found = new Map(
    (
      await findFiles(
        db,
        row.merchantId,
        keyed.map((k) => k.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  const submissions = await listSubmissions(db, row.id);
  const events = await listEvents(db, row.id);
  const detail: CaseDetail = {
    ...summary!,
    version: row.version,
    draft: draftOf(row),
    files: keyed.flatMap(({ key, fileId }) => {
      const file = found.get(fileId);
      return file ? [{ key, fileId, name: file.name, mime: file.mime, size: file.size }] : [];
    }),
    liveness: {
      result: (row.livenessResult as 'Y' | 'N' | 'W' | null) ?? null,
      failedAttempts: row.livenessFailed,
      attemptsLeft: Math.max(0, MAX_LIVENESS_FAILURES - row.livenessFailed),
      linkExpiresAt: null,
      completedAt: row.livenessCompletedAt?.toISOString() ?? null,
      selfieFileId: row.livenessSelfieFileId,
      videoFileId: row.livenessVideoFileId,
    },
    reuploadItems: row.reuploadItems as string[],
    reason: row.reason,
    submissions: submissions.map((submission, index) => ({
      number: submission.number,
      submittedAt: submission.submittedAt.toISOString(),
      changed:
        index === 0 ? [] : changedBetween(submissions[index - 1]!.snapshot, submission.snapshot),
    })),
    history: events.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      actor: event.actor,
      reason: event.reason,
    })),
    actions: ACTIONS.filter(({ to }) =>
      edgeOf(CERTIFICATION_EDGES, row.state as CertificationState, to),
    ).map(({ action }) => action),
  };
  return detail;
};

/** The bytes' record of one of the case's files (a file outside the case is not found). */
export const caseFile = async (deps: Deps, input: { caseId: string; fileId: string }) => {
  const row = await findCase(deps.db, input.caseId);
  if (!row || !caseFileIds(row).some((k) => k.fileId === input.fileId))
    throw new AppError('NOT_FOUND');
  return { merchantId: row.merchantId, fileId: input.fileId };
};
