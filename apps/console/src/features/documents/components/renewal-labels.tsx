// How the renewal screens name things: review states (MaterialReviewState) in the operator's
// language (document types: lib/id-type.ts).
import { MaterialReviewState } from '@tradebridge/contracts';
import dayjs from 'dayjs';
import { stateTagOf } from '../../../components/state-tag.tsx';

const STATE_COLORS: Record<number, string> = {
  [MaterialReviewState.InReview]: 'gold',
  [MaterialReviewState.AuditFailed]: 'red',
  [MaterialReviewState.Effective]: 'green',
};

export const RenewalStateTag = stateTagOf('documents', 'state', STATE_COLORS, 'renewal-state', {
  keepMargin: true,
});

/** A document date (YYYY-MM-DD) before today: the document has expired. */
export const isPastDate = (date: string): boolean => dayjs(date).isBefore(dayjs(), 'day');
