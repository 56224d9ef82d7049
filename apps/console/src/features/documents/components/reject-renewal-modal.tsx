// Reject a document renewal: the reason is required (the merchant sees it) and is the confirmation.
import { ZReviewRenewalRequest, type Renewal } from '@tradebridge/contracts';
import { Alert, App, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, showFieldErrors } from '../../../lib/form.ts';
import { useReviewRenewal } from '../api/review-renewal.ts';

type RejectValues = { reason: string };

const REASON_MAX = 500;

export type RejectRenewalModalProps = {
  renewal: Renewal;
  open: boolean;
  onClose: () => void;
  /** After the rejection was recorded. */
  onRejected: (renewal: Renewal) => void;
};

export const RejectRenewalModal = ({
  renewal,
  open,
  onClose,
  onRejected,
}: RejectRenewalModalProps) => {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<RejectValues>();
  const review = useReviewRenewal();

  const onOk = async () => {
    const { reason } = await form.validateFields();
    let rejected: Renewal;
    try {
      rejected = await review.mutateAsync({
        renewalId: renewal.id,
        approve: false,
        reason: reason.trim(),
      });
    } catch (error) {
      showFieldErrors(form, error, ['reason']);
      return;
    }
    void message.success(t('reject.done'));
    onRejected(rejected);
  };

  return (
    <Modal
      open={open}
      title={t('reject.title')}
      okText={t('reject.confirm')}
      cancelText={tCommon('cancel')}
      okButtonProps={{ danger: true, ...{ 'data-testid': 'reject-confirm' } }}
      confirmLoading={review.isPending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('reject.help')} />
        <Form<RejectValues> form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('reject.reason')}
            rules={[
              { required: true, whitespace: true, message: t('reject.reasonRequired') },
              schemaRule(ZReviewRenewalRequest.shape.reason, t('reject.reasonTooLong')),
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={REASON_MAX}
              showCount
              placeholder={t('reject.reasonPlaceholder')}
              data-testid="reject-reason"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
};
