// Under the header when the merchant is not in the normal state (spec §4): frozen is a warning with
// the reason (money cannot move); any other state says what it means and what comes next.
import { AccountState, type MerchantInfo } from '@tradebridge/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountStateMeaning } from '../../components/account-state.tsx';

export const MerchantStateAlert = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('common');
  if (user.state === AccountState.Normal) return null;
  if (user.state === AccountState.Frozen) {
    return (
      <Alert
        type="warning"
        showIcon
        banner
        title={t('accountState.frozen.alert')}
        description={
          user.frozenReason
            ? t('accountState.frozen.reason', { reason: user.frozenReason })
            : undefined
        }
        data-testid="merchant-state-alert"
        data-state={user.state}
      />
    );
  }
  const meaning = accountStateMeaning(user.state);
  return (
    <Alert
      type="info"
      showIcon
      banner
      title={t(`accountState.${meaning}.label`)}
      description={t(`accountState.${meaning}.alert`)}
      data-testid="merchant-state-alert"
      data-state={user.state}
    />
  );
};
