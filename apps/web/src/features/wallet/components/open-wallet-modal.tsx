// Opens a wallet in one of the currencies the merchant does not hold yet (wallet/open.json).
import { CURRENCY_CODES, type Currency, type WalletBalance } from '@tradebridge/contracts';
import { currencyName, useLanguage } from '@tradebridge/ui';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useOpenWallet } from '../api/open-wallet.ts';

export const OpenWalletModal = ({
  held,
  onClose,
}: {
  held: WalletBalance[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ currency: Currency }>();
  const open = useOpenWallet();
  const heldCodes = new Set(held.map((w) => w.currency));
  const choices = CURRENCY_CODES.filter((code) => !heldCodes.has(code));

  const onOk = async () => {
    const { currency } = await form.validateFields();
    try {
      await open.mutateAsync(currency);
      void message.success(t('open.done', { currency }));
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  };

  return (
    <Modal
      open
      title={t('open.title')}
      okText={t('open.submit')}
      onOk={() => void onOk()}
      confirmLoading={open.isPending}
      onCancel={onClose}
      okButtonProps={{ disabled: choices.length === 0 }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="currency"
          label={t('open.currency')}
          extra={choices.length === 0 ? t('open.allHeld') : t('open.hint')}
          rules={[{ required: true, message: t('open.currencyRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('open.currencyPlaceholder')}
            data-testid="open-wallet-currency"
            options={choices.map((code) => ({
              value: code,
              label: `${code} · ${currencyName(code, language)}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
