// First login step: e-mail and password.
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export type Credentials = { loginAccount: string; pwd: string };

export type CredentialsFormProps = {
  initialAccount?: string;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
};

export const CredentialsForm = ({ initialAccount, pending, onSubmit }: CredentialsFormProps) => {
  const { t } = useTranslation('auth');
  return (
    <Form<Credentials>
      layout="vertical"
      requiredMark={false}
      initialValues={{ loginAccount: initialAccount ?? '' }}
      onFinish={(values) => onSubmit({ loginAccount: values.loginAccount.trim(), pwd: values.pwd })}
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
