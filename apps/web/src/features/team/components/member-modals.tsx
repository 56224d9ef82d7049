// Invite a member, and edit a member's name and permissions.
import type { Member, PermissionId, RegisterType } from '@tradebridge/contracts';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountFields, accountOfValues } from '../../../components/account-fields.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatAccount } from '../../../lib/format.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { MemberFormFields } from './member-form-fields.tsx';

const MODAL_WIDTH = 680;

type InviteValues = {
  registerType: RegisterType;
  loginAccount: string;
  areaCode?: string;
  name: string;
  authIdList: PermissionId[];
};

export const InviteMemberModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const { mutate, isPending } = useInviteMember();

  const onFinish = (values: InviteValues) =>
    mutate(
      { ...accountOfValues(values), name: values.name.trim(), authIdList: values.authIdList },
      {
        onSuccess: (member) => {
          void message.success(t('invite.sent', { account: formatAccount(member) }), 6);
          form.resetFields();
          onClose();
        },
        onError: (error) =>
          applyFormError(form, error, { codeToField: { ACCOUNT_EXISTS: 'loginAccount' } }),
      },
    );

  return (
    <Modal
      open={open}
      title={t('invite.title')}
      width={MODAL_WIDTH}
      okText={t('invite.submit')}
      okButtonProps={{ loading: isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<InviteValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ authIdList: [] }}
        data-testid="invite-form"
      >
        <AccountFields />
        <MemberFormFields />
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('invite.howItWorks')}
      </Typography.Paragraph>
    </Modal>
  );
};

type EditValues = { name: string; authIdList: PermissionId[] };

export const EditMemberModal = ({ member, onClose }: { member?: Member; onClose: () => void }) => {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const { mutate, isPending } = useUpdateMember();

  const onFinish = (values: EditValues) => {
    if (!member) return;
    mutate(
      { userId: member.id, name: values.name.trim(), authIdList: values.authIdList },
      {
        onSuccess: () => {
          void message.success(t('edit.saved'));
          onClose();
        },
        onError: (error) => applyFormError(form, error),
      },
    );
  };

  return (
    <Modal
      open={Boolean(member)}
      title={member ? t('edit.title', { name: member.name }) : ''}
      width={MODAL_WIDTH}
      okText={t('edit.submit')}
      okButtonProps={{ loading: isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {member ? (
        <Form<EditValues>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          initialValues={{ name: member.name, authIdList: member.authIdList as PermissionId[] }}
          data-testid="edit-member-form"
        >
          <MemberFormFields />
        </Form>
      ) : null}
    </Modal>
  );
};
