// The 4-digit code input with its send button (registration and password reset).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevInboxHint } from '../../../components/dev-inbox-hint.tsx';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button.tsx';

export const CodeField = ({ scene }: SendCodeButtonProps) => {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation('common');
  const label = t('code.label');
  return (
    <Form.Item label={label} required extra={<DevInboxHint />}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item
          name="verifyCode"
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
            placeholder={t('code.placeholder')}
            aria-label={label}
            style={{ flex: 1 }}
            data-testid="verify-code"
          />
        </Form.Item>
        <SendCodeButton scene={scene} />
      </div>
    </Form.Item>
  );
};
