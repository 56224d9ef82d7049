// A 4-digit code sent to the user's own login account (checkSmsCode.json), with its send button
// and the 60 s countdown. Codes never go to another address (the server checks it too).
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeField } from '../../../components/send-code-field.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatAccount } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useSendSecurityCode } from '../api/send-security-code.ts';

/** The account codes go to, as the server knows it: the e-mail, else the mobile number. */
export const useOwnAccount = (): string => {
  const user = useCurrentUser();
  return user.email ?? user.mPhone ?? '';
};

export const AccountCodeField = ({ name = 'dynamicCode' }: { name?: string }) => {
  const { t } = useTranslation('security');
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const account = useOwnAccount();
  const { mutate, isPending } = useSendSecurityCode();

  const onSend = (sent: (resendAfterSeconds: number) => void) =>
    mutate(account, {
      onSuccess: (result) => {
        void message.success(t('code.sent'));
        sent(result.resendAfterSeconds);
      },
      onError: (error) => applyFormError(form, error, { codeToField: { CODE_TOO_FREQUENT: name } }),
    });

  return (
    <SendCodeField
      name={name}
      label={t('code.label')}
      rule={t('code.rule')}
      hint={t('code.hint', { account: formatAccount(user) })}
      sendText={t('code.send')}
      resendText={(count) => t('code.resendIn', { count })}
      inputTestId="security-code"
      buttonTestId="security-send-code"
      sending={isPending}
      onSend={onSend}
    />
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
