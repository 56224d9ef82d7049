// First login step: e-mail, password and the picture code.
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { CaptchaInput } from '@tradebridge/ui';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaUrl } from '../api/captcha.ts';

export type Credentials = { loginAccount: string; pwd: string };
export type CredentialsValues = Credentials & { verifyCode: string };

export type CredentialsFormProps = {
  form: FormInstance<CredentialsValues>;
  initialAccount?: string;
  codeToken: string;
  onRefreshCaptcha: () => void;
  pending: boolean;
  onSubmit: (credentials: Credentials, verifyCode: string) => void;
};

export const CredentialsForm = ({
  form,
  initialAccount,
  codeToken,
  onRefreshCaptcha,
  pending,
  onSubmit,
}: CredentialsFormProps) => {
  const { t } = useTranslation('auth');
  return (
    <Form<CredentialsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ loginAccount: initialAccount ?? '' }}
      onFinish={(values) =>
        onSubmit(
          { loginAccount: values.loginAccount.trim(), pwd: values.pwd },
          values.verifyCode.trim(),
        )
      }
    >
      <Form.Item
        name="loginAccount"
        label={t('credentials.account')}
        rules={[{ required: true, whitespace: true, message: t('credentials.accountRequired') }]}
      >
        <Input
          size="large"
          prefix={<MailOutlined />}
          autoComplete="username"
          placeholder={t('credentials.accountPlaceholder')}
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        name="pwd"
        label={t('credentials.password')}
        rules={[{ required: true, message: t('credentials.passwordRequired') }]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('credentials.passwordPlaceholder')}
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item
        name="verifyCode"
        label={t('credentials.captcha')}
        rules={[{ required: true, whitespace: true, message: t('credentials.captchaRequired') }]}
      >
        <CaptchaInput src={captchaUrl(codeToken)} onRefresh={onRefreshCaptcha} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={pending}
        data-testid="login-submit"
      >
        {t('credentials.submit')}
      </Button>
    </Form>
  );
};
