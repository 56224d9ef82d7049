// State and steps of the operator login (see login-screen.tsx for the journey): which step is
// shown, the picture code's token, the last error, and the calls of each step.
import { useQueryClient } from '@tanstack/react-query';
import type { OperatorLoginResult } from '@tradebridge/contracts';
import { isApiError, newCodeToken, setFinanceToken, setToken } from '@tradebridge/ui';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { followOperatorLanguage } from '../../../lib/operator-language.ts';
import { useEnrolTotp } from '../api/enrol-totp.ts';
import { useLogin } from '../api/login.ts';
import type { CodeValues } from './code-form.tsx';
import type { Credentials, CredentialsValues } from './credentials-form.tsx';
import type { Enrolment } from './enrol-panel.tsx';

export type LoginStep =
  | { kind: 'credentials' }
  | { kind: 'totp'; credentials: Credentials; loginTicket: string }
  | { kind: 'enrol'; credentials: Credentials; enrolment: Enrolment };

/** Failures after which the visitor stays on the code step (they can simply try again). */
const RETRY_IN_PLACE = new Set([
  'TOTP_WRONG',
  'VALIDATION_FAILED',
  'NETWORK_ERROR',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'LOGIN_THROTTLED',
]);

/** Only in-app paths, never the login page itself. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login')
    ? value
    : '/';

export const useLoginScreen = () => {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const loginCall = useLogin();
  const enrolCall = useEnrolTotp();
  const [codeForm] = Form.useForm<CodeValues>();
  const [credentialsForm] = Form.useForm<CredentialsValues>();
  // A picture is good for one try: every answer of the first step asks for a new one.
  const [codeToken, setCodeToken] = useState(newCodeToken);
  const refreshCaptcha = () => {
    setCodeToken(newCodeToken());
    credentialsForm.setFieldValue('verifyCode', '');
  };
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });
  const [account, setAccount] = useState<string>();
  const [error, setError] = useState<string>();

  const finish = async (result: Extract<OperatorLoginResult, { step: 'done' }>) => {
    setToken(result.token);
    setFinanceToken(result.financeToken);
    // Nothing of an earlier session may survive into this one.
    queryClient.clear();
    // Before the first signed-in screen: in the operator's language, unless one was chosen here.
    await followOperatorLanguage(i18n, result.language);
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  const onResult = async (result: OperatorLoginResult, credentials: Credentials) => {
    setError(undefined);
    codeForm.resetFields();
    if (result.step === 'done') return finish(result);
    if (result.step === 'totp')
      return setStep({ kind: 'totp', credentials, loginTicket: result.loginTicket });
    return setStep({ kind: 'enrol', credentials, enrolment: result });
  };

  const onFailure = (failure: unknown, onCodeStep: boolean) => {
    const message = failure instanceof Error ? failure.message : String(failure);
    setError(message);
    // Anything else — VCODE_EXPIRED among it, when the first step's ticket has run out — goes back
    // to the first step and its picture code.
    if (onCodeStep && isApiError(failure) && RETRY_IN_PLACE.has(failure.code)) {
      codeForm.setFieldValue('totpCode', '');
      return;
    }
    if (onCodeStep) setStep({ kind: 'credentials' });
  };

  /** One call of a step: its answer leads on, its failure is shown (and may lead back). */
  const attempt = async (
    credentials: Credentials,
    onCodeStep: boolean,
    call: () => Promise<OperatorLoginResult>,
  ) => {
    try {
      await onResult(await call(), credentials);
    } catch (failure) {
      onFailure(failure, onCodeStep);
    }
  };

  const onCredentials = async (credentials: Credentials, verifyCode: string) => {
    setAccount(credentials.loginAccount);
    const picture = codeToken;
    refreshCaptcha();
    await attempt(credentials, false, () =>
      loginCall.mutateAsync({ ...credentials, verifyCode, codeToken: picture }),
    );
  };

  const onTotp = (credentials: Credentials, loginTicket: string, totpCode: string) =>
    attempt(credentials, true, () =>
      loginCall.mutateAsync({ ...credentials, totpCode, loginTicket }),
    );

  const onEnrol = (credentials: Credentials, enrolment: Enrolment, totpCode: string) =>
    attempt(credentials, true, () =>
      enrolCall.mutateAsync({ enrolToken: enrolment.enrolToken, totpCode }),
    );

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

  return {
    step,
    title,
    error,
    account,
    codeToken,
    codeForm,
    credentialsForm,
    loginPending: loginCall.isPending,
    enrolPending: enrolCall.isPending,
    refreshCaptcha,
    onCredentials,
    onTotp,
    onEnrol,
    back,
  };
};
