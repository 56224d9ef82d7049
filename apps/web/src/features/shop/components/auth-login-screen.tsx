// /authLogin?state= (public): the sandbox platform's sign-in ("Sandbox Commerce"), where a
// marketplace would ask the seller to sign in to the store being connected. It shows what is being
// authorized and asks for the store's handle (auth/sandbox/login.json); a handle that is not the
// shop's is said on its field; then the browser goes where the platform says (its consent page).
import { ZSandboxLoginRequest } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSandboxLogin } from '../api/sandbox-login.ts';
import { HandoffPage, HandoffSummary } from './handoff-frame.tsx';
import { followAddress } from './links.ts';

type LoginValues = { handle?: string };

const LoginForm = ({ state, onInvalid }: { state: string; onInvalid: () => void }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const login = useSandboxLogin();
  const toWire = useCallback(
    (values: LoginValues) => ({ state, handle: values.handle ?? '' }),
    [state],
  );
  const rule = useSchemaRules(ZSandboxLoginRequest, toWire);

  const onSubmit = async ({ handle = '' }: LoginValues) => {
    try {
      const answer = await login.mutateAsync({ state, handle: handle.trim() });
      followAddress(navigate, answer.next);
    } catch (error) {
      if (isApiError(error) && error.code === 'AUTH_LINK_INVALID') onInvalid();
      else applyFormError(form, error);
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onSubmit(values)}
      data-testid="auth-login-form"
    >
      <Form.Item
        name="handle"
        label={t('auth.login.handle')}
        extra={t('auth.login.handleHint')}
        rules={[rule(['handle'], t('auth.login.handle'))]}
      >
        <Input
          autoFocus
          autoComplete="username"
          maxLength={100}
          placeholder={t('auth.login.handlePlaceholder')}
          data-testid="auth-login-handle"
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          htmlType="submit"
          loading={login.isPending}
          data-testid="auth-login-submit"
        >
          {t('auth.login.submit')}
        </Button>
        <Button onClick={() => void navigate(paths.shop)} data-testid="auth-login-cancel">
          {t('auth.login.cancel')}
        </Button>
      </Flex>
    </Form>
  );
};

export const AuthLoginScreen = () => {
  const { t } = useTranslation('shop');
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state');
  const [invalid, setInvalid] = useState(false);
  return (
    <HandoffPage state={state} expired={invalid} testId="auth-login-screen">
      {(handoff, secondsLeft) => (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('auth.login.title')}
          </Typography.Title>
          <Typography.Paragraph>
            {t('auth.login.intro', { shop: handoff.shopName })}
          </Typography.Paragraph>
          <HandoffSummary handoff={handoff} secondsLeft={secondsLeft} />
          <Divider />
          <LoginForm state={state ?? ''} onInvalid={() => setInvalid(true)} />
        </>
      )}
    </HandoffPage>
  );
};
