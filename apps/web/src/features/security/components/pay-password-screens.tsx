// The payment-password screens of the account centre (spec "info" screens): set it the first time
// (/secure/setPwd), change it (/secure/password), reset a forgotten one with a code
// (/secure/forgotPwd).
import { Button, Flex, Form, Input, Result, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { useSecurityFlags } from '../api/get-security-flags.ts';
import { useModifyPayPassword } from '../api/modify-pay-password.ts';
import { useResetPayPassword } from '../api/reset-pay-password.ts';
import { useSetPayPassword } from '../api/set-pay-password.ts';
import { AccountCodeField, CODE_ERRORS, useOwnAccount } from './account-code-field.tsx';
import { PinFields } from './pin-fields.tsx';
import { SecurityPage } from './security-page.tsx';

const codeErrors = (field: string) =>
  Object.fromEntries(CODE_ERRORS.map((code) => [code, field])) as Record<
    (typeof CODE_ERRORS)[number],
    string
  >;

const pinErrors = (field: string) => ({
  PAY_PWD_SAME_DIGITS: field,
  PAY_PWD_SEQUENCE: field,
  PAY_PWD_COMMON: field,
  PAY_PWD_SAME_AS_LAST: field,
});

const BackToSecure = () => {
  const { t } = useTranslation('security');
  return (
    <Link to={paths.secure}>
      <Button type="primary" data-testid="back-to-secure">
        {t('backToSecure')}
      </Button>
    </Link>
  );
};

/** Done; `next`: where the user came from to do this (a transfer), offered first. */
const Done = ({ title, next }: { title: string; next?: string }) => {
  const { t } = useTranslation('security');
  return (
    <Result
      status="success"
      title={title}
      extra={
        next ? (
          <Flex gap={8} justify="center" wrap>
            <Link to={next}>
              <Button type="primary" data-testid="security-continue">
                {t('payPwd.continue')}
              </Button>
            </Link>
            <Link to={paths.secure}>
              <Button>{t('backToSecure')}</Button>
            </Link>
          </Flex>
        ) : (
          <BackToSecure />
        )
      }
      data-testid="security-done"
    />
  );
};

/** Shows `children` only when the payment password is (or is not) set, else says where to go. */
const NeedsPayPassword = ({ set, children }: { set: boolean; children: ReactNode }) => {
  const { t } = useTranslation('security');
  const { data, isPending, isError, refetch } = useSecurityFlags();
  if (isPending) return <Skeleton active />;
  if (isError)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  if (data.payPassword === set) return children;
  return set ? (
    <Result
      status="info"
      title={t('payPwd.notSetYet')}
      extra={
        <Link to={paths.security.setPwd}>
          <Button type="primary">{t('payPwd.set')}</Button>
        </Link>
      }
      data-testid="pay-pwd-not-set"
    />
  ) : (
    <Result
      status="info"
      title={t('payPwd.alreadySet')}
      extra={[
        <Link key="change" to={paths.security.password}>
          <Button type="primary">{t('payPwd.change')}</Button>
        </Link>,
        <Link key="forgot" to={paths.security.forgotPwd}>
          <Button>{t('payPwd.forgot')}</Button>
        </Link>,
      ]}
      data-testid="pay-pwd-already-set"
    />
  );
};

type SetValues = { dynamicCode: string; payPwd: string; payPwdTwo: string };

export const SetPayPasswordScreen = () => {
  const { t } = useTranslation('security');
  // Sent here by a payment that needs the password (?redirect=/wallet/transfer): back there after.
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const next = redirect ? safeRedirect(redirect) : undefined;
  const [form] = Form.useForm<SetValues>();
  const account = useOwnAccount();
  const [done, setDone] = useState(false);
  const { mutate, isPending } = useSetPayPassword();
  const onFinish = (values: SetValues) =>
    mutate(
      { checkAccount: account, ...values },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          applyFormError(form, error, {
            codeToField: { ...codeErrors('dynamicCode'), ...pinErrors('payPwd') },
          }),
      },
    );
  return (
    <SecurityPage title={t('titles.setPwd')} testId="set-pay-password">
      {done ? (
        <Done title={t('payPwd.setDone')} next={next} />
      ) : (
        <NeedsPayPassword set={false}>
          <Form<SetValues>
            form={form}
            layout="vertical"
            onFinish={onFinish}
            style={{ maxWidth: 440 }}
          >
            <AccountCodeField name="dynamicCode" />
            <PinFields name="payPwd" confirmName="payPwdTwo" />
            <Button
              type="primary"
              htmlType="submit"
              loading={isPending}
              data-testid="pay-pwd-submit"
            >
              {t('payPwd.set')}
            </Button>
          </Form>
        </NeedsPayPassword>
      )}
    </SecurityPage>
  );
};

type ChangeValues = { oldCredential: string; newCredential: string; newCredentialTwo: string };

export const ChangePayPasswordScreen = () => {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<ChangeValues>();
  const account = useOwnAccount();
  const [done, setDone] = useState(false);
  const { mutate, isPending } = useModifyPayPassword();
  const oldLabel = t('pin.old');
  const onFinish = (values: ChangeValues) =>
    mutate(
      { checkAccount: account, ...values },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          applyFormError(form, error, {
            codeToField: {
              PAY_PWD_WRONG: 'oldCredential',
              PAY_LOCKED: 'oldCredential',
              ...pinErrors('newCredential'),
            },
          }),
      },
    );
  return (
    <SecurityPage title={t('titles.password')} testId="change-pay-password">
      {done ? (
        <Done title={t('payPwd.changed')} />
      ) : (
        <NeedsPayPassword set>
          <Form<ChangeValues>
            form={form}
            layout="vertical"
            onFinish={onFinish}
            style={{ maxWidth: 440 }}
          >
            <Form.Item
              name="oldCredential"
              label={oldLabel}
              rules={[{ required: true, message: tc('validation.required', { field: oldLabel }) }]}
            >
              <Input.Password
                inputMode="numeric"
                autoComplete="current-password"
                maxLength={6}
                data-testid="pin-old"
              />
            </Form.Item>
            <PinFields name="newCredential" confirmName="newCredentialTwo" />
            <Button
              type="primary"
              htmlType="submit"
              loading={isPending}
              data-testid="pay-pwd-submit"
            >
              {t('payPwd.change')}
            </Button>
            <Link to={paths.security.forgotPwd} style={{ marginInlineStart: 16 }}>
              {t('payPwd.forgot')}
            </Link>
          </Form>
        </NeedsPayPassword>
      )}
    </SecurityPage>
  );
};

type ResetValues = { dynamicCode: string; newCredential: string; newCredentialTwo: string };

export const ResetPayPasswordScreen = () => {
  const { t } = useTranslation('security');
  const [form] = Form.useForm<ResetValues>();
  const account = useOwnAccount();
  const [done, setDone] = useState(false);
  const { mutate, isPending } = useResetPayPassword();
  const onFinish = (values: ResetValues) =>
    mutate(
      { checkAccount: account, ...values },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          applyFormError(form, error, {
            codeToField: { ...codeErrors('dynamicCode'), ...pinErrors('newCredential') },
          }),
      },
    );
  return (
    <SecurityPage title={t('titles.forgotPwd')} testId="reset-pay-password">
      {done ? (
        <Done title={t('payPwd.resetDone')} />
      ) : (
        <NeedsPayPassword set>
          <Form<ResetValues>
            form={form}
            layout="vertical"
            onFinish={onFinish}
            style={{ maxWidth: 440 }}
          >
            <AccountCodeField name="dynamicCode" />
            <PinFields name="newCredential" confirmName="newCredentialTwo" />
            <Button
              type="primary"
              htmlType="submit"
              loading={isPending}
              data-testid="pay-pwd-submit"
            >
              {t('payPwd.reset')}
            </Button>
          </Form>
        </NeedsPayPassword>
      )}
    </SecurityPage>
  );
};
