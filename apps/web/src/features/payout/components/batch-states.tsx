// How many of a batch's orders are in each state, as tags in the payouts' colours ("Paid 3").
import type { PayoutBatch } from '@tradebridge/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATE_COLORS, PAYOUT_STATES } from './labels.ts';
import { StateTag } from '../../../components/state-tag.tsx';

/** The states in the order an order passes them (the filter's), any other state last. */
const rank = (state: number) => {
  const index = (PAYOUT_STATES as readonly number[]).indexOf(state);
  return index === -1 ? PAYOUT_STATES.length : index;
};

export const BatchStates = ({ states }: { states: PayoutBatch['states'] }) => {
  const { t } = useTranslation('payout');
  return (
    <Flex gap={4} wrap data-testid="batch-states">
      {[...states]
        .filter((entry) => entry.count > 0)
        .sort((a, b) => rank(a.state) - rank(b.state))
        .map((entry) => (
          <StateTag
            key={entry.state}
            color={PAYOUT_STATE_COLORS[entry.state] ?? 'default'}
            state={entry.state}
            testId="batch-state"
          >
            {t('batch.stateCount', {
              state: t(`state.${entry.state}`, { defaultValue: String(entry.state) }),
              n: entry.count,
            })}
          </StateTag>
        ))}
    </Flex>
  );
};
