// The confirmation every money-moving flow ends with (decision 0005): the total typed again, the
// payment password, and a one-time code (the authenticator's with dual verification, else a code
// sent to the login account). What it asks comes from payment/requirements.json; the caller's
// onConfirm sends the answers with its own call and throws the server's ApiError, which is shown
// here (field errors under their inputs). Callers should make that call `silent` (no toast).
import {
  isCurrency,
  isDecimalString,
  toMinor,
  trimZeros,
  type PaymentRequirements,
} from '@tradebridge/contracts';
import {
  formatDateTime,
  formatMoney,
  messageForCode,
  AmountInput,
  useLanguage,
} from '@tradebridge/ui';
import { Alert, App, Button, Flex, Form, Input, Modal, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PinInput } from '../pin-input.tsx';
import { SendCodeField } from '../send-code-field.tsx';
import { paths } from '../../lib/paths.ts';
import { applyFormError } from '../../lib/form-errors.ts';
import { usePaymentRequirements, useSendPaymentCode } from './api.ts';
import { validValues } from '../../lib/valid-values.ts';

export type PaymentConfirmCredentials = {
  reenteredAmount: string;
  payPwd: string;
  /** The authenticator's 6-digit code, when the requirements ask for it. */
  dynamicCode?: string;
  /** The 4-digit code sent to the login account, when the requirements ask for it. */
  accountCode?: string;
};

export type PaymentConfirmModalProps = {
  open: boolean;
  /** The total of the payment, a decimal string ("1234.50"). */
  total: string;
  currency: string;
  title?: string;
  /** The submit button's words, if not "Confirm payment" (a preview that pays nothing). */
  confirmText?: string;
  onCancel: () => void;
  /** Sends the payment with the answers; throws (ApiError) to keep the modal open with the error. */
  onConfirm: (credentials: PaymentConfirmCredentials) => Promise<void>;
};

/** The typed amount without grouping separators and spaces ("1 234,50" is not guessed at). */
const normalizeAmount = (value: string) => value.replace(/[,\s]/g, '');

/** Whether the typed amount equals the total (by value: "100" equals "100.00"). */
export const sameAmount = (typed: string, total: string, currency: string): boolean => {
  const a = normalizeAmount(typed);
  const b = total.trim();
  if (!isDecimalString(a) || !isDecimalString(b)) return false;
  if (isCurrency(currency)) {
    try {
      return toMinor(a, currency) === toMinor(b, currency);
    } catch {
      return false; // more decimals than the currency has
    }
  }
  const canonical = (v: string) => trimZeros(v.replace(/^(-?)0+(?=\d)/, '$1'));
  return canonical(a) === canonical(b);
};

type Values = {
  reenteredAmount: string;
  payPwd: string;
  dynamicCode?: string;
  accountCode?: string;
};

const CODE_FIELDS = {
  PAY_PWD_WRONG: 'payPwd',
  PAY_PWD_NOT_SET: 'payPwd',
  TOTP_WRONG: 'dynamicCode',
  CODE_WRONG: 'accountCode',
  CODE_EXPIRED: 'accountCode',
  CODE_VOID: 'accountCode',
  SEND_CODE_FIRST: 'accountCode',
  VCODE_EXPIRED: 'accountCode',
  AMOUNT_MISMATCH: 'reenteredAmount',
} as const;

const AccountCodeField = ({ checkAccount }: { checkAccount: string }) => {
  const { t } = useTranslation('payment-confirm');
  const { message } = App.useApp();
  const { mutate, isPending } = useSendPaymentCode();
  const form = Form.useFormInstance();
  return (
    <SendCodeField
      name="accountCode"
      label={t('code.label')}
      rule={t('code.rule')}
      hint={t('code.hint', { account: checkAccount })}
      sendText={t('code.send')}
      resendText={(count) => t('code.resendIn', { count })}
      inputTestId="payment-account-code"
      buttonTestId="payment-send-code"
      sending={isPending}
      onSend={(sent) =>
        mutate(undefined, {
          onSuccess: (result) => {
            void message.success(t('code.sent'));
            sent(result.resendAfterSeconds);
          },
          onError: (error) =>
            applyFormError(form, error, {
              codeToField: { CODE_TOO_FREQUENT: 'accountCode' },
            }),
        })
      }
    />
  );
};

const ConfirmForm = ({
  requirements,
  total,
  currency,
  form,
  error,
}: {
  requirements: PaymentRequirements;
  total: string;
  currency: string;
  form: ReturnType<typeof Form.useForm<Values>>[0];
  error: string | null;
}) => {
  const { t } = useTranslation('payment-confirm');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: tc('validation.required', { field }),
  });
  const amountLabel = t('amount.label');
  const pwdLabel = t('payPwd.label');
  const totpLabel = t('authenticator.label');

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      preserve={false}
      data-testid="payment-confirm"
    >
      <div
        style={{ textAlign: 'center', marginBottom: 16 }}
        data-testid="payment-confirm-total"
        aria-live="polite"
      >
        <Typography.Text type="secondary">{t('total')}</Typography.Text>
        <Typography.Title level={3} style={{ margin: '4px 0 0' }}>
          {formatMoney(total, currency)}
        </Typography.Title>
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="payment-confirm-error"
        />
      ) : null}
      <Form.Item
        name="reenteredAmount"
        label={amountLabel}
        extra={t('amount.hint')}
        validateFirst
        rules={[
          required(amountLabel),
          {
            validator: (_, value: string) =>
              sameAmount(value, total, currency)
                ? Promise.resolve()
                : Promise.reject(new Error(messageForCode('AMOUNT_MISMATCH', language))),
          },
        ]}
      >
        <AmountInput suffix={currency} maxLength={32} data-testid="payment-reentered-amount" />
      </Form.Item>
      {requirements.payPassword ? (
        <Form.Item
          name="payPwd"
          label={pwdLabel}
          validateFirst
          rules={[required(pwdLabel), { pattern: /^\d{6}$/, message: t('payPwd.rule') }]}
        >
          <PinInput autoComplete="off" data-testid="payment-pay-pwd" />
        </Form.Item>
      ) : null}
      {requirements.authenticator ? (
        <Form.Item
          name="dynamicCode"
          label={totpLabel}
          extra={t('authenticator.hint')}
          validateFirst
          rules={[required(totpLabel), { pattern: /^\d{6}$/, message: t('authenticator.rule') }]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="payment-dynamic-code"
          />
        </Form.Item>
      ) : null}
      {requirements.accountCode ? (
        <AccountCodeField checkAccount={requirements.checkAccount} />
      ) : null}
    </Form>
  );
};

export const PaymentConfirmModal = ({
  open,
  total,
  currency,
  title,
  confirmText,
  onCancel,
  onConfirm,
}: PaymentConfirmModalProps) => {
  const { t } = useTranslation('payment-confirm');
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { data, isPending, isError, refetch, isFetching } = usePaymentRequirements(open);

  useEffect(() => {
    if (!open) return;
    setError(null);
    void refetch();
  }, [open, refetch]);

  const ready = data && data.missing.length === 0 && !data.payLockedUntil;

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
    setError(null);
    setSubmitting(true);
    try {
      await onConfirm({
        reenteredAmount: normalizeAmount(values.reenteredAmount),
        payPwd: values.payPwd,
        ...(data?.authenticator && values.dynamicCode
          ? { dynamicCode: values.dynamicCode.trim() }
          : {}),
        ...(data?.accountCode && values.accountCode
          ? { accountCode: values.accountCode.trim() }
          : {}),
      });
    } catch (failure) {
      applyFormError(form, failure, { codeToField: CODE_FIELDS, onOtherError: setError });
      // Locked or security changed meanwhile: show what the server now demands.
      void refetch();
    } finally {
      setSubmitting(false);
    }
  };

  let body: ReactNode;
  if (isPending && open) {
    body = <Skeleton active paragraph={{ rows: 5 }} data-testid="payment-confirm-loading" />;
  } else if (isError || !data) {
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('retry')}
          </Button>
        }
        data-testid="payment-confirm-load-failed"
      />
    );
  } else if (data.missing.length > 0) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={messageForCode('SECURITY_NOT_SET', language)}
        description={
          <Flex vertical gap={8} align="start">
            <span>{t('missing.description')}</span>
            <Link
              to={`${paths.security.setPwd}?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
              onClick={onCancel}
              data-testid="payment-confirm-setup"
            >
              {t('missing.link')}
            </Link>
          </Flex>
        }
        data-testid="payment-confirm-missing"
      />
    );
  } else if (data.payLockedUntil) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('locked.title', { until: formatDateTime(data.payLockedUntil) })}
        description={t('locked.description')}
        data-testid="payment-confirm-locked"
      />
    );
  } else {
    body = (
      <ConfirmForm
        requirements={data}
        total={total}
        currency={currency}
        form={form}
        error={error}
      />
    );
  }

  return (
    <Modal
      open={open}
      title={title ?? t('title')}
      onCancel={onCancel}
      // Nothing typed survives a closed confirmation (with the form's preserve={false}).
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        ready
          ? [
              <Button key="cancel" onClick={onCancel}>
                {t('cancel')}
              </Button>,
              <Button
                key="confirm"
                type="primary"
                loading={submitting}
                onClick={() => void onOk()}
                data-testid="payment-confirm-submit"
              >
                {confirmText ?? t('confirm')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onCancel}>
                {t('close')}
              </Button>,
            ]
      }
      data-testid="payment-confirm-modal"
    >
      {body}
    </Modal>
  );
};
