// A contract's state as a tag; a refused contract's reason on hover (the detail shows it in full).
import type { Contract } from '@tradebridge/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATE_COLORS, CONTRACT_STATE_NAMES } from './labels.ts';

export const ContractStateTag = ({
  contract,
}: {
  contract: Pick<Contract, 'state' | 'reason'>;
}) => {
  const { t } = useTranslation('contract');
  const tag = (
    <Tag
      color={CONTRACT_STATE_COLORS[contract.state]}
      style={{ marginInlineEnd: 0, cursor: contract.reason ? 'help' : undefined }}
      data-testid="contract-state"
      data-state={contract.state}
    >
      {t(`state.${CONTRACT_STATE_NAMES[contract.state]}`)}
    </Tag>
  );
  return contract.reason ? (
    <Tooltip title={t('reasonLine', { reason: contract.reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
};
