// What moved the money of a fund movement (wallet and home): its order type (spec §9), or else its
// kind (sandbox credit). The names live in the wallet namespace.
import type { FundMovement } from '@tradebridge/contracts';
import { EMPTY_VALUE } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';

export const MovementType = ({ movement }: { movement: FundMovement }) => {
  const { t } = useTranslation('wallet');
  const text =
    movement.orderType !== null
      ? t(`orderType.${movement.orderType}`, { defaultValue: String(movement.orderType) })
      : movement.kind
        ? t(`kind.${movement.kind}`, { defaultValue: movement.kind })
        : EMPTY_VALUE;
  return <span>{text}</span>;
};
