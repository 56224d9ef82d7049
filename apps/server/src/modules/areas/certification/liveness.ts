// The legal person's real-person verification by hand-off: the portal makes a single-use link
// (its token kept only as a SHA-256, valid LIVENESS_LINK_MINUTES), the phone opens it without a
// login, captures a selfie and a video, and the scorer decides. Passed (Y) or sent to a person (W)
// submits the case to the reviewers; failed (N) leaves the merchant to try again, up to
// MAX_LIVENESS_FAILURES, then the account manager helps.
import { createHash, randomBytes } from 'node:crypto';
import {
  AccountState,
  PersonRole,
  type LivenessLink,
  type LivenessResult,
  type LivenessSession,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { parseAccount } from '../../core/identity/index.ts';
import { findMerchant, lockMerchant } from '../../core/merchants/index.ts';
import { LIVENESS_LINK_MINUTES, MAX_LIVENESS_FAILURES, draftOf, maskName } from './case-view.ts';
import { livenessScorer } from './liveness-scoring.ts';
import { submitForReview } from './merchant-flow.ts';
import {
  findCase,
  findCaseOfMerchant,
  findOpenLink,
  insertEvent,
  lockCase,
  replaceLivenessLink,
  updateCase,
  useLink,
  type CaseRow,
} from './repository.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const createLivenessLink = async (
  deps: Deps,
  auth: UserAuth,
  client: Client,
): Promise<LivenessLink> =>
  deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, auth.merchantId);
    const row = merchant && (await findCaseOfMerchant(tx, merchant.id));
    if (!merchant || !row || merchant.state !== AccountState.LivenessPending)
      throw new AppError('CERTIFICATION_STATE');
    if (row.livenessFailed >= MAX_LIVENESS_FAILURES) throw new AppError('AUTH_CONTACT_MANAGER');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LIVENESS_LINK_MINUTES * 60_000);
    await replaceLivenessLink(tx, { caseId: row.id, tokenHash: hashOf(token), expiresAt });
    await auditUser(tx, auth, client, {
      action: 'certification.livenessLink',
      target: `certification:${row.id}`,
      after: { expiresAt: expiresAt.toISOString() },
    });
    return {
      token,
      path: `#/living?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  });

/** The person the phone verifies: the legal person, or the individual merchant. */
const holderOf = (row: CaseRow) => {
  const draft = draftOf(row);
  if (row.entityType === 'c') return draft.individual?.name ?? '';
  return draft.people?.people.find((p) => p.roles.includes(PersonRole.LegalPerson))?.name ?? '';
};

const openCase = async (deps: Deps, token: string) => {
  const link = await findOpenLink(deps.db, hashOf(token));
  const row = link && (await findCase(deps.db, link.caseId));
  if (!link || !row) throw new AppError('LIVENESS_LINK_INVALID');
  return { link, row };
};

export const openLiveness = async (deps: Deps, token: string): Promise<LivenessSession> => {
  const { link, row } = await openCase(deps, token);
  // The enterprise as it is being certified. Until its company step is filled the account's own
  // name is its login (an e-mail or mobile number), which a page opened on a phone — perhaps
  // someone else's — must not show: the name is then empty and the page says "your company".
  const draft = draftOf(row);
  const merchant = await findMerchant(deps.db, row.merchantId);
  const ownName = merchant && !parseAccount(merchant.name) ? merchant.name : '';
  return {
    holderName: maskName(holderOf(row)),
    merchantName: draft.company?.name ?? draft.individual?.name ?? ownName,
    expiresAt: link.expiresAt.toISOString(),
  };
};

/** A capture saved as one of the merchant's files (the route stores it, checked by content). */
export type SavedCapture = { id: string; mime: string; size: number; head: Buffer };

/**
 * Scores the captures and uses the link up. The route first resolves the token to the merchant
 * (`livenessOwner`) so the captures are stored as that merchant's files.
 */
export const submitLiveness = async (
  deps: Deps,
  input: { token: string; selfie: SavedCapture; video?: SavedCapture | undefined },
  client: Client,
): Promise<LivenessResult> => {
  const result = await livenessScorer({
    selfie: { mime: input.selfie.mime, head: input.selfie.head },
    video: input.video && { mime: input.video.mime, size: input.video.size },
  });
  return deps.db.transaction(async (tx) => {
    const link = await findOpenLink(tx, hashOf(input.token), true);
    if (!link) throw new AppError('LIVENESS_LINK_INVALID');
    const row = (await lockCase(tx, link.caseId))!;
    const merchant = (await lockMerchant(tx, row.merchantId))!;
    if (merchant.state !== AccountState.LivenessPending)
      throw new AppError('LIVENESS_LINK_INVALID');
    await useLink(tx, link.id);
    const failed = row.livenessFailed + (result === 'N' ? 1 : 0);
    const capture = {
      livenessResult: result,
      livenessFailed: failed,
      livenessSelfieFileId: input.selfie.id,
      livenessVideoFileId: input.video?.id ?? null,
      livenessCompletedAt: new Date(),
    };
    if (result === 'N') {
      await updateCase(tx, row, capture);
    } else {
      await submitForReview(tx, merchant, row, { ...capture, reason: null });
    }
    await insertEvent(tx, {
      caseId: row.id,
      action: result === 'N' ? 'livenessFailed' : 'submitted',
      actor: 'phone',
    });
    await writeAudit(tx, {
      actor: { type: 'anonymous' },
      merchantId: merchant.id,
      action: 'certification.liveness',
      target: `certification:${row.id}`,
      ip: client.ip,
      after: { result, failedAttempts: failed },
    });
    return { result, attemptsLeft: Math.max(0, MAX_LIVENESS_FAILURES - failed) };
  });
};

/** The merchant a valid token belongs to (to store the captures as its files). */
export const livenessOwner = async (deps: Deps, token: string) =>
  (await openCase(deps, token)).row.merchantId;
