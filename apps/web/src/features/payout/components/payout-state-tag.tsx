// An order's state as a tag, in the payouts' words (7 reads "waiting for approval", not review).
import type { OrderState } from '@tradebridge/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATE_COLORS } from './labels.ts';

export const PayoutStateTag = ({ state }: { state: OrderState }) => {
  const { t } = useTranslation('payout');
  return (
    <Tag
      color={PAYOUT_STATE_COLORS[state] ?? 'default'}
      style={{ marginInlineEnd: 0 }}
      data-testid="payout-state"
      data-state={state}
    >
      {t(`state.${state}`, { defaultValue: String(state) })}
    </Tag>
  );
};
