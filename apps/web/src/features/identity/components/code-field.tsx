// The 4-digit code input with its send button (registration and password reset): the send checks
// the account fields first, then asks sendCode.json.
import type { CodeScene, RegisterType } from '@tradebridge/contracts';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountOfValues } from '../../../components/account-fields.tsx';
import { SendCodeField } from '../../../components/send-code-field.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useSendCode } from '../api/send-code.ts';

export type CodeFieldProps = {
  scene: Extract<CodeScene, 'register' | 'resetPwd'>;
};

type AccountValues = { registerType?: RegisterType; loginAccount: string; areaCode?: string };

/** A form of the account, its sent code and a new password typed twice (registration, reset). */
export type CodedPasswordValues = {
  registerType: RegisterType;
  loginAccount: string;
  areaCode?: string;
  verifyCode: string;
  pwd: string;
  pwdTwo: string;
};

const CODE_ERRORS = ['CODE_WRONG', 'CODE_EXPIRED', 'CODE_VOID', 'SEND_CODE_FIRST'] as const;

/** The answers about the sent code, each said on the code field (applyFormError's codeToField). */
export const CODE_ERROR_FIELDS = Object.fromEntries(
  CODE_ERRORS.map((code) => [code, 'verifyCode']),
);

export const CodeField = ({ scene }: CodeFieldProps) => {
  const { t } = useTranslation('identity');
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const { mutate, isPending } = useSendCode();

  const onSend = async (sent: (resendAfterSeconds: number) => void) => {
    let values: AccountValues;
    try {
      values = (await form.validateFields([
        'registerType',
        'loginAccount',
        'areaCode',
      ])) as AccountValues;
    } catch {
      return; // the account field shows what is wrong
    }
    mutate(
      { ...accountOfValues(values), scene },
      {
        onSuccess: (result) => {
          // A reset answers the same for unknown accounts (the server tells nobody who is
          // registered), so the screen does not claim the code went out.
          const where =
            scene === 'resetPwd'
              ? t('code.sentIfRegistered')
              : result.channel === 'email'
                ? t('code.sentEmail')
                : t('code.sentSms');
          void message.success(where);
          sent(result.resendAfterSeconds);
        },
        onError: (error) =>
          applyFormError(form, error, { codeToField: { ACCOUNT_EXISTS: 'loginAccount' } }),
      },
    );
  };

  return (
    <SendCodeField
      name="verifyCode"
      label={t('code.label')}
      rule={t('code.rule')}
      placeholder={t('code.placeholder')}
      sendText={t('code.send')}
      resendText={(count) => t('code.resendIn', { count })}
      inputTestId="verify-code"
      buttonTestId="send-code"
      sending={isPending}
      onSend={(sent) => void onSend(sent)}
    />
  );
};
