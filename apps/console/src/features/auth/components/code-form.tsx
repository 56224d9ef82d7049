// The 6-digit authenticator code field with its submit button (login and enrolment).
import { ZOperatorEnrolRequest } from '@tradebridge/contracts';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form.ts';

export type CodeValues = { totpCode: string };

export type CodeFormProps = {
  form: FormInstance<CodeValues>;
  submitText: string;
  pending: boolean;
  onSubmit: (code: string) => void;
};

export const CodeForm = ({ form, submitText, pending, onSubmit }: CodeFormProps) => {
  const { t } = useTranslation('auth');
  return (
    <Form<CodeValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit(values.totpCode.trim())}
    >
      <Form.Item
        name="totpCode"
        label={t('code.label')}
        extra={t('code.help')}
        rules={[
          { required: true, message: t('code.required') },
          schemaRule(ZOperatorEnrolRequest.shape.totpCode, t('code.rule')),
        ]}
      >
        <Input
          autoFocus
          size="large"
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          data-testid="totp-code"
          style={{ letterSpacing: '0.4em', fontFamily: 'monospace' }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        {submitText}
      </Button>
    </Form>
  );
};
