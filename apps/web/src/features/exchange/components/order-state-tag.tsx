// An exchange's state as a tag (completed, pending review, review rejected); a refusal's reason on
// hover (the detail shows it in full).
import type { ExchangeOrder } from '@tradebridge/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATE_COLORS, EXCHANGE_STATE_NAMES } from './labels.ts';

export const OrderStateTag = ({ order }: { order: Pick<ExchangeOrder, 'state' | 'reason'> }) => {
  const { t } = useTranslation('exchange');
  const tag = (
    <Tag
      color={EXCHANGE_STATE_COLORS[order.state]}
      style={{ marginInlineEnd: 0, cursor: order.reason ? 'help' : undefined }}
      data-testid="order-state"
      data-state={order.state}
    >
      {t(`state.${EXCHANGE_STATE_NAMES[order.state]}`)}
    </Tag>
  );
  return order.reason ? (
    <Tooltip title={t('detail.reason', { reason: order.reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
};
