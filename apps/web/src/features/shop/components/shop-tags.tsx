// A shop's state, authorization and association as tags, as the list and the detail show them: the
// state (with the reviewer's reason under a refusal), the authorization label ("--", like every
// empty value, for a platform that is not authorized here) and the association with the account.
import type { Shop } from '@tradebridge/contracts';
import { EMPTY_VALUE } from '@tradebridge/ui';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonLine, StateTag, StateTagWithLine } from '../../../components/state-tag.tsx';
import { AUTHORIZATION_COLORS, SHOP_STATE_COLORS, UNION_STATE_COLORS } from './labels.ts';

export const ShopStateTag = ({
  shop,
  showReason = false,
}: {
  shop: Shop;
  showReason?: boolean;
}) => {
  const { t } = useTranslation('shop');
  return (
    <StateTagWithLine
      color={SHOP_STATE_COLORS[shop.state]}
      state={shop.state}
      testId="shop-state"
      maxWidth={200}
      line={
        showReason && shop.reason ? (
          <ReasonLine reason={shop.reason} testId="shop-reason">
            {t('reason', { reason: shop.reason })}
          </ReasonLine>
        ) : null
      }
    >
      {t(`state.${shop.state}`)}
    </StateTagWithLine>
  );
};

/** Said for a shop whose platform is not authorized here. */

export const AuthorizationTag = ({ authorization }: { authorization: Shop['authorization'] }) => {
  const { t } = useTranslation('shop');
  if (!authorization.label)
    return (
      <Typography.Text type="secondary" data-testid="shop-authorization">
        {EMPTY_VALUE}
      </Typography.Text>
    );
  return (
    <Tag
      color={AUTHORIZATION_COLORS[authorization.label]}
      style={{ marginInlineEnd: 0 }}
      data-testid="shop-authorization"
      data-label={authorization.label}
    >
      {t(`authLabel.${authorization.label}`)}
    </Tag>
  );
};

export const UnionTag = ({ union }: { union: Shop['union'] }) => {
  const { t } = useTranslation('shop');
  return (
    <Flex vertical gap={2} align="start" style={{ maxWidth: 260 }}>
      <Flex gap={6} align="center" wrap>
        <StateTag color={UNION_STATE_COLORS[union.state]} state={union.state} testId="shop-union">
          {t(`union.${union.state}`)}
        </StateTag>
        {union.accountAlias ? (
          <Typography.Text style={{ fontSize: 13 }} data-testid="shop-union-account">
            {union.accountAlias}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
};
