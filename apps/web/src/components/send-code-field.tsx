// A 4-digit code input with its "send code" button, counting down to the next allowed send (60 s,
// spec §5/§9): registration and password reset, the security settings and the payment
// confirmation. Each caller sends with its own call and words; this is the field's one layout.
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../lib/use-countdown.ts';
import { DevInboxHint } from './dev-inbox-hint.tsx';

export type SendCodeFieldProps = {
  name: string;
  label: string;
  /** The message when the code is not four digits. */
  rule: string;
  placeholder?: string;
  /** Where the code goes, above the development inbox's hint. */
  hint?: ReactNode;
  sendText: string;
  resendText: (seconds: number) => string;
  inputTestId: string;
  buttonTestId: string;
  sending: boolean;
  /**
   * Sends a code; calls `sent` with the server's seconds until the next send once it went out
   * (the countdown starts and the input takes the focus).
   */
  onSend: (sent: (resendAfterSeconds: number) => void) => void;
};

export const SendCodeField = ({
  name,
  label,
  rule,
  placeholder,
  hint,
  sendText,
  resendText,
  inputTestId,
  buttonTestId,
  sending,
  onSend,
}: SendCodeFieldProps) => {
  const { t: tc } = useTranslation('common');
  const form = Form.useFormInstance();
  const { seconds, start } = useCountdown();
  const sent = (resendAfterSeconds: number) => {
    start(resendAfterSeconds);
    form.getFieldInstance(name)?.focus?.();
  };
  return (
    <Form.Item
      label={label}
      required
      extra={
        hint ? (
          <>
            {hint}
            <br />
            <DevInboxHint />
          </>
        ) : (
          <DevInboxHint />
        )
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
            { pattern: /^\d{4}$/, message: rule },
          ]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            placeholder={placeholder}
            aria-label={label}
            style={{ flex: 1 }}
            data-testid={inputTestId}
          />
        </Form.Item>
        <Button
          onClick={() => onSend(sent)}
          loading={sending}
          disabled={seconds > 0}
          data-testid={buttonTestId}
          style={{ minWidth: 132 }}
        >
          {seconds > 0 ? resendText(seconds) : sendText}
        </Button>
      </div>
    </Form.Item>
  );
};
