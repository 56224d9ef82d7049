// How the renewal screens name things: document types (IdType codes 1–11) and review states
// (MaterialReviewState) in the operator's language.
import { IdType, MaterialReviewState } from '@tradebridge/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const ID_TYPES = new Set<number>(Object.values(IdType));

/** The localized name of a document type; an unknown code shows as itself. */
export const idTypeLabel = (idType: number, t: TFunction<'documents'>): string =>
  ID_TYPES.has(idType) ? t(`idType.${idType as IdType}`) : String(idType);

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
