// SQL of the certification module: cases, their submissions and events, and liveness links.
import { and, asc, count, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { versionedRecords } from '../../../platform/db/versioned.ts';
import {
  certificationCases,
  certificationEvents,
  certificationSubmissions,
  livenessLinks,
} from './schema.ts';
import { files } from '../../../platform/db/schema.ts';

export type CaseRow = typeof certificationCases.$inferSelect;
export type CasePatch = Partial<typeof certificationCases.$inferInsert>;

export const findCaseOfMerchant = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db
    .select()
    .from(certificationCases)
    .where(eq(certificationCases.merchantId, merchantId))
    .limit(1);
  return row;
};

const caseRecords = versionedRecords(certificationCases);

export const findCase = (db: DbOrTx, caseId: string) => caseRecords.find(db, caseId);

/** The merchant's case, locked until the transaction ends; created (state 0) on first use. */
export const lockCaseOfMerchant = async (db: DbOrTx, merchantId: string, initialState: number) => {
  await db
    .insert(certificationCases)
    .values({ merchantId, state: initialState })
    .onConflictDoNothing({ target: certificationCases.merchantId });
  const [row] = await db
    .select()
    .from(certificationCases)
    .where(eq(certificationCases.merchantId, merchantId))
    .for('update');
  return row!;
};

export const lockCase = (db: DbOrTx, caseId: string) => caseRecords.lock(db, caseId);

/** Writes a change and bumps the version (every change does). */
export const updateCase = caseRecords.update;

export type CaseFilter = {
  state?: number | undefined;
  entityType?: string | undefined;
  country?: string | undefined;
  submittedBy?: Date | undefined;
  assigneeId?: string | null | undefined;
};

/** Country of the case: the registered address's, or the individual's. */
const countryOf = sql<
  string | null
>`coalesce(${certificationCases.draft} #>> '{company,registeredAddress,country}', ${certificationCases.draft} #>> '{individual,address,country}')`;
const subjectOf = sql<string>`coalesce(${certificationCases.draft} #>> '{company,name}', ${certificationCases.draft} #>> '{individual,name}', '')`;

export const pageCases = async (db: DbOrTx, filter: CaseFilter, page: RowWindow) => {
  const where: SQL | undefined = and(
    filter.state !== undefined ? eq(certificationCases.state, filter.state) : undefined,
    filter.entityType ? eq(certificationCases.entityType, filter.entityType) : undefined,
    filter.country ? sql`${countryOf} = ${filter.country}` : undefined,
    filter.submittedBy ? lte(certificationCases.submittedAt, filter.submittedBy) : undefined,
    filter.assigneeId === null
      ? isNull(certificationCases.assigneeId)
      : filter.assigneeId
        ? eq(certificationCases.assigneeId, filter.assigneeId)
        : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ row: certificationCases, country: countryOf, subject: subjectOf })
      .from(certificationCases)
      .where(where)
      // The longest-waiting first; cases never submitted after them, newest change first.
      .orderBy(
        sql`${certificationCases.submittedAt} asc nulls last`,
        sql`${certificationCases.updatedAt} desc`,
        asc(certificationCases.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(certificationCases).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
};

export const listSubmissions = (db: DbOrTx, caseId: string) =>
  db
    .select()
    .from(certificationSubmissions)
    .where(eq(certificationSubmissions.caseId, caseId))
    .orderBy(asc(certificationSubmissions.number));

export const insertSubmission = async (db: DbOrTx, caseId: string, snapshot: unknown) => {
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${certificationSubmissions.number}), 0) + 1` })
    .from(certificationSubmissions)
    .where(eq(certificationSubmissions.caseId, caseId));
  await db.insert(certificationSubmissions).values({ caseId, number: Number(next), snapshot });
};

export const insertEvent = (
  db: DbOrTx,
  event: { caseId: string; action: string; actor: string; reason?: string | null },
) => db.insert(certificationEvents).values({ ...event, reason: event.reason ?? null });

export const listEvents = (db: DbOrTx, caseId: string) =>
  db
    .select()
    .from(certificationEvents)
    .where(eq(certificationEvents.caseId, caseId))
    .orderBy(asc(certificationEvents.at), asc(certificationEvents.id));

// Liveness links.

/** A new link voids the case's open ones (one phone at a time). */
export const replaceLivenessLink = async (
  db: DbOrTx,
  link: { caseId: string; tokenHash: string; expiresAt: Date },
) => {
  const now = new Date();
  await db
    .update(livenessLinks)
    .set({ usedAt: now })
    .where(and(eq(livenessLinks.caseId, link.caseId), isNull(livenessLinks.usedAt)));
  await db.insert(livenessLinks).values(link);
};

/** The open (not used, not expired) link of this token, if any; with `lock`, locked. */
export const findOpenLink = async (db: DbOrTx, tokenHash: string, lock = false) => {
  const query = db
    .select()
    .from(livenessLinks)
    .where(
      and(
        eq(livenessLinks.tokenHash, tokenHash),
        isNull(livenessLinks.usedAt),
        gt(livenessLinks.expiresAt, new Date()),
      ),
    );
  const [row] = await (lock ? query.for('update') : query.limit(1));
  return row;
};

export const findOpenLinkOfCase = async (db: DbOrTx, caseId: string) => {
  const [row] = await db
    .select()
    .from(livenessLinks)
    .where(
      and(
        eq(livenessLinks.caseId, caseId),
        isNull(livenessLinks.usedAt),
        gt(livenessLinks.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
};

export const useLink = (db: DbOrTx, linkId: string) =>
  db.update(livenessLinks).set({ usedAt: new Date() }).where(eq(livenessLinks.id, linkId));

/** Names and types of files (the case's materials), by id. */
export const findFiles = async (db: DbOrTx, merchantId: string, ids: readonly string[]) =>
  ids.length
    ? db
        .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
        .from(files)
        .where(and(eq(files.merchantId, merchantId), inArray(files.id, [...ids])))
    : [];
