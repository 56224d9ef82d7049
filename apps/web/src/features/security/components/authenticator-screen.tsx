// /secure/authInfo: bind an authenticator app (TOTP): a new key shown once as QR image and text,
// confirmed with the app's first code; or unbind it with a current code and the payment password.
import { formatDateTime } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Typography,
  type InputProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { PinInput } from '../../../components/pin-input.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useBindMfa } from '../api/bind-mfa.ts';
import { useMfaState } from '../api/get-mfa-state.ts';
import { useStartMfaBinding } from '../api/start-mfa-binding.ts';
import { useUnbindMfa } from '../api/unbind-mfa.ts';
import { SecurityPage } from './security-page.tsx';

/** The authenticator's six digits; Form.Item gives the value and its changes. */
const CodeInput = (props: InputProps) => (
  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />
);

const useRules = () => {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation('common');
  return {
    totp: (label: string) => [
      { required: true, whitespace: true, message: tc('validation.required', { field: label }) },
      { pattern: /^\d{6}$/, message: t('mfa.codeRule') },
    ],
    pin: (label: string) => [
      { required: true, message: tc('validation.required', { field: label }) },
      { pattern: /^\d{6}$/, message: t('pin.rule') },
    ],
  };
};

/** Groups a base32 key by four for reading it off the screen; the raw key stays in the DOM. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const BindSteps = () => {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<{ dynamicCode: string }>();
  const start = useStartMfaBinding();
  const bind = useBindMfa();
  const codeLabel = t('mfa.firstCode');

  if (!start.data) {
    return (
      <Flex vertical gap={16} align="start">
        <Typography.Paragraph style={{ margin: 0 }}>{t('mfa.intro')}</Typography.Paragraph>
        {start.isError ? <Alert type="error" showIcon title={start.error.message} /> : null}
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() => start.mutate()}
          data-testid="mfa-start"
        >
          {t('mfa.start')}
        </Button>
      </Flex>
    );
  }

  const init = start.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('mfa.step1')}</Typography.Paragraph>
      <Flex gap={24} wrap align="center">
        <img
          src={init.qrDataUrl}
          alt={t('mfa.qrAlt')}
          width={180}
          height={180}
          style={{ border: '1px solid rgba(0,0,0,0.06)', borderRadius: 8 }}
          data-testid="mfa-qr"
        />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography.Text type="secondary">{t('mfa.secretLabel')}</Typography.Text>
          <Typography.Text
            code
            copyable={{ text: init.secret }}
            style={{ wordBreak: 'break-all', fontSize: 15 }}
          >
            {grouped(init.secret)}
          </Typography.Text>
          {/* The raw key, for pasting (and for tests); the grouped one above is for reading. */}
          <span data-testid="mfa-secret" hidden>
            {init.secret}
          </span>
          <Typography.Text type="secondary">{t('mfa.secretHint')}</Typography.Text>
        </Flex>
      </Flex>
      <Form<{ dynamicCode: string }>
        form={form}
        layout="vertical"
        style={{ maxWidth: 320 }}
        onFinish={({ dynamicCode }) =>
          bind.mutate(
            { bindToken: init.bindToken, dynamicCode: dynamicCode.trim() },
            {
              onSuccess: () => void message.success(t('mfa.bound')),
              onError: (error) =>
                applyFormError(form, error, {
                  codeToField: { TOTP_WRONG: 'dynamicCode', ENROL_EXPIRED: 'dynamicCode' },
                }),
            },
          )
        }
      >
        <Form.Item
          name="dynamicCode"
          label={codeLabel}
          extra={t('mfa.step2')}
          validateFirst
          rules={rules.totp(codeLabel)}
        >
          <CodeInput data-testid="mfa-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={bind.isPending} data-testid="mfa-bind">
          {t('mfa.bind')}
        </Button>
      </Form>
    </Flex>
  );
};

type UnbindValues = { dynamicCode: string; payPwd: string };

const Bound = ({ boundAt }: { boundAt: string | null }) => {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<UnbindValues>();
  const unbind = useUnbindMfa();
  const codeLabel = t('mfa.currentCode');
  const pinLabel = t('pin.current');
  return (
    <Flex vertical gap={16}>
      <Result
        status="success"
        title={t('mfa.isBound')}
        subTitle={t('mfa.boundAt', { time: formatDateTime(boundAt) })}
        style={{ padding: '8px 0' }}
        data-testid="mfa-bound"
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('mfa.unbindTitle')}
      </Typography.Title>
      <Alert type="warning" showIcon title={t('mfa.unbindWarning')} />
      <Form<UnbindValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 320 }}
        onFinish={(values) =>
          unbind.mutate(values, {
            onSuccess: () => void message.success(t('mfa.unbound')),
            onError: (error) =>
              applyFormError(form, error, {
                codeToField: {
                  TOTP_WRONG: 'dynamicCode',
                  PAY_PWD_WRONG: 'payPwd',
                  PAY_LOCKED: 'payPwd',
                },
              }),
          })
        }
      >
        <Form.Item name="dynamicCode" label={codeLabel} validateFirst rules={rules.totp(codeLabel)}>
          <CodeInput data-testid="mfa-unbind-code" />
        </Form.Item>
        <Form.Item name="payPwd" label={pinLabel} validateFirst rules={rules.pin(pinLabel)}>
          <PinInput autoComplete="off" data-testid="mfa-unbind-pin" />
        </Form.Item>
        <Button danger htmlType="submit" loading={unbind.isPending} data-testid="mfa-unbind">
          {t('mfa.unbind')}
        </Button>
      </Form>
    </Flex>
  );
};

export const AuthenticatorScreen = () => {
  const { t } = useTranslation('security');
  const { data, isPending, isError, refetch } = useMfaState();
  let body;
  if (isPending) body = <Skeleton active />;
  else if (isError)
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  else body = data.bound ? <Bound boundAt={data.boundAt} /> : <BindSteps />;
  return (
    <SecurityPage title={t('titles.authInfo')} testId="authenticator-screen">
      {body}
    </SecurityPage>
  );
};
