// The operators' decisions on a case: assign it, approve it (the account is opened through the
// sandbox channel and activated, the certified papers with an end date join the merchant's
// documents), reject it with a reason, or ask for chosen materials again. Each locks the case and
// the merchant, checks the version the operator looked at, moves along the edges, is audited and
// (but assigning) sends the merchant's main user the "account opening result" notification.
import {
  ACCOUNT_ACTIVATION_EDGES,
  AccountState,
  CERTIFICATION_EDGES,
  CertificationState,
  IdType,
  NotificationKind,
  edgeOf,
  materialsOf,
  type CertificationDraft,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError, orNotFound } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { decide } from '../../../platform/review.ts';
import { insertDocuments, type NewDocument } from '../../services/documents/index.ts';
import { lockMerchant } from '../../core/merchants/index.ts';
import { notifyMainUser } from '../../services/notice/index.ts';
import { findOperatorContacts } from '../../core/operators/index.ts';
import { draftOf, moveMerchant } from './case-view.ts';
import { insertEvent, lockCase, updateCase, type CaseRow } from './repository.ts';
import { getCaseDetail } from './review.ts';

export const assignCase = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; operatorId: string | null },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = orNotFound(await lockCase(tx, input.caseId));
    if (input.operatorId && !(await findOperatorContacts(tx, [input.operatorId])).size)
      throw new FieldError('operatorId', 'required');
    await updateCase(tx, row, { assigneeId: input.operatorId });
    await insertEvent(tx, {
      caseId: row.id,
      action: input.operatorId ? 'assigned' : 'unassigned',
      actor: operator.operatorName,
    });
    await auditOperator(tx, operator, client, {
      merchantId: row.merchantId,
      action: 'certification.assign',
      target: `certification:${row.id}`,
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

type Merchant = NonNullable<Awaited<ReturnType<typeof lockMerchant>>>;

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
const approve = async (tx: DbOrTx, merchant: Merchant, row: CaseRow, actor: string) => {
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

/** What each decision changes on the case and the merchant, with the case's story. */
const applyDecision = async (
  tx: DbOrTx,
  merchant: Merchant,
  row: CaseRow,
  decision: Decision,
  actor: string,
) => {
  if (decision.kind === 'approve') {
    await approve(tx, merchant, row, actor);
    return updateCase(tx, row, {
      state: CertificationState.Successful,
      decidedAt: new Date(),
      reason: null,
    });
  }
  if (decision.kind === 'reject') {
    await moveMerchant(
      tx,
      merchant,
      merchant.state === AccountState.MaterialsSupplement
        ? AccountState.ReReviewFailed
        : AccountState.ReviewFailed,
    );
    const updated = await updateCase(tx, row, {
      state: CertificationState.Failed,
      decidedAt: new Date(),
      reason: decision.reason,
      reuploadItems: [],
    });
    await insertEvent(tx, { caseId: row.id, action: 'rejected', actor, reason: decision.reason });
    return updated;
  }
  const known = new Set(materialsOf(draftOf(row), row.agreementFileId).map((m) => m.key));
  const unknown = decision.items.find((key) => !known.has(key));
  if (unknown) throw new FieldError('items', 'materialKeyInvalid');
  await moveMerchant(tx, merchant, AccountState.MaterialsSupplement);
  const updated = await updateCase(tx, row, {
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
  return updated;
};

/** The case's state each decision moves to. */
const TARGET = {
  approve: CertificationState.Successful,
  reject: CertificationState.Failed,
  requestReupload: CertificationState.ToBeCertified,
} as const;

const decideCase = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; version: number },
  decision: Decision,
  client: Client,
) => {
  const notifications: string[] = [];
  const detail = await deps.db.transaction(async (tx) => {
    let merchant: Merchant | undefined;
    const actor = operator.operatorName;
    const { row } = await decide(tx, operator, client, {
      area: 'certification',
      action: decision.action,
      reason: decision.kind === 'approve' ? null : decision.reason,
      lock: async () => {
        const row = await lockCase(tx, input.caseId);
        if (row) merchant = await lockMerchant(tx, row.merchantId);
        return row;
      },
      version: { seen: input.version, changed: 'CERTIFICATION_CHANGED' },
      move: (row) =>
        edgeOf(CERTIFICATION_EDGES, row.state as CertificationState, TARGET[decision.kind]),
      refused: 'CERTIFICATION_STATE',
      apply: (row) => applyDecision(tx, merchant!, row, decision, actor),
      before: (row) => ({ caseState: row.state, merchantState: merchant!.state }),
      after: () => ({
        ...(decision.kind === 'approve' ? {} : { reason: decision.reason }),
        ...(decision.kind === 'requestReupload' ? { items: decision.items } : {}),
      }),
    });
    if (!merchant) throw new AppError('NOT_FOUND');
    const id = await notifyMainUser(deps, tx, {
      merchantId: merchant.id,
      kind: NotificationKind.AccountOpening,
      params: {
        outcome: decision.kind,
        reason: decision.kind === 'approve' ? '' : decision.reason,
      },
      dedupeKey: `certification:${row.id}:${row.version}`,
    });
    if (id) notifications.push(id);
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
) =>
  decideCase(deps, operator, input, { kind: 'approve', action: 'certification.approve' }, client);

export const rejectCase = (
  deps: Deps,
  operator: OperatorAuth,
  input: { caseId: string; version: number; reason: string },
  client: Client,
) =>
  decideCase(
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
  decideCase(
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
