// A new login password entered twice (spec §5: 8–16 characters with upper-case, lower-case and
// digits; "the two passwords are inconsistent"). The rule is shown under the first input.
import { LOGIN_PASSWORD } from '@tradebridge/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export type NewPasswordFieldsProps = {
  name: string;
  confirmName: string;
  label?: string;
  confirmLabel?: string;
};

export const NewPasswordFields = ({
  name,
  confirmName,
  label,
  confirmLabel,
}: NewPasswordFieldsProps) => {
  const { t } = useTranslation('common');
  const passwordLabel = label ?? t('password.new');
  const repeatLabel = confirmLabel ?? t('password.confirm');
  return (
    <>
      <Form.Item
        name={name}
        label={passwordLabel}
        extra={t('password.rule')}
        validateFirst
        rules={[
          { required: true, message: t('validation.required', { field: passwordLabel }) },
          { pattern: LOGIN_PASSWORD, message: t('password.ruleError', { field: passwordLabel }) },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={repeatLabel}
        dependencies={[name]}
        validateFirst
        rules={[
          { required: true, message: t('validation.required', { field: repeatLabel }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.inconsistent'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
    </>
  );
};
