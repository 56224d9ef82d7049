// How the renewal screens name things: review states (MaterialReviewState) in the operator's
// language (document types: lib/id-type.ts).
import { MaterialReviewState } from '@tradebridge/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<number, string> = {
  [MaterialReviewState.InReview]: 'gold',
  [MaterialReviewState.AuditFailed]: 'red',
  [MaterialReviewState.Effective]: 'green',
};

const REVIEW_STATES = new Set<number>([
  MaterialReviewState.InReview,
  MaterialReviewState.AuditFailed,
  MaterialReviewState.Effective,
]);

export const RenewalStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('documents');
  return (
    <Tag color={STATE_COLORS[state] ?? 'default'} data-testid="renewal-state">
      {REVIEW_STATES.has(state) ? t(`state.${state as 1 | 2 | 3}`) : String(state)}
    </Tag>
  );
};

/** A document date (YYYY-MM-DD) before today: the document has expired. */
export const isPastDate = (date: string): boolean => dayjs(date).isBefore(dayjs(), 'day');
