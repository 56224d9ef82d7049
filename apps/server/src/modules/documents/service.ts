// The merchant's identity documents: those expiring within EXPIRY_NOTICE_DAYS, their renewal by
// the main user, and the operators' review of renewals. Certification will extend this area.
import { MaterialReviewState, type ExpiringDocument, type Renewal } from '@tradebridge/contracts';
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { documentRenewals, documents, files, merchants } from '../../platform/db/schema.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import {
  operatorActor,
  userActor,
  type OperatorAuth,
  type UserAuth,
} from '../../platform/http/auth.ts';
import { offsetOf } from '../../platform/numbers.ts';
export const EXPIRY_NOTICE_DAYS = 30;

const maskNumber = (value: string) =>
  value.length > 4 ? `${'*'.repeat(Math.max(4, value.length - 4))}${value.slice(-4)}` : value;

const daysBetween = (from: Date, to: string) =>
  Math.ceil((Date.parse(`${to}T00:00:00Z`) - from.getTime()) / 86_400_000);

export const listExpiringDocuments = async (
  deps: Deps,
  auth: UserAuth,
): Promise<{ list: ExpiringDocument[] }> => {
  const horizon = new Date(Date.now() + EXPIRY_NOTICE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.merchantId, auth.merchantId), lte(documents.expiresOn, horizon)))
    .orderBy(asc(documents.expiresOn));
  const renewals = rows.length
    ? await deps.db
        .select()
        .from(documentRenewals)
        .where(eq(documentRenewals.merchantId, auth.merchantId))
    : [];
  const now = new Date();
  return {
    list: rows.map((d) => {
      const latest = renewals
        .filter((r) => r.documentId === d.id)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      const daysLeft = daysBetween(now, d.expiresOn);
      return {
        id: d.id,
        idType: d.idType,
        holderName: d.holderName,
        idNumber: maskNumber(d.idNumber),
        expiresOn: d.expiresOn,
        expired: daysLeft <= 0,
        daysLeft: Math.max(0, daysLeft),
        renewal: latest
          ? {
              id: latest.id,
              state: latest.state,
              newExpiresOn: latest.newExpiresOn,
              reason: latest.reason,
              submittedAt: latest.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
};

export const renewDocument = async (
  deps: Deps,
  auth: UserAuth,
  input: { documentId: string; fileId: string; newExpiresOn: string },
  client: Client,
  getFile: (merchantId: string, fileId: string) => Promise<unknown>,
) => {
  const [doc] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.documentId), eq(documents.merchantId, auth.merchantId)));
  if (!doc) throw new AppError('NOT_FOUND');
  await getFile(auth.merchantId, input.fileId);
  if (input.newExpiresOn <= new Date().toISOString().slice(0, 10)) {
    throw new FieldError('newExpiresOn', 'dateInFuture');
  }
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documentRenewals)
        .values({
          documentId: doc.id,
          merchantId: auth.merchantId,
          fileId: input.fileId,
          oldExpiresOn: doc.expiresOn,
          newExpiresOn: input.newExpiresOn,
          state: MaterialReviewState.InReview,
          submittedBy: auth.userId,
        })
        .returning();
      await writeAudit(tx, {
        actor: userActor(auth),
        action: 'document.renewal.submit',
        target: `document:${doc.id}`,
        ip: client.ip,
        before: { expiresOn: doc.expiresOn },
        after: { newExpiresOn: row!.newExpiresOn, fileId: input.fileId },
      });
    });
  } catch (error) {
    if (
      String(
        (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code,
      ) === '23505'
    ) {
      throw new AppError('RENEWAL_PENDING');
    }
    throw error;
  }
  return listExpiringDocuments(deps, auth);
};

const renewalRows = (deps: Deps) =>
  deps.db
    .select({ renewal: documentRenewals, document: documents, merchant: merchants, file: files })
    .from(documentRenewals)
    .innerJoin(documents, eq(documentRenewals.documentId, documents.id))
    .innerJoin(merchants, eq(documentRenewals.merchantId, merchants.id))
    .innerJoin(files, eq(documentRenewals.fileId, files.id));

const toRenewal = (
  row: Awaited<ReturnType<ReturnType<typeof renewalRows>['where']>>[number],
): Renewal => ({
  id: row.renewal.id,
  merchantId: row.merchant.id,
  merNo: row.merchant.merNo,
  merchantName: row.merchant.name,
  documentId: row.document.id,
  idType: row.document.idType,
  holderName: row.document.holderName,
  idNumber: maskNumber(row.document.idNumber),
  oldExpiresOn: row.renewal.oldExpiresOn ?? row.document.expiresOn,
  newExpiresOn: row.renewal.newExpiresOn,
  fileId: row.file.id,
  fileName: row.file.name,
  fileMime: row.file.mime,
  state: row.renewal.state,
  reason: row.renewal.reason,
  submittedAt: row.renewal.createdAt.toISOString(),
  reviewedAt: row.renewal.reviewedAt?.toISOString() ?? null,
});

export const listRenewals = async (
  deps: Deps,
  input: { state?: number | undefined; pageNum: number; pageSize: number },
) => {
  const where = input.state === undefined ? undefined : eq(documentRenewals.state, input.state);
  const rows = await renewalRows(deps)
    .where(where)
    .orderBy(desc(documentRenewals.createdAt))
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const [counted] = await deps.db.select({ n: count() }).from(documentRenewals).where(where);
  return {
    list: rows.map(toRenewal),
    total: Number(counted?.n ?? 0),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
};

export const getRenewal = async (deps: Deps, renewalId: string) => {
  const [row] = await renewalRows(deps).where(eq(documentRenewals.id, renewalId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** Approving extends the document's validity; rejecting needs a reason the merchant sees. */
export const reviewRenewal = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { renewalId: string; approve: boolean; reason?: string | undefined },
  client: Client,
) => {
  if (!input.approve && !input.reason) throw new FieldError('reason', 'required');
  const row = await getRenewal(deps, input.renewalId);
  if (row.renewal.state !== MaterialReviewState.InReview) throw new AppError('NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const state = input.approve ? MaterialReviewState.Effective : MaterialReviewState.AuditFailed;
    await tx
      .update(documentRenewals)
      .set({
        state,
        reason: input.reason ?? null,
        reviewedBy: operator.operatorId,
        reviewedAt: new Date(),
      })
      .where(
        and(
          eq(documentRenewals.id, row.renewal.id),
          eq(documentRenewals.state, MaterialReviewState.InReview),
        ),
      );
    if (input.approve) {
      await tx
        .update(documents)
        .set({ expiresOn: row.renewal.newExpiresOn, fileId: row.renewal.fileId })
        .where(eq(documents.id, row.document.id));
    }
    await writeAudit(tx, {
      actor: operatorActor(operator),
      merchantId: row.merchant.id,
      action: input.approve ? 'document.renewal.approve' : 'document.renewal.reject',
      target: `document:${row.document.id}`,
      ip: client.ip,
      before: { expiresOn: row.document.expiresOn },
      after: {
        expiresOn: input.approve ? row.renewal.newExpiresOn : row.document.expiresOn,
        reason: input.reason ?? null,
      },
    });
  });
  return toRenewal(await getRenewal(deps, input.renewalId));
};
