// A contract's state as a tag; a refused contract's reason on hover (the detail shows it in full).
import type { Contract } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag.tsx';
import { CONTRACT_STATE_COLORS, CONTRACT_STATE_NAMES } from './labels.ts';

export const ContractStateTag = ({
  contract,
}: {
  contract: Pick<Contract, 'state' | 'reason'>;
}) => {
  const { t } = useTranslation('contract');
  return (
    <StateTag
      color={CONTRACT_STATE_COLORS[contract.state]}
      state={contract.state}
      testId="contract-state"
      reason={contract.reason ? t('reasonLine', { reason: contract.reason }) : null}
    >
      {t(`state.${CONTRACT_STATE_NAMES[contract.state]}`)}
    </StateTag>
  );
};
