// The fields an admin fills in for an operator: shared by the create modal and the edit drawer.
import { OPERATOR_ROLES, ZCreateOperatorRequest } from '@tradebridge/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form.ts';
import { roleHint } from '../../../lib/role-hint.ts';

export const NameField = () => {
  const { t } = useTranslation('operators');
  return (
    <Form.Item
      name="name"
      label={t('fields.name')}
      rules={[
        { required: true, whitespace: true, message: t('form.nameRequired') },
        schemaRule(ZCreateOperatorRequest.shape.name, t('form.nameTooLong')),
      ]}
    >
      <Input maxLength={50} data-testid="operator-name" />
    </Form.Item>
  );
};

export const PhoneField = () => {
  const { t } = useTranslation('operators');
  return (
    <Form.Item
      name="phone"
      label={t('fields.phone')}
      rules={[schemaRule(ZCreateOperatorRequest.shape.phone, t('form.phoneTooLong'))]}
    >
      <Input maxLength={30} data-testid="operator-phone" />
    </Form.Item>
  );
};

export const RoleField = ({ disabled = false }: { disabled?: boolean }) => {
  const { t } = useTranslation('operators');
  const { t: tCommon, i18n } = useTranslation('common');
  return (
    <Form.Item
      name="role"
      label={t('fields.role')}
      extra={disabled ? t('form.ownRole') : undefined}
      rules={[{ required: true, message: t('form.roleRequired') }]}
    >
      <Select
        disabled={disabled}
        data-testid="operator-role"
        options={OPERATOR_ROLES.map((role) => ({
          value: role,
          label: tCommon(`roles.${role}`),
          title: roleHint(role, tCommon, i18n.language),
        }))}
        optionRender={(option) => (
          <div style={{ whiteSpace: 'normal' }}>
            <div>{option.label}</div>
            <div style={{ fontSize: 12, opacity: 0.65 }}>{option.data.title}</div>
          </div>
        )}
      />
    </Form.Item>
  );
};
