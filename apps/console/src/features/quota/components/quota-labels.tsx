// How the quota screens name things in the operator's language: an application's state and its
// item label (as tags), its kind of settlement limit, and its period.
import {
  QuotaItemLabel,
  QuotaState,
  SettlementLimitKind,
  type QuotaState as QuotaStateCode,
} from '@tradebridge/contracts';
import { formatDate } from '@tradebridge/ui';
import type { TFunction } from 'i18next';
import { StateTag, stateTagOf } from '../../../components/state-tag.tsx';
import { knownLabel } from '../../../lib/known-label.ts';

/** The states in the order the list offers them: what waits for review first. */
export const QUOTA_STATES: readonly QuotaStateCode[] = [
  QuotaState.UnderReview,
  QuotaState.Approved,
  QuotaState.NotApproved,
];
export const QUOTA_KINDS = Object.values(SettlementLimitKind);
export const QUOTA_LABELS = Object.values(QuotaItemLabel);

const STATE_COLORS: Record<string, string> = {
  [QuotaState.UnderReview]: 'gold',
  [QuotaState.Approved]: 'green',
  [QuotaState.NotApproved]: 'red',
};

const LABEL_COLORS: Record<string, string> = {
  [QuotaItemLabel.Available]: 'green',
  [QuotaItemLabel.Unavailable]: 'gold',
  [QuotaItemLabel.UsedUp]: 'orange',
  [QuotaItemLabel.Invalid]: 'default',
};

export const QuotaStateTag = stateTagOf('quota', 'state', STATE_COLORS, 'quota-state');

/** Whether the quota can be drawn on today: available, not yet (or under review), used up, invalid. */
export const QuotaLabelTag = ({
  label,
  testId = 'quota-label',
}: {
  label: string;
  testId?: string;
}) => <StateTag ns="quota" prefix="label" colors={LABEL_COLORS} state={label} testId={testId} />;

export const kindLabel = knownLabel('kind', QUOTA_KINDS);

/** The days a quota may be drawn on, both ends counted ("01.12.2026 – 31.05.2027"). */
export const periodOf = (quota: { validFrom: string; validTo: string }, t: TFunction<'quota'>) =>
  t('period', { from: formatDate(quota.validFrom), to: formatDate(quota.validTo) });
