// SQL of the documents module: the merchant's identity documents, their renewals, and the uploads
// a renewal is made of.
import { MaterialReviewState } from '@tradebridge/contracts';
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { documentRenewals, documents } from './schema.ts';
import { files } from '../../../platform/db/schema.ts';

export type NewDocument = typeof documents.$inferInsert;

/** Whether the merchant has any document on file. */
export const hasDocuments = async (db: DbOrTx, merchantId: string) =>
  (
    await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.merchantId, merchantId))
      .limit(1)
  ).length > 0;

/** Records documents the merchant supplied: certified ones, and the demo seed's. */
export const insertDocuments = async (db: DbOrTx, rows: NewDocument[]) => {
  if (rows.length) await db.insert(documents).values(rows);
};

/** The merchant's documents expiring on or before `horizon` (a date), soonest first. */
export const listDocumentsExpiringBy = (db: DbOrTx, merchantId: string, horizon: string) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.merchantId, merchantId), lte(documents.expiresOn, horizon)))
    .orderBy(asc(documents.expiresOn));

export const listRenewalsOfMerchant = (db: DbOrTx, merchantId: string) =>
  db.select().from(documentRenewals).where(eq(documentRenewals.merchantId, merchantId));

/** A document of this merchant (another merchant's document ids are not found). */
export const findMerchantDocument = async (db: DbOrTx, merchantId: string, documentId: string) => {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.merchantId, merchantId)));
  return doc;
};

/** Fails with a unique violation while another renewal of the document is in review. */
export const insertRenewal = async (db: DbOrTx, values: typeof documentRenewals.$inferInsert) => {
  const [row] = await db.insert(documentRenewals).values(values).returning();
  return row!;
};

const renewalRows = (db: DbOrTx) =>
  db
    .select({ renewal: documentRenewals, document: documents, file: files })
    .from(documentRenewals)
    .innerJoin(documents, eq(documentRenewals.documentId, documents.id))
    .innerJoin(files, eq(documentRenewals.fileId, files.id));

/** A renewal with its document and file. */
export type RenewalRow = Awaited<ReturnType<ReturnType<typeof renewalRows>['where']>>[number];

/** Renewals in a state (all when undefined), newest first. */
export const pageRenewals = async (db: DbOrTx, state: number | undefined, page: RowWindow) => {
  const where = state === undefined ? undefined : eq(documentRenewals.state, state);
  const rows = await renewalRows(db)
    .where(where)
    .orderBy(desc(documentRenewals.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(documentRenewals).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
};

export const findRenewal = async (
  db: DbOrTx,
  renewalId: string,
): Promise<RenewalRow | undefined> => {
  const [row] = await renewalRows(db).where(eq(documentRenewals.id, renewalId));
  return row;
};

/** Records the review of a renewal still in review (a renewal is reviewed once). */
export const reviewRenewalRow = (
  db: DbOrTx,
  renewalId: string,
  review: { state: number; reason: string | null; reviewedBy: string; reviewedAt: Date },
) =>
  db
    .update(documentRenewals)
    .set(review)
    .where(
      and(
        eq(documentRenewals.id, renewalId),
        eq(documentRenewals.state, MaterialReviewState.InReview),
      ),
    );

/** An approved renewal: the document is valid until the new date, shown by the new file. */
export const extendDocument = (
  db: DbOrTx,
  documentId: string,
  values: { expiresOn: string; fileId: string },
) => db.update(documents).set(values).where(eq(documents.id, documentId));
