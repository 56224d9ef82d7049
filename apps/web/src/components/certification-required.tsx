// Said instead of a form that moves money while the merchant is not certified yet (the server
// refuses it with REAL_PERSON_AUTH_FIRST anyway): why, what comes next, and a way there — for the
// main user, who certifies; a member is told who does.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { MerchantInfo } from '@tradebridge/contracts';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certificationPathOf, certificationStepOf } from '../lib/certification.ts';

export const CertificationRequired = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const step = certificationStepOf(user.state);
  return (
    <Result
      status="warning"
      icon={<SafetyCertificateOutlined />}
      title={messageForCode('REAL_PERSON_AUTH_FIRST', language)}
      subTitle={
        user.adminFlag ? t(`certificationGate.next.${step}`) : t('certificationGate.memberHint')
      }
      data-testid="certification-required"
      data-step={step}
      extra={
        user.adminFlag ? (
          <Button
            type="primary"
            onClick={() => void navigate(certificationPathOf(user.state))}
            data-testid="certification-required-go"
          >
            {t(`certificationGate.action.${step}`)}
          </Button>
        ) : null
      }
    />
  );
};
