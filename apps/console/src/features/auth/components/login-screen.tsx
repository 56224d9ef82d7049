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
  const {
    step,
    title,
    error,
    account,
    codeToken,
    codeForm,
    credentialsForm,
    loginPending,
    enrolPending,
    refreshCaptcha,
    onCredentials,
    onTotp,
    onEnrol,
    back,
  } = useLoginScreen();

  return (
    <Card data-testid={`login-step-${step.kind}`}>
      <Flex vertical gap={20}>
        <div>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
            {title}
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
        {error && <Alert type="error" showIcon title={error} data-testid="login-error" />}
        {step.kind === 'credentials' && (
          <CredentialsForm
            form={credentialsForm}
            initialAccount={account}
            codeToken={codeToken}
            onRefreshCaptcha={refreshCaptcha}
            pending={loginPending}
            onSubmit={(credentials, verifyCode) => void onCredentials(credentials, verifyCode)}
          />
        )}
        {step.kind === 'totp' && (
          <CodeForm
            form={codeForm}
            pending={loginPending}
            submitText={t('totp.submit')}
            onSubmit={(code) => void onTotp(step.credentials, step.loginTicket, code)}
          />
        )}
        {step.kind === 'enrol' && (
          <EnrolPanel
            form={codeForm}
            enrolment={step.enrolment}
            pending={enrolPending}
            onSubmit={(code) => void onEnrol(step.credentials, step.enrolment, code)}
          />
        )}
        {step.kind !== 'credentials' && (
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={back}
            style={{ alignSelf: 'flex-start', padding: 0 }}
          >
            {t('back')}
          </Button>
        )}
      </Flex>
    </Card>
  );
};
