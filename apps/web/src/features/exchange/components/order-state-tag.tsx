// An exchange's state as a tag (completed, pending review, review rejected); a refusal's reason on
// hover (the detail shows it in full).
import type { ExchangeOrder } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag.tsx';
import { EXCHANGE_STATE_COLORS, EXCHANGE_STATE_NAMES } from './labels.ts';

export const OrderStateTag = ({ order }: { order: Pick<ExchangeOrder, 'state' | 'reason'> }) => {
  const { t } = useTranslation('exchange');
  return (
    <StateTag
      color={EXCHANGE_STATE_COLORS[order.state]}
      state={order.state}
      testId="order-state"
      reason={order.reason ? t('detail.reason', { reason: order.reason }) : null}
    >
      {t(`state.${EXCHANGE_STATE_NAMES[order.state]}`)}
    </StateTag>
  );
};
