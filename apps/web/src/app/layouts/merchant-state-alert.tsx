// Under the header when the merchant is not in the normal state (spec §4): frozen is a warning with
// the reason (money cannot move); any other state says what it means and what comes next — on the
// way to certification, with a way there for the main user, who certifies.
import { AccountState, type MerchantInfo } from '@tradebridge/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountStateMeaning } from '../../components/account-state.tsx';
import {
  certificationPathOf,
  certificationStepOf,
  needsCertification,
} from '../../lib/certification.ts';

export const MerchantStateAlert = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
  // The certification's own screens say it themselves (the wallet transfer, too).
  const target = certificationPathOf(user.state);
  const leads = user.adminFlag && needsCertification(user.state) && pathname !== target;
  return (
    <Alert
      type="info"
      showIcon
      banner
      title={t(`accountState.${meaning}.label`)}
      description={t(`accountState.${meaning}.alert`)}
      action={
        leads ? (
          <Button
            size="small"
            type="primary"
            onClick={() => void navigate(target)}
            data-testid="merchant-state-certify"
          >
            {t(`certificationGate.action.${certificationStepOf(user.state)}`)}
          </Button>
        ) : undefined
      }
      data-testid="merchant-state-alert"
      data-state={user.state}
    />
  );
};
