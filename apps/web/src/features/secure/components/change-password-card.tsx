// Change the login password (old, new twice). The server ends the user's other sessions; the user
// is told so.
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useModifyPassword } from '../api/modify-password.ts';

type PasswordValues = { oldPwd: string; newPwd: string; newPwdTwo: string };

export const ChangePasswordCard = () => {
  const { t } = useTranslation('secure');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<PasswordValues>();
  const [changed, setChanged] = useState(false);
  const { mutate, isPending } = useModifyPassword();
  const oldLabel = t('password.old');

  const onFinish = (values: PasswordValues) => {
    setChanged(false);
    mutate(values, {
      onSuccess: () => {
        form.resetFields();
        setChanged(true);
      },
      onError: (error) =>
        applyFormError(form, error, {
          codeToField: { OLD_PASSWORD_WRONG: 'oldPwd', PASSWORD_SAME_AS_OLD: 'newPwd' },
        }),
    });
  };

  return (
    <Card title={t('password.title')} data-testid="change-password-card" style={{ height: '100%' }}>
      {changed ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setChanged(false) }}
          title={t('password.changed')}
          description={t('password.otherSessionsEnded')}
          style={{ marginBottom: 16 }}
          data-testid="password-changed"
        />
      ) : null}
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={() => setChanged(false)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          name="oldPwd"
          label={oldLabel}
          rules={[{ required: true, message: tc('validation.required', { field: oldLabel }) }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <NewPasswordFields name="newPwd" confirmName="newPwdTwo" />
        <Button
          type="primary"
          htmlType="submit"
          loading={isPending}
          data-testid="change-password-submit"
        >
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
};
