// Freeze a merchant (admin, reviewer): the reason is required; the merchant's users see it.
import { ZFreezeMerchantRequest, type MerchantDetail } from '@tradebridge/contracts';
import { Alert, App, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '../../../components/reason-modal.tsx';
import { schemaRule, showFieldErrors } from '../../../lib/form.ts';
import { useFreezeMerchant } from '../api/freeze-merchant.ts';

type FreezeValues = { reason: string };

export type FreezeModalProps = { merchant: MerchantDetail; open: boolean; onClose: () => void };

export const FreezeModal = ({ merchant, open, onClose }: FreezeModalProps) => {
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<FreezeValues>();
  const freeze = useFreezeMerchant();

  const onOk = async () => {
    const { reason } = await form.validateFields();
    try {
      await freeze.mutateAsync({ merchantId: merchant.id, reason: reason.trim() });
    } catch (error) {
      showFieldErrors(form, error, ['reason']);
      return;
    }
    void message.success(t('freeze.done'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('freeze.title', { merchant: merchant.name })}
      okText={t('freeze.confirm')}
      cancelText={tCommon('cancel')}
      okButtonProps={{ danger: true, ...{ 'data-testid': 'freeze-confirm' } }}
      confirmLoading={freeze.isPending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('freeze.warning')} />
        <Form<FreezeValues> form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('freeze.reason')}
            rules={[
              { required: true, whitespace: true, message: t('freeze.reasonRequired') },
              schemaRule(ZFreezeMerchantRequest.shape.reason, t('freeze.reasonTooLong')),
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={REASON_MAX}
              showCount
              placeholder={t('freeze.reasonPlaceholder')}
              data-testid="freeze-reason"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
};
