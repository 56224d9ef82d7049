// A payee's review state as a tag, with the reviewer's reason under a refusal.
import type { Payee } from '@tradebridge/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYEE_STATE_COLORS } from './labels.ts';

export const PayeeStateTag = ({
  payee,
  showReason = false,
}: {
  payee: Payee;
  showReason?: boolean;
}) => {
  const { t } = useTranslation('payee');
  return (
    <Flex vertical gap={2} align="start" style={{ maxWidth: 220 }}>
      <Tag
        color={PAYEE_STATE_COLORS[payee.state]}
        style={{ marginInlineEnd: 0 }}
        data-testid="payee-state"
        data-state={payee.state}
      >
        {t(`state.${payee.state}`)}
      </Tag>
      {showReason && payee.reason ? (
        <Typography.Text
          type="danger"
          style={{ fontSize: 12 }}
          ellipsis={{ tooltip: payee.reason }}
          data-testid="payee-reason"
        >
          {t('reason', { reason: payee.reason })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};
