// Operator login in up to three steps: e-mail, password and picture code; then either the
// authenticator code (sent with the ticket the first step gave, so no second picture), or (first
// login) setting up the authenticator, confirmed by its first code. The password stays in memory
// only until the session is open or the visitor goes back. The console then opens in the operator's
// language unless one was chosen in this tab (lib/operator-language.ts).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { EnrolPanel } from './enrol-panel.tsx';
import { useLoginScreen } from './use-login-screen.ts';

export const LoginScreen = () => {
  const { t } = useTranslation('auth');
  const screen = useLoginScreen();
  // The step by itself: the callbacks below keep what its kind narrowed it to.
  const { step } = screen;

  return (
    <Card data-testid={`login-step-${step.kind}`}>
      <Flex vertical gap={20}>
        <div>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
            {screen.title}
          </Typography.Title>
          {step.kind === 'credentials' && (
            <Typography.Text type="secondary">{t('credentials.subtitle')}</Typography.Text>
          )}
          {step.kind === 'totp' && (
            <Typography.Text type="secondary">
              {t('totp.subtitle', { account: step.credentials.loginAccount })}
            </Typography.Text>
          )}
        </div>
        {screen.error && (
          <Alert type="error" showIcon title={screen.error} data-testid="login-error" />
        )}
        {step.kind === 'credentials' && (
          <CredentialsForm
            form={screen.credentialsForm}
            initialAccount={screen.account}
            codeToken={screen.codeToken}
            onRefreshCaptcha={screen.refreshCaptcha}
            pending={screen.loginPending}
            onSubmit={(credentials, verifyCode) =>
              void screen.onCredentials(credentials, verifyCode)
            }
          />
        )}
        {step.kind === 'totp' && (
          <CodeForm
            form={screen.codeForm}
            pending={screen.loginPending}
            submitText={t('totp.submit')}
            onSubmit={(code) => void screen.onTotp(step.credentials, step.loginTicket, code)}
          />
        )}
        {step.kind === 'enrol' && (
          <EnrolPanel
            form={screen.codeForm}
            enrolment={step.enrolment}
            pending={screen.enrolPending}
            onSubmit={(code) => void screen.onEnrol(step.credentials, step.enrolment, code)}
          />
        )}
        {step.kind !== 'credentials' && (
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={screen.back}
            style={{ alignSelf: 'flex-start', padding: 0 }}
          >
            {t('back')}
          </Button>
        )}
      </Flex>
    </Card>
  );
};
