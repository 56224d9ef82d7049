// The operators' side: the case queue, the case with every field, its files, submissions and
// story, and the decisions — approve (the account is opened through the sandbox channel and
// activated), reject with a reason, or ask for chosen materials again. Each decision locks the
// case and the merchant, checks the version the operator looked at, moves along the edges, is
// audited and sends the merchant's main user the "account opening result" notification.
import {
  ACCOUNT_ACTIVATION_EDGES,
  AccountState,
  CERTIFICATION_EDGES,
  CertificationState,
  IdType,
  NotificationKind,
  edgeOf,
  materialsOf,
  type CaseDetail,
  type CaseSummary,
  type CertificationDraft,
} from '@tradebridge/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../platform/db/paging.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import { operatorActor, type OperatorAuth } from '../../platform/http/auth.ts';
import { insertDocuments, type NewDocument } from '../documents/index.ts';
import { findMainUserId } from '../identity/index.ts';
import { listMerchantRefsByIds, lockMerchant } from '../merchants/index.ts';
import { notify } from '../notice/index.ts';
import { findOperatorContacts } from '../operators/index.ts';
import {
  MAX_LIVENESS_FAILURES,
  assertMove,
  draftOf,
  keyOfDraftPath,
  moveMerchant,
} from './case-view.ts';
import {
  findCase,
  findFiles,
  insertEvent,
  listEvents,
  listSubmissions,
  lockCase,
  pageCases,
  updateCase,
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
  const row = await findCase(db, caseId);
  if (!row) throw new AppError('NOT_FOUND');
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

export const assignCase = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; operatorId: string | null },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockCase(tx, input.caseId);
    if (!row) throw new AppError('NOT_FOUND');
    if (input.operatorId && !(await findOperatorContacts(tx, [input.operatorId])).size)
      throw new FieldError('operatorId', 'required');
    await updateCase(tx, row, { assigneeId: input.operatorId });
    await insertEvent(tx, {
      caseId: row.id,
      action: input.operatorId ? 'assigned' : 'unassigned',
      actor: operator.operatorName,
    });
    await writeAudit(tx, {
      actor: operatorActor(operator),
      merchantId: row.merchantId,
      action: 'certification.assign',
      target: `certification:${row.id}`,
      ip: client.ip,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId: input.operatorId },
    });
    return getCaseDetail(deps, row.id, tx);
  });

type Decision = { action: `certification.${string}` } & (
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'requestReupload'; reason: string; items: string[] }
);

/** The draft's papers that expire: identity documents and the business licence. */
export const documentsOf = (merchantId: string, draft: CertificationDraft): NewDocument[] => {
  const people = [...(draft.people?.people ?? []), ...(draft.individual ? [draft.individual] : [])];
  const rows: NewDocument[] = people.flatMap((person) =>
    person.idValidUntil
      ? [
          {
            merchantId,
            idType: person.idType,
            holderName: person.name,
            idNumber: person.idNumber,
            expiresOn: person.idValidUntil,
            fileId: person.idFrontFileId,
          },
        ]
      : [],
  );
  const company = draft.company;
  if (company?.validUntil && draft.documents)
    rows.push({
      merchantId,
      idType: IdType.BusinessLicence,
      holderName: company.name,
      idNumber: company.registrationNo,
      expiresOn: company.validUntil,
      fileId: draft.documents.licenceFileId,
    });
  return rows;
};

/**
 * Approval opens the account with the sandbox channel, which accepts at once, and activates it:
 * 7 → 11 → 12 → 2, each move on the case's story. A real channel answers later (a job moves
 * 11 → 12 or 9, and 12 → 2 or 13); the edges already hold those moves.
 */
const approve = async (
  tx: DbOrTx,
  merchant: NonNullable<Awaited<ReturnType<typeof lockMerchant>>>,
  row: CaseRow,
  actor: string,
) => {
  const draft: CertificationDraft = draftOf(row);
  const certified = {
    name: draft.company?.name ?? draft.individual?.name ?? merchant.name,
    entityType: row.entityType ?? undefined,
    country: draft.company?.registeredAddress.country ?? draft.individual?.address.country ?? null,
  };
  // The certified papers with an end date join the merchant's documents, so their expiry is
  // announced and they are renewed like every other (idExpire).
  await insertDocuments(tx, documentsOf(merchant.id, draft));
  let current = merchant;
  for (const to of [AccountState.ChannelSubmitted, AccountState.Activating, AccountState.Normal]) {
    const edge = edgeOf(ACCOUNT_ACTIVATION_EDGES, current.state as AccountState, to);
    current = await moveMerchant(tx, current, to, to === AccountState.Normal ? certified : {});
    await insertEvent(tx, { caseId: row.id, action: edge!.by, actor });
  }
};

const decide = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; version: number },
  decision: Decision,
  client: Client,
) => {
  const notifications: string[] = [];
  const detail = await deps.db.transaction(async (tx) => {
    const row = await lockCase(tx, input.caseId);
    if (!row) throw new AppError('NOT_FOUND');
    const merchant = (await lockMerchant(tx, row.merchantId))!;
    if (row.version !== input.version) throw new AppError('CERTIFICATION_CHANGED');
    const actor = operator.operatorName;
    const now = new Date();
    if (decision.kind === 'approve') {
      assertMove(
        CERTIFICATION_EDGES,
        row.state as CertificationState,
        CertificationState.Successful,
      );
      await approve(tx, merchant, row, actor);
      await updateCase(tx, row, {
        state: CertificationState.Successful,
        decidedAt: now,
        reason: null,
      });
    } else if (decision.kind === 'reject') {
      assertMove(CERTIFICATION_EDGES, row.state as CertificationState, CertificationState.Failed);
      await moveMerchant(
        tx,
        merchant,
        merchant.state === AccountState.MaterialsSupplement
          ? AccountState.ReReviewFailed
          : AccountState.ReviewFailed,
      );
      await updateCase(tx, row, {
        state: CertificationState.Failed,
        decidedAt: now,
        reason: decision.reason,
        reuploadItems: [],
      });
      await insertEvent(tx, { caseId: row.id, action: 'rejected', actor, reason: decision.reason });
    } else {
      assertMove(
        CERTIFICATION_EDGES,
        row.state as CertificationState,
        CertificationState.ToBeCertified,
      );
      const known = new Set(materialsOf(draftOf(row), row.agreementFileId).map((m) => m.key));
      const unknown = decision.items.find((key) => !known.has(key));
      if (unknown) throw new FieldError('items', 'materialKeyInvalid');
      await moveMerchant(tx, merchant, AccountState.MaterialsSupplement);
      await updateCase(tx, row, {
        state: CertificationState.ToBeCertified,
        reason: decision.reason,
        reuploadItems: [...new Set(decision.items)],
      });
      await insertEvent(tx, {
        caseId: row.id,
        action: 'reuploadRequested',
        actor,
        reason: decision.reason,
      });
    }
    await writeAudit(tx, {
      actor: operatorActor(operator),
      merchantId: merchant.id,
      action: decision.action,
      target: `certification:${row.id}`,
      ip: client.ip,
      before: { caseState: row.state, merchantState: merchant.state },
      after: {
        ...(decision.kind === 'approve' ? {} : { reason: decision.reason }),
        ...(decision.kind === 'requestReupload' ? { items: decision.items } : {}),
      },
    });
    const mainId = await findMainUserId(tx, merchant.id);
    if (mainId) {
      const id = await notify(deps, tx, {
        merchantId: merchant.id,
        userId: mainId,
        kind: NotificationKind.AccountOpening,
        params: {
          outcome: decision.kind,
          reason: decision.kind === 'approve' ? '' : decision.reason,
        },
        dedupeKey: `certification:${row.id}:${row.version}`,
      });
      if (id) notifications.push(id);
    }
    return getCaseDetail(deps, row.id, tx);
  });
  deps.outbox.send(notifications);
  return detail;
};

export const approveCase = (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; version: number },
  client: Client,
) => decide(deps, operator, input, { kind: 'approve', action: 'certification.approve' }, client);

export const rejectCase = (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; version: number; reason: string },
  client: Client,
) =>
  decide(
    deps,
    operator,
    input,
    { kind: 'reject', action: 'certification.reject', reason: input.reason },
    client,
  );

export const requestReupload = (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; version: number; reason: string; items: string[] },
  client: Client,
) =>
  decide(
    deps,
    operator,
    input,
    {
      kind: 'requestReupload',
      action: 'certification.requestReupload',
      reason: input.reason,
      items: input.items,
    },
    client,
  );
