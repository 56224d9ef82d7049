// /user/register (spec §2, §5): e-mail or mobile with area code, a sent code, a password twice, an
// optional invite code checked as it is typed, and the terms, which must be ticked.
import { Checkbox, Form, Input } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AccountFields, accountOfValues } from '../../../components/account-fields.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { validateInviteCode } from '../api/validate-invite-code.ts';
import { AuthCard, AuthSubmit } from './auth-card.tsx';
import { CODE_ERROR_FIELDS, CodeField, type CodedPasswordValues } from './code-field.tsx';

type RegisterValues = CodedPasswordValues & { inviteCode?: string; agreeTerms: boolean };

const protocolLink = (path: string) => (
  // A new tab, so what was typed here stays.
  <a href={`#${path}`} target="_blank" rel="noopener noreferrer" />
);

export const RegisterScreen = () => {
  const { t } = useTranslation('identity');
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const { mutate, isPending } = useRegister();
  // The tick of a valid invite code only when there is one (an empty code is fine, not "valid").
  const inviteCode = Form.useWatch('inviteCode', form) as string | undefined;

  const onFinish = (values: RegisterValues) => {
    const inviteCode = values.inviteCode?.trim();
    mutate(
      {
        ...accountOfValues(values),
        registerType: values.registerType,
        verifyCode: values.verifyCode.trim(),
        pwd: values.pwd,
        ...(inviteCode ? { inviteCode } : {}),
        agreeTerms: true,
      },
      {
        onSuccess: (result) => {
          const query = new URLSearchParams({ merNo: result.merNo, account: result.loginAccount });
          void navigate(`${paths.user.registerResult}?${query.toString()}`, { replace: true });
        },
        onError: (error) =>
          applyFormError(form, error, {
            codeToField: {
              ACCOUNT_EXISTS: 'loginAccount',
              INVITE_CODE_INVALID: 'inviteCode',
              ...CODE_ERROR_FIELDS,
            },
          }),
      },
    );
  };

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      width={520}
      testId="register-screen"
    >
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ agreeTerms: false }}
        scrollToFirstError
      >
        <AccountFields />
        <CodeField scene="register" />
        <NewPasswordFields
          name="pwd"
          confirmName="pwdTwo"
          label={t('register.password')}
          confirmLabel={t('register.passwordTwo')}
        />
        <Form.Item
          name="inviteCode"
          label={t('register.inviteCode')}
          hasFeedback={Boolean(inviteCode?.trim())}
          validateDebounce={400}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const code = value?.trim();
                if (!code) return;
                let valid: boolean;
                try {
                  ({ valid } = await validateInviteCode(code));
                } catch {
                  throw new Error(t('register.inviteCheckFailed'));
                }
                if (!valid) throw new Error(t('register.inviteInvalid'));
              },
            },
          ]}
        >
          <Input
            placeholder={t('register.inviteCodePlaceholder')}
            maxLength={32}
            data-testid="invite-code"
          />
        </Form.Item>
        <Form.Item
          name="agreeTerms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value: boolean) =>
                value ? Promise.resolve() : Promise.reject(new Error(t('register.termsRequired'))),
            },
          ]}
        >
          <Checkbox data-testid="agree-terms">
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                server: protocolLink(paths.protocol.server),
                policy: protocolLink(paths.protocol.policy),
              }}
            />
          </Checkbox>
        </Form.Item>
        <AuthSubmit loading={isPending} testId="register-submit">
          {t('register.submit')}
        </AuthSubmit>
      </Form>
      <div
        style={{
          marginTop: 16,
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        <span>
          {t('register.haveAccount')} <Link to={paths.user.login}>{t('register.toLogin')}</Link>
        </span>
        <Link to={paths.user.regTips}>{t('register.whatToPrepare')}</Link>
      </div>
    </AuthCard>
  );
};
