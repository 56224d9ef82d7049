// The payment-password screens of the account centre (spec "info" screens): set it the first time
// (/secure/setPwd), change it (/secure/password), reset a forgotten one with a code
// (/secure/forgotPwd).
import { Button, Flex, Form, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PinInput } from '../../../components/pin-input.tsx';
import { useSecurityFlags } from '../api/get-security-flags.ts';
import { AccountCodeField } from './account-code-field.tsx';
import { PinFields } from './pin-fields.tsx';
import { SecurityPage } from './security-page.tsx';
import {
  usePayPasswordScreen,
  type PayPasswordMode,
  type PayPasswordValues,
} from './use-pay-password-screen.ts';

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

/** The current payment password, when changing it. */
const OldPinField = () => {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation('common');
  const label = t('pin.old');
  return (
    <Form.Item
      name="oldCredential"
      label={label}
      rules={[{ required: true, message: tc('validation.required', { field: label }) }]}
    >
      <PinInput autoComplete="current-password" data-testid="pin-old" />
    </Form.Item>
  );
};

/** One of the three screens: the same steps, the fields and words by mode. */
const PayPasswordScreen = ({ mode }: { mode: PayPasswordMode }) => {
  const { t } = useTranslation('security');
  const screen = usePayPasswordScreen(mode);
  return (
    <SecurityPage title={screen.title} testId={screen.testId}>
      {screen.done ? (
        <Done title={screen.doneTitle} next={screen.next} />
      ) : (
        <NeedsPayPassword set={screen.needsSet}>
          <Form<PayPasswordValues>
            form={screen.form}
            layout="vertical"
            onFinish={screen.onFinish}
            style={{ maxWidth: 440 }}
          >
            {screen.asksOldPin ? <OldPinField /> : <AccountCodeField name="dynamicCode" />}
            <PinFields name={screen.pinName} confirmName={screen.confirmName} />
            <Button
              type="primary"
              htmlType="submit"
              loading={screen.isPending}
              data-testid="pay-pwd-submit"
            >
              {screen.submitText}
            </Button>
            {screen.asksOldPin ? (
              <Link to={paths.security.forgotPwd} style={{ marginInlineStart: 16 }}>
                {t('payPwd.forgot')}
              </Link>
            ) : null}
          </Form>
        </NeedsPayPassword>
      )}
    </SecurityPage>
  );
};

export const SetPayPasswordScreen = () => <PayPasswordScreen mode="set" />;
export const ChangePayPasswordScreen = () => <PayPasswordScreen mode="change" />;
export const ResetPayPasswordScreen = () => <PayPasswordScreen mode="reset" />;
