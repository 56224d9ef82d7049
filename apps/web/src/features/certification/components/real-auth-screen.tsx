// /auth/realname/realAuth (spec realAuth): the result of the legal person's liveness check — passed
// (Y) or sent to a person (W), both of which submitted the certification for review; or failed (N),
// with the tries left and a new link, or the account manager once none are left.
import type { CertificationCase } from '@tradebridge/contracts';
import { formatDateTime, messageForCode, useLanguage } from '@tradebridge/ui';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { caseScreen, nextPathOf } from './case-progress.tsx';
import { ContactManager } from './look-qr-code-screen.tsx';

const RealAuthBody = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const language = useLanguage();
  const navigate = useNavigate();
  const { result, attemptsLeft } = kase.liveness;
  const toHub = (
    <Button
      key="hub"
      onClick={() => void navigate(paths.certification.hub)}
      data-testid="real-auth-hub"
    >
      {t('toHub')}
    </Button>
  );
  const submitted = kase.submittedAt
    ? t('realAuth.submittedAt', { time: formatDateTime(kase.submittedAt) })
    : undefined;

  if (result === 'Y' || result === 'W') {
    return (
      <Result
        status={result === 'Y' ? 'success' : 'info'}
        title={t(`realAuth.${result}.title`)}
        subTitle={
          <Flex vertical gap={4} align="center">
            <span>{t(`realAuth.${result}.description`)}</span>
            {submitted ? <span>{submitted}</span> : null}
          </Flex>
        }
        data-testid="real-auth-result"
        data-result={result}
        extra={[toHub]}
      />
    );
  }
  if (result === 'N' && kase.next === 'liveness' && attemptsLeft <= 0)
    return <ContactManager message={messageForCode('AUTH_CONTACT_MANAGER', language)} />;
  if (result === 'N') {
    return (
      <Result
        status="error"
        title={t('realAuth.N.title')}
        subTitle={t('liveness.attemptsLeft', { count: attemptsLeft })}
        data-testid="real-auth-result"
        data-result="N"
        extra={[
          kase.next === 'liveness' ? (
            <Button
              key="again"
              type="primary"
              onClick={() => void navigate(paths.certification.lookQrCode)}
              data-testid="real-auth-again"
            >
              {t('realAuth.again')}
            </Button>
          ) : null,
          toHub,
        ]}
      />
    );
  }
  return (
    <Result
      status="info"
      title={t('realAuth.none')}
      data-testid="real-auth-result"
      data-result="none"
      extra={[
        <Button key="next" type="primary" onClick={() => void navigate(nextPathOf(kase))}>
          {t('continue')}
        </Button>,
        toHub,
      ]}
    />
  );
};

export const RealAuthScreen = caseScreen(
  { title: (t) => t('titles.realAuth'), stage: 'liveness', testId: 'certification-real-auth' },
  RealAuthBody,
);
