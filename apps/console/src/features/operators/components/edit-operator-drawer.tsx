// Edit an operator (admin): name, phone and role. An admin cannot change their own role (the
// server refuses it, so there is always an admin left).
import type { Operator, UpdateOperatorRequest } from '@tradebridge/contracts';
import { App, Drawer, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFooter } from '../../../components/save-footer.tsx';
import { showFieldErrors } from '../../../lib/form.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { NameField, PhoneField, RoleField } from './operator-form-fields.tsx';

type EditValues = Pick<Operator, 'name' | 'phone' | 'role'>;
const FIELDS = ['name', 'phone', 'role'] as const;

export type EditOperatorDrawerProps = {
  operator: Operator | undefined;
  isSelf: boolean;
  onClose: () => void;
};

export const EditOperatorDrawer = ({ operator, isSelf, onClose }: EditOperatorDrawerProps) => {
  const { t } = useTranslation('operators');
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateOperator();

  useEffect(() => {
    if (operator)
      form.setFieldsValue({ name: operator.name, phone: operator.phone, role: operator.role });
  }, [operator, form]);

  const onSave = async () => {
    if (!operator) return;
    const values = await form.validateFields();
    // Only what changed, so an unchanged role never trips the "not yourself" rule.
    const request: UpdateOperatorRequest = { operatorId: operator.id };
    if (values.name.trim() !== operator.name) request.name = values.name.trim();
    if ((values.phone ?? '').trim() !== operator.phone) request.phone = (values.phone ?? '').trim();
    if (values.role !== operator.role) request.role = values.role;
    if (Object.keys(request).length > 1) {
      try {
        await update.mutateAsync(request);
      } catch (error) {
        showFieldErrors(form, error, FIELDS);
        return;
      }
      void message.success(t('edit.done'));
    }
    onClose();
  };

  return (
    <Drawer
      open={Boolean(operator)}
      title={t('edit.title', { name: operator?.name ?? '' })}
      size={480}
      onClose={onClose}
      destroyOnHidden
      data-testid="edit-operator-drawer"
      footer={
        <SaveFooter
          onCancel={onClose}
          onSave={onSave}
          pending={update.isPending}
          testId="edit-operator-save"
        />
      }
    >
      <Form<EditValues> form={form} layout="vertical">
        <NameField />
        <PhoneField />
        <RoleField disabled={isSelf} />
      </Form>
    </Drawer>
  );
};
