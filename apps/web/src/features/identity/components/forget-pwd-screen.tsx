// /user/forgetPwd: a new password with a code sent to the account. An invited team member sets
// the first password here too (the invitation links to this screen).
import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AccountFields, accountOfValues } from '../../../components/account-fields.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, AuthSubmit } from './auth-card.tsx';
import { CODE_ERROR_FIELDS, CodeField, type CodedPasswordValues } from './code-field.tsx';

export const ForgetPwdScreen = () => {
  const { t } = useTranslation('identity');
  const [form] = Form.useForm<CodedPasswordValues>();
  const navigate = useNavigate();
  const { mutate, isPending } = useResetPassword();
  const [doneFor, setDoneFor] = useState<string>();

  const onFinish = (values: CodedPasswordValues) => {
    const account = accountOfValues(values);
    mutate(
      { ...account, verifyCode: values.verifyCode.trim(), pwd: values.pwd },
      {
        onSuccess: () => setDoneFor(values.registerType === 'email' ? account.loginAccount : ''),
        onError: (error) => applyFormError(form, error, { codeToField: CODE_ERROR_FIELDS }),
      },
    );
  };

  if (doneFor !== undefined) {
    const login = doneFor
      ? `${paths.user.login}?${new URLSearchParams({ account: doneFor }).toString()}`
      : paths.user.login;
    return (
      <AuthCard title={t('forgetPwd.title')} testId="forget-pwd-done">
        <Result
          status="success"
          title={t('forgetPwd.doneTitle')}
          subTitle={t('forgetPwd.doneBody')}
          extra={
            <Button type="primary" onClick={() => void navigate(login)}>
              {t('forgetPwd.toLogin')}
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgetPwd.title')} width={520} testId="forget-pwd-screen">
      <Alert type="info" showIcon title={t('forgetPwd.invitedNote')} style={{ marginBottom: 24 }} />
      <Form<CodedPasswordValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        scrollToFirstError
      >
        <AccountFields />
        <CodeField scene="resetPwd" />
        <NewPasswordFields name="pwd" confirmName="pwdTwo" />
        <AuthSubmit loading={isPending} testId="reset-submit">
          {t('forgetPwd.submit')}
        </AuthSubmit>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to={paths.user.login}>{t('forgetPwd.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
};
