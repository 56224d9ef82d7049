// Reject a case: the reason is required (the merchant sees it, at most 500 characters) and is the
// confirmation. The decision names the version the operator looked at.
import { ZRejectCaseRequest, type CaseDetail } from '@tradebridge/contracts';
import { Alert, App, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, showFieldErrors } from '../../../lib/form.ts';
import { isStaleCase } from '../api/case-changed.ts';
import { useRejectCase } from '../api/reject-case.ts';

type RejectValues = { reason: string };

export const REASON_MAX = 500;

export type RejectCaseModalProps = {
  detail: CaseDetail;
  open: boolean;
  onClose: () => void;
};

export const RejectCaseModal = ({ detail, open, onClose }: RejectCaseModalProps) => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<RejectValues>();
  const reject = useRejectCase();

  const onOk = async () => {
    const { reason } = await form.validateFields();
    try {
      await reject.mutateAsync({
        caseId: detail.id,
        version: detail.version,
        reason: reason.trim(),
      });
    } catch (error) {
      // A stale case was refetched and said so: the operator looks again before deciding.
      if (isStaleCase(error)) onClose();
      else showFieldErrors(form, error, ['reason']);
      return;
    }
    void message.success(t('reject.done'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('reject.title')}
      okText={t('reject.confirm')}
      cancelText={tCommon('cancel')}
      okButtonProps={{ danger: true, ...{ 'data-testid': 'reject-confirm' } }}
      confirmLoading={reject.isPending}
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
              schemaRule(ZRejectCaseRequest.shape.reason, t('reasonTooLong')),
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
