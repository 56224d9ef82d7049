// "Send code" beside a 4-digit code input: checks the account fields first, then asks sendCode.json
// and counts down to the next allowed send (60 s, spec §5/§9).
import type { CodeScene, RegisterType } from '@tradebridge/contracts';
import { App, Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountOfValues } from '../../../components/account-fields.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useSendCode } from '../api/send-code.ts';

export type SendCodeButtonProps = {
  scene: Extract<CodeScene, 'register' | 'resetPwd'>;
};

type AccountValues = { registerType?: RegisterType; loginAccount: string; areaCode?: string };

const useCountdown = () => {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  const seconds = Math.max(0, Math.ceil((until - now) / 1_000));
  const start = (secondsLeft: number) => {
    setNow(Date.now());
    setUntil(Date.now() + secondsLeft * 1_000);
  };
  return { seconds, start };
};

export const SendCodeButton = ({ scene }: SendCodeButtonProps) => {
  const { t } = useTranslation('identity');
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const { mutate, isPending } = useSendCode();
  const { seconds, start } = useCountdown();

  const onClick = async () => {
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
          start(result.resendAfterSeconds);
          // A reset answers the same for unknown accounts (the server tells nobody who is
          // registered), so the screen does not claim the code went out.
          const where =
            scene === 'resetPwd'
              ? t('code.sentIfRegistered')
              : result.channel === 'email'
                ? t('code.sentEmail')
                : t('code.sentSms');
          void message.success(where);
          form.getFieldInstance('verifyCode')?.focus?.();
        },
        onError: (error) =>
          applyFormError(form, error, { codeToField: { ACCOUNT_EXISTS: 'loginAccount' } }),
      },
    );
  };

  return (
    <Button
      onClick={() => void onClick()}
      loading={isPending}
      disabled={seconds > 0}
      data-testid="send-code"
      style={{ minWidth: 132 }}
    >
      {seconds > 0 ? t('code.resendIn', { count: seconds }) : t('code.send')}
    </Button>
  );
};
