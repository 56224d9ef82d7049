// Declining a payment or a whole batch asks why: the person who submitted it is told the reason.
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

export const DeclineModal = ({
  open,
  pending,
  title,
  onCancel,
  onDecline,
}: {
  open: boolean;
  pending: boolean;
  /** The modal's title when it is not the single payment's. */
  title?: string;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) => {
  const { t } = useTranslation('payout');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ reason: string }>();
  const label = t('approve.reason');
  return (
    <Modal
      open={open}
      title={title ?? t('approve.declineTitle')}
      onCancel={onCancel}
      destroyOnHidden
      okText={t('approve.decline')}
      cancelText={t('cancel')}
      okButtonProps={
        { danger: true, loading: pending, 'data-testid': 'payout-decline-confirm' } as ButtonProps
      }
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onDecline(values.reason.trim()))
          .catch(() => undefined)
      }
      data-testid="payout-decline-modal"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          extra={t('approve.reasonHint')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: tc('validation.required', { field: label }),
            },
          ]}
        >
          <Input.TextArea
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            data-testid="payout-decline-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
