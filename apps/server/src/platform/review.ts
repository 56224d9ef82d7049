// An operator's review decision, one mechanism for every area that has a review: lock the row,
// refuse a version the operator did not look at, move only along an allowed edge, write the change
// with its story event, audit it. Each area keeps what is its own: which edge a decision takes,
// what else the move changes (a credit, the merchant's state), the notice after it.
import { edgeOf, type Edge, type ErrorCode } from '@tradebridge/contracts';
import { writeAudit } from './audit.ts';
import type { DbOrTx } from './db/client.ts';
import type { Client } from './deps.ts';
import { AppError } from './errors.ts';
import { operatorActor, type OperatorAuth } from './http/auth.ts';

/** The edge that moves `from` to `to`, or the area's refusal: the one check before a state moves. */
export const assertMove = <S>(
  edges: readonly Edge<S>[],
  from: number | S,
  to: S,
  refused: ErrorCode,
): Edge<S> => {
  const edge = edgeOf(edges, from as S, to);
  if (!edge) throw new AppError(refused);
  return edge;
};

/**
 * A record a caller changes, as locked: not found, or refused with `changed` when it moved since
 * the version the caller looked at.
 */
export const atVersion = <Row extends { version?: number }>(
  row: Row | undefined,
  seen: number,
  changed: ErrorCode,
): Row => {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.version !== seen) throw new AppError(changed);
  return row;
};

type Reviewed = { id: string; merchantId: string; state: number; version?: number };

export type Decision<Row extends Reviewed, S> = {
  /** The area's name: the audit target is `area:id` unless `target` says otherwise. */
  area: string;
  /** The audit action, written out (`contract.approve`): the console's audit filter lists them. */
  action: `${string}.${string}`;
  reason: string | null;
  /** Reads and locks the row (undefined: not found). */
  lock: () => Promise<Row | undefined>;
  /** The version the operator looked at, refused with `changed` when the row moved since. */
  version?: { seen: number; changed: ErrorCode };
  /** The allowed move the decision takes from the row's state (none: refused with `refused`). */
  move: (row: Row) => Edge<S> | undefined;
  refused: ErrorCode;
  /** The area's change and its story event, in the same transaction. */
  apply: (row: Row, edge: Edge<S>) => Promise<Row>;
  /** What the audit names: by default `area:id`, `{ state }` before and `{ state, reason? }` after
   * (the state the row ended in). */
  target?: (row: Row) => string;
  before?: (row: Row) => Record<string, unknown>;
  after?: (updated: Row, edge: Edge<S>) => Record<string, unknown>;
};

/** Takes one decision inside the caller's transaction; answers the row before and after. */
export const decide = async <Row extends Reviewed, S>(
  tx: DbOrTx,
  operator: OperatorAuth,
  client: Client,
  decision: Decision<Row, S>,
) => {
  const row = await decision.lock();
  if (!row) throw new AppError('NOT_FOUND');
  if (decision.version && row.version !== decision.version.seen)
    throw new AppError(decision.version.changed);
  const edge = decision.move(row);
  if (!edge) throw new AppError(decision.refused);
  const updated = await decision.apply(row, edge);
  const { reason } = decision;
  await writeAudit(tx, {
    actor: operatorActor(operator),
    merchantId: row.merchantId,
    action: decision.action,
    target: decision.target?.(row) ?? `${decision.area}:${row.id}`,
    ip: client.ip,
    before: decision.before?.(row) ?? { state: row.state },
    after: decision.after?.(updated, edge) ?? {
      state: updated.state,
      ...(reason ? { reason } : {}),
    },
  });
  return { row, updated, edge };
};

/** The row's change and its story event that a plain review writes, from the decided edge. */
export type ReviewChange<S> = { state: S; reviewerId: string; reason: string | null };
export type ReviewEvent = { action: string; actor: string; reason: string | null };

export type SimpleReview<Row extends Reviewed, S> = Omit<Decision<Row, S>, 'move' | 'apply'> & {
  edges: readonly Edge<S>[];
  /** The state the decision moves the row to. */
  to: S;
  /** Writes the change on the row (its version moves), answering the row after. */
  update: (row: Row, change: ReviewChange<S>) => Promise<Row>;
  /** Adds the event to the row's story. */
  event: (row: Row, event: ReviewEvent) => Promise<void>;
};

/**
 * A review that only moves the row (contracts, shops, payees): the state the operator decided along
 * an allowed edge, the reviewer and the reason on the row, the edge's event in its story.
 */
export const decideSimple = <Row extends Reviewed, S>(
  tx: DbOrTx,
  operator: OperatorAuth,
  client: Client,
  { edges, to, update, event, ...decision }: SimpleReview<Row, S>,
) =>
  decide(tx, operator, client, {
    ...decision,
    move: (row) => edgeOf(edges, row.state as S, to),
    apply: async (row, edge) => {
      const { reason } = decision;
      const updated = await update(row, { state: to, reviewerId: operator.operatorId, reason });
      await event(row, { action: edge.by, actor: operator.operatorName, reason });
      return updated;
    },
  });
