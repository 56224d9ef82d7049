// Ask for materials again: the operator ticks the case's files to be replaced (each named in words,
// "Legal person Chen Jing — ID front") and gives the reason the merchant sees. The request sends
// their material keys; the merchant replaces exactly those and the case comes back for review.
import { ZRequestReuploadRequest, zMaterialKey, type CaseDetail } from '@tradebridge/contracts';
import { Alert, App, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, showFieldErrors } from '../../../lib/form.ts';
import { isStaleCase } from '../api/case-changed.ts';
import { useRequestReupload } from '../api/request-reupload.ts';
import { pathLabel } from './case-labels.tsx';
import { REASON_MAX } from '../../../components/reason-modal.tsx';

type ReuploadValues = { items: string[]; reason: string };

export type ReuploadModalProps = {
  detail: CaseDetail;
  open: boolean;
  onClose: () => void;
};

export const ReuploadModal = ({ detail, open, onClose }: ReuploadModalProps) => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<ReuploadValues>();
  const request = useRequestReupload();
  // Only what the merchant can replace: the draft's files and the agreement, not the liveness captures.
  const materials = detail.files.filter((file) => zMaterialKey.safeParse(file.key).success);

  const onOk = async () => {
    const { items, reason } = await form.validateFields();
    try {
      await request.mutateAsync({
        caseId: detail.id,
        version: detail.version,
        reason: reason.trim(),
        // In the case's order, whatever order they were ticked in.
        items: materials.map((file) => file.key).filter((key) => items.includes(key)),
      });
    } catch (error) {
      if (isStaleCase(error)) onClose();
      else showFieldErrors(form, error, ['items', 'reason']);
      return;
    }
    void message.success(t('reupload.done'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('reupload.title')}
      okText={t('reupload.confirm')}
      cancelText={tCommon('cancel')}
      okButtonProps={{ ...{ 'data-testid': 'reupload-confirm' } }}
      confirmLoading={request.isPending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('reupload.help')} />
        <Form<ReuploadValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ items: [] }}
        >
          <Form.Item
            name="items"
            label={t('reupload.items')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('reupload.itemsRequired') },
            ]}
          >
            <Checkbox.Group style={{ width: '100%' }} data-testid="reupload-items">
              <Flex vertical gap={8}>
                {materials.map((file) => (
                  <Checkbox
                    key={file.key}
                    value={file.key}
                    data-testid={`reupload-item-${file.key}`}
                  >
                    <Flex vertical component="span">
                      <span>{pathLabel(file.key, detail.draft, t)}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {file.name}
                      </Typography.Text>
                    </Flex>
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('reupload.reason')}
            rules={[
              { required: true, whitespace: true, message: t('reupload.reasonRequired') },
              schemaRule(ZRequestReuploadRequest.shape.reason, t('reasonTooLong')),
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={REASON_MAX}
              showCount
              placeholder={t('reupload.reasonPlaceholder')}
              data-testid="reupload-reason"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
};
