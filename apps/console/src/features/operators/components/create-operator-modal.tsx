// Create an operator (admin): e-mail, name, phone, role and an initial password the admin hands
// over out of band. The new operator sets up their authenticator at first login.
import { ZCreateOperatorRequest, type CreateOperatorRequest } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, showFieldErrors } from '../../../lib/form.ts';
import { useCreateOperator } from '../api/create-operator.ts';
import { NameField, PhoneField, RoleField } from './operator-form-fields.tsx';

type CreateValues = Required<CreateOperatorRequest>;
const FIELDS = ['email', 'name', 'phone', 'role', 'pwd'] as const;

export const CreateOperatorModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('operators');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateOperator();

  const onOk = async () => {
    const values = await form.validateFields();
    try {
      await create.mutateAsync({ ...values, phone: values.phone ?? '' });
    } catch (error) {
      if (isApiError(error) && error.code === 'ACCOUNT_EXISTS') {
        form.setFields([{ name: 'email', errors: [error.message] }]);
      } else {
        showFieldErrors(form, error, FIELDS);
      }
      return;
    }
    void message.success(t('create.done', { name: values.name }));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.confirm')}
      cancelText={tCommon('cancel')}
      confirmLoading={create.isPending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ ...{ 'data-testid': 'create-operator-confirm' } }}
      destroyOnHidden
      width={560}
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'reviewer', phone: '' }}
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, whitespace: true, message: t('form.emailRequired') },
            schemaRule(ZCreateOperatorRequest.shape.email, t('form.emailInvalid')),
          ]}
        >
          <Input autoComplete="off" data-testid="operator-email" />
        </Form.Item>
        <NameField />
        <PhoneField />
        <RoleField />
        <Form.Item
          name="pwd"
          label={t('fields.initialPassword')}
          extra={t('form.passwordHelp')}
          rules={[
            { required: true, message: t('form.passwordRequired') },
            schemaRule(ZCreateOperatorRequest.shape.pwd, t('form.passwordRule')),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="operator-password" />
        </Form.Item>
        <Alert type="info" showIcon title={t('create.totpNote')} />
      </Form>
    </Modal>
  );
};
