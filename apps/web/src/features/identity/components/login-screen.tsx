// /user/login (spec §2, §7): account, password, picture code, "remember me" (7 days). On success
// the tokens are kept (login.ts) and the user goes where the guard sent them from, or home.
import { LIMITS } from '@tradebridge/contracts';
import { CaptchaInput, isApiError, newCodeToken } from '@tradebridge/ui';
import { Alert, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useConfigDetail } from '../../../lib/config-detail.ts';
import { captchaUrl, takeCodeToken } from '../api/captcha.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard, AuthSubmit } from './auth-card.tsx';
import { safeRedirect } from '../../../lib/redirect.ts';

type LoginValues = { account: string; password: string; captcha: string; rememberMe: boolean };

/** Failures that concern the picture code: shown under it. */
const CAPTCHA_CODES = new Set(['CAPTCHA_WRONG', 'VCODE_EXPIRED']);

export const LoginScreen = () => {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<LoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: config } = useConfigDetail();
  const [codeToken, setCodeToken] = useState(takeCodeToken);
  const [failure, setFailure] = useState<string>();
  const { mutate, isPending } = useLogin();

  const refreshCaptcha = () => {
    setCodeToken(newCodeToken());
    form.setFieldValue('captcha', '');
  };

  const onFinish = (values: LoginValues) => {
    setFailure(undefined);
    mutate(
      { ...values, codeToken },
      {
        onSuccess: () => void navigate(safeRedirect(params.get('redirect')), { replace: true }),
        onError: (error) => {
          // A picture code works once, right or wrong.
          refreshCaptcha();
          if (isApiError(error) && CAPTCHA_CODES.has(error.code)) {
            form.setFields([{ name: 'captcha', errors: [error.message] }]);
          } else {
            setFailure(error.message);
          }
        },
      },
    );
  };

  const accountLabel = t('login.account');
  const passwordLabel = t('login.password');
  const captchaLabel = t('login.captcha');
  /** Filled, and not with spaces only. */
  const filled = (field: string) => [
    { required: true, whitespace: true, message: tc('validation.required', { field }) },
  ];

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-screen">
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      ) : null}
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ account: params.get('account') ?? '', rememberMe: false }}
        onFinish={onFinish}
        onValuesChange={() => setFailure(undefined)}
      >
        <Form.Item name="account" label={accountLabel} rules={filled(accountLabel)}>
          <Input
            autoComplete="username"
            placeholder={t('login.accountPlaceholder')}
            maxLength={254}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={passwordLabel}
          rules={[{ required: true, message: tc('validation.required', { field: passwordLabel }) }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item name="captcha" label={captchaLabel} rules={filled(captchaLabel)}>
          <CaptchaInput src={captchaUrl(codeToken)} onRefresh={refreshCaptcha} />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox data-testid="remember-me">
              {t('login.rememberMe', { count: LIMITS.tokenCookieDays })}
            </Checkbox>
          </Form.Item>
          <Link to={paths.user.forgetPwd}>{t('login.forgot')}</Link>
        </Flex>
        <AuthSubmit loading={isPending} testId="login-submit">
          {t('login.submit')}
        </AuthSubmit>
      </Form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <span>
          {t('login.noAccount')}{' '}
          {/* Underlined: inside a sentence a link must not be told apart by colour alone. */}
          <Link to={paths.user.register} style={{ textDecoration: 'underline' }}>
            {t('login.register')}
          </Link>
        </span>
        {config?.devInbox ? (
          <Link to={paths.user.inbox} data-testid="dev-inbox-link">
            {t('inbox.link')}
          </Link>
        ) : null}
      </Flex>
    </AuthCard>
  );
};
