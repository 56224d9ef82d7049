// The story of an exchange order from its fields (the order carries no event list): placed when it
// was created; then booked at once, or held for review — still waiting, approved and booked, or
// rejected with the reviewer's reason. An exchange booked at once was decided in the same instant
// it was placed (the server writes both times from one clock reading); a later decision means it
// went through review.
import { ExchangeState, type ExchangeOrder } from '@tradebridge/contracts';

export type OrderStep = {
  key: 'placed' | 'booked' | 'review' | 'approved' | 'rejected';
  at: string | null;
  /** Still to come (the review, while it waits). */
  pending?: boolean;
  reason?: string | null;
};

export const timelineOf = (order: ExchangeOrder): OrderStep[] => {
  const placed: OrderStep = { key: 'placed', at: order.createdAt };
  const reviewed = order.decidedAt !== null && order.decidedAt !== order.createdAt;
  switch (order.state) {
    case ExchangeState.PendingReview:
      return [placed, { key: 'review', at: null, pending: true }];
    case ExchangeState.ReviewRejected:
      return [
        placed,
        { key: 'review', at: order.createdAt },
        { key: 'rejected', at: order.decidedAt, reason: order.reason },
      ];
    case ExchangeState.Completed:
      return reviewed
        ? [placed, { key: 'review', at: order.createdAt }, { key: 'approved', at: order.decidedAt }]
        : [placed, { key: 'booked', at: order.decidedAt ?? order.createdAt }];
  }
};
