// An order's state as a tag, in the payouts' words (7 reads "waiting for approval", not review).
import type { OrderState } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag.tsx';
import { PAYOUT_STATE_COLORS } from './labels.ts';

export const PayoutStateTag = ({ state }: { state: OrderState }) => {
  const { t } = useTranslation('payout');
  return (
    <StateTag color={PAYOUT_STATE_COLORS[state] ?? 'default'} state={state} testId="payout-state">
      {t(`state.${state}`, { defaultValue: String(state) })}
    </StateTag>
  );
};
