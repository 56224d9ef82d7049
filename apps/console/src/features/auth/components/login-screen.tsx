// Operator login in up to three steps: e-mail and password; then either the authenticator code,
// or (first login) setting up the authenticator, confirmed by its first code. The password stays
// in memory only until the session is open or the visitor goes back.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { OperatorLoginResult } from '@tradebridge/contracts';
import { isApiError, setFinanceToken, setToken } from '@tradebridge/ui';
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useEnrolTotp } from '../api/enrol-totp.ts';
import { useLogin } from '../api/login.ts';
import type { CodeValues } from './code-form.tsx';
import { CodeForm } from './code-form.tsx';
import { CredentialsForm, type Credentials } from './credentials-form.tsx';
import { EnrolPanel, type Enrolment } from './enrol-panel.tsx';

type Step =
  | { kind: 'credentials' }
  | { kind: 'totp'; credentials: Credentials }
  | { kind: 'enrol'; credentials: Credentials; enrolment: Enrolment };

/** Failures after which the visitor stays on the code step (they can simply try again). */
const RETRY_IN_PLACE = new Set([
  'TOTP_WRONG',
  'VALIDATION_FAILED',
  'NETWORK_ERROR',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
]);

/** Only in-app paths, never the login page itself. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login')
    ? value
    : '/';

export const LoginScreen = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const loginCall = useLogin();
  const enrolCall = useEnrolTotp();
  const [codeForm] = Form.useForm<CodeValues>();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [account, setAccount] = useState<string>();
  const [error, setError] = useState<string>();

  const finish = async (result: Extract<OperatorLoginResult, { step: 'done' }>) => {
    setToken(result.token);
    setFinanceToken(result.financeToken);
    // Nothing of an earlier session may survive into this one.
    queryClient.clear();
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  const onResult = async (result: OperatorLoginResult, credentials: Credentials) => {
    setError(undefined);
    codeForm.resetFields();
    if (result.step === 'done') return finish(result);
    if (result.step === 'totp') return setStep({ kind: 'totp', credentials });
    return setStep({ kind: 'enrol', credentials, enrolment: result });
  };

  const onFailure = (failure: unknown, onCodeStep: boolean) => {
    const message = failure instanceof Error ? failure.message : String(failure);
    setError(message);
    if (onCodeStep && isApiError(failure) && RETRY_IN_PLACE.has(failure.code)) {
      codeForm.setFieldValue('totpCode', '');
      return;
    }
    if (onCodeStep) setStep({ kind: 'credentials' });
  };

  const onCredentials = async (credentials: Credentials) => {
    setAccount(credentials.loginAccount);
    try {
      await onResult(await loginCall.mutateAsync(credentials), credentials);
    } catch (failure) {
      onFailure(failure, false);
    }
  };

  const onTotp = async (credentials: Credentials, totpCode: string) => {
    try {
      await onResult(await loginCall.mutateAsync({ ...credentials, totpCode }), credentials);
    } catch (failure) {
      onFailure(failure, true);
    }
  };

  const onEnrol = async (credentials: Credentials, enrolment: Enrolment, totpCode: string) => {
    try {
      await onResult(
        await enrolCall.mutateAsync({ enrolToken: enrolment.enrolToken, totpCode }),
        credentials,
      );
    } catch (failure) {
      onFailure(failure, true);
    }
  };

  const back = () => {
    setError(undefined);
    setStep({ kind: 'credentials' });
  };

  const title =
    step.kind === 'credentials'
      ? t('credentials.title')
      : step.kind === 'totp'
        ? t('totp.title')
        : t('enrol.title');

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
            initialAccount={account}
            pending={loginCall.isPending}
            onSubmit={(credentials) => void onCredentials(credentials)}
          />
        )}
        {step.kind === 'totp' && (
          <CodeForm
            form={codeForm}
            pending={loginCall.isPending}
            submitText={t('totp.submit')}
            onSubmit={(code) => void onTotp(step.credentials, code)}
          />
        )}
        {step.kind === 'enrol' && (
          <EnrolPanel
            form={codeForm}
            enrolment={step.enrolment}
            pending={enrolCall.isPending}
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
