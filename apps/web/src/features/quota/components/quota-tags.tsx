// A quota's review state (approved, under review, not approved) and its label (available,
// unavailable, used up, invalid) as tags. A kind that merely has no approved quota says "not
// approved" in grey: nothing was refused.
import type { QuotaItemLabel } from '@tradebridge/contracts';
import { QuotaState } from '@tradebridge/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag.tsx';
import { QUOTA_LABEL_COLORS, QUOTA_STATE_COLORS } from './labels.ts';

export const QuotaStateTag = ({
  state,
  muted = false,
  'data-testid': testId = 'quota-state',
}: {
  state: QuotaState;
  /** Grey for "not approved": a kind without an approved quota, not a refusal. */
  muted?: boolean;
  'data-testid'?: string;
}) => {
  const { t } = useTranslation('quota');
  const color =
    muted && state === QuotaState.NotApproved
      ? 'default'
      : (QUOTA_STATE_COLORS[state] ?? 'default');
  return (
    <StateTag color={color} state={state} testId={testId}>
      {t(`state.${state}`, { defaultValue: String(state) })}
    </StateTag>
  );
};

export const QuotaLabelTag = ({ label }: { label: QuotaItemLabel }) => {
  const { t } = useTranslation('quota');
  return (
    <Tag
      color={QUOTA_LABEL_COLORS[label] ?? 'default'}
      style={{ marginInlineEnd: 0 }}
      data-testid="quota-label"
      data-label={label}
    >
      {t(`label.${label}`, { defaultValue: label })}
    </Tag>
  );
};
