// The merchant's identity documents: those expiring within EXPIRY_NOTICE_DAYS, their renewal by
// the main user, and the operators' review of renewals. Certification adds the documents it
// approved (certification/decide.ts).
import { MaterialReviewState, type ExpiringDocument, type Renewal } from '@tradebridge/contracts';
import { isUniqueViolation, type DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError, orNotFound } from '../../../platform/errors.ts';
import type { OperatorAuth, UserAuth } from '../../../platform/http/auth.ts';
import { auditOperator, auditUser } from '../../../platform/http/audited.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { listMerchantRefsByIds, type MerchantRef } from '../../core/merchants/index.ts';
import {
  extendDocument,
  findMerchantDocument,
  findRenewal,
  insertRenewal,
  listDocumentsExpiringBy,
  listRenewalsOfMerchant,
  pageRenewals,
  reviewRenewalRow,
  type RenewalRow,
} from './repository.ts';
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
  const rows = await listDocumentsExpiringBy(deps.db, auth.merchantId, horizon);
  const renewals = rows.length ? await listRenewalsOfMerchant(deps.db, auth.merchantId) : [];
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
  const doc = await findMerchantDocument(deps.db, auth.merchantId, input.documentId);
  if (!doc) throw new AppError('NOT_FOUND');
  await getFile(auth.merchantId, input.fileId);
  if (input.newExpiresOn <= new Date().toISOString().slice(0, 10)) {
    throw new FieldError('newExpiresOn', 'dateInFuture');
  }
  try {
    await deps.db.transaction(async (tx) => {
      const row = await insertRenewal(tx, {
        documentId: doc.id,
        merchantId: auth.merchantId,
        fileId: input.fileId,
        oldExpiresOn: doc.expiresOn,
        newExpiresOn: input.newExpiresOn,
        state: MaterialReviewState.InReview,
        submittedBy: auth.userId,
      });
      await auditUser(tx, auth, client, {
        action: 'document.renewal.submit',
        target: `document:${doc.id}`,
        before: { expiresOn: doc.expiresOn },
        after: { newExpiresOn: row.newExpiresOn, fileId: input.fileId },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('RENEWAL_PENDING');
    throw error;
  }
  return listExpiringDocuments(deps, auth);
};

/** A renewal with its document, file and merchant (the merchant comes from its own area). */
type RenewalView = RenewalRow & { merchant: MerchantRef };

const withMerchants = async (db: DbOrTx, rows: RenewalRow[]): Promise<RenewalView[]> => {
  const refs = await listMerchantRefsByIds(db, [
    ...new Set(rows.map((row) => row.renewal.merchantId)),
  ]);
  const byId = new Map(refs.map((ref) => [ref.id, ref]));
  // The renewal's merchant_id is a foreign key: its merchant is always there.
  return rows.map((row) => ({ ...row, merchant: byId.get(row.renewal.merchantId)! }));
};

const toRenewal = (row: RenewalView): Renewal => ({
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
  const { rows, total } = await pageRenewals(deps.db, input.state, rowWindowOf(input));
  return pageOf(input, (await withMerchants(deps.db, rows)).map(toRenewal), total);
};

export const getRenewal = async (deps: Deps, renewalId: string): Promise<RenewalView> => {
  const row = orNotFound(await findRenewal(deps.db, renewalId));
  const [view] = await withMerchants(deps.db, [row]);
  return view!;
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
    await reviewRenewalRow(tx, row.renewal.id, {
      state,
      reason: input.reason ?? null,
      reviewedBy: operator.operatorId,
      reviewedAt: new Date(),
    });
    if (input.approve) {
      await extendDocument(tx, row.document.id, {
        expiresOn: row.renewal.newExpiresOn,
        fileId: row.renewal.fileId,
      });
    }
    await auditOperator(tx, operator, client, {
      merchantId: row.merchant.id,
      action: input.approve ? 'document.renewal.approve' : 'document.renewal.reject',
      target: `document:${row.document.id}`,
      before: { expiresOn: row.document.expiresOn },
      after: {
        expiresOn: input.approve ? row.renewal.newExpiresOn : row.document.expiresOn,
        reason: input.reason ?? null,
      },
    });
  });
  return toRenewal(await getRenewal(deps, input.renewalId));
};
