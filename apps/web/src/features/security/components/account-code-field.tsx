// A 4-digit code sent to the user's own login account (checkSmsCode.json), with its send button
// and the 60 s countdown. Codes never go to another address (the server checks it too).
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevInboxHint } from '../../../components/dev-inbox-hint.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatAccount } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useSendSecurityCode } from '../api/send-security-code.ts';

/** The account codes go to, as the server knows it: the e-mail, else the mobile number. */
export const useOwnAccount = (): string => {
  const user = useCurrentUser();
  return user.email ?? user.mPhone ?? '';
};

export const AccountCodeField = ({ name = 'dynamicCode' }: { name?: string }) => {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation('common');
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const account = useOwnAccount();
  const { mutate, isPending } = useSendSecurityCode();
  const { seconds, start } = useCountdown();
  const label = t('code.label');

  const onSend = () =>
    mutate(account, {
      onSuccess: (result) => {
        start(result.resendAfterSeconds);
        void message.success(t('code.sent'));
        form.getFieldInstance(name)?.focus?.();
      },
      onError: (error) => applyFormError(form, error, { codeToField: { CODE_TOO_FREQUENT: name } }),
    });

  return (
    <Form.Item
      label={label}
      required
      extra={
        <>
          {t('code.hint', { account: formatAccount(user) })}
          <br />
          <DevInboxHint />
        </>
      }
    >
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item
          name={name}
          noStyle
          validateFirst
          rules={[
            {
              required: true,
              whitespace: true,
              message: tc('validation.required', { field: label }),
            },
            { pattern: /^\d{4}$/, message: t('code.rule') },
          ]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            aria-label={label}
            style={{ flex: 1 }}
            data-testid="security-code"
          />
        </Form.Item>
        <Button
          onClick={onSend}
          loading={isPending}
          disabled={seconds > 0}
          data-testid="security-send-code"
          style={{ minWidth: 132 }}
        >
          {seconds > 0 ? t('code.resendIn', { count: seconds }) : t('code.send')}
        </Button>
      </div>
    </Form.Item>
  );
};

/** Errors of a code-checked call that belong under the code input. */
export const CODE_ERRORS = [
  'CODE_WRONG',
  'CODE_EXPIRED',
  'CODE_VOID',
  'SEND_CODE_FIRST',
  'VCODE_EXPIRED',
] as const;
