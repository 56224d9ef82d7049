// The application's trade contracts (apply-quota-screen.tsx): a choice of the merchant's effective
// contracts, or why there is none to choose (no permission to see them, a failure, none yet).
import { QUOTA_LIMITS, type Contract } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useContractChoices } from '../api/list-contract-choices.ts';

const contractLabel = (contract: Contract) =>
  `${contract.contractNo} · ${formatMoney(contract.amount, contract.currency, { fixed: true })}`;

export const ContractsField = ({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
}) => {
  const { t } = useTranslation('quota');
  const user = useCurrentUser();
  const canSee = canAccess(user, { permission: 'contract:view' });
  const contracts = useContractChoices(canSee);
  let note: string | null = null;
  if (!canSee) note = t('apply.contractsHidden');
  else if (contracts.isError) note = t('apply.contractsFailed');
  else if (contracts.data?.length === 0) note = t('apply.contractsNone');
  return (
    <Flex vertical gap={4}>
      <Select
        id={id}
        mode="multiple"
        value={value}
        onChange={onChange}
        maxCount={QUOTA_LIMITS.contracts}
        disabled={!canSee}
        loading={canSee && contracts.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('apply.chooseContracts')}
        style={{ width: '100%' }}
        options={(contracts.data ?? []).map((contract) => ({
          value: contract.id,
          label: contractLabel(contract),
        }))}
        data-testid="quota-contracts-select"
      />
      {note ? (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12 }}
          data-testid="quota-contracts-note"
        >
          {note}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};
