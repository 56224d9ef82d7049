// The sandbox bank's end-of-day statement (camt.053) of one account and day, saved as its XML
// file: what a treasury system would fetch to reconcile the collections with the bank.
import { saveFile } from '@tradebridge/ui';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBankStatement } from '../api/get-bank-statement.ts';

type Values = { account: string; date: Dayjs };

export const StatementModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('collection');
  const [form] = Form.useForm<Values>();
  const statement = useBankStatement();
  const onFinish = async ({ account, date }: Values) => {
    const day = date.format('YYYY-MM-DD');
    const file = await statement.mutateAsync({ account: account.trim(), date: day });
    saveFile(file.blob, file.fileName ?? `camt053-${account.trim()}-${day}.xml`);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('statement.title')}
      okText={t('statement.download')}
      onOk={() => form.submit()}
      confirmLoading={statement.isPending}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'statement-download' } }}
    >
      <Typography.Paragraph type="secondary">{t('statement.note')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ date: dayjs() }}
        onFinish={(values) => void onFinish(values).catch(() => undefined)}
        data-testid="statement-form"
      >
        <Form.Item
          name="account"
          label={t('statement.account')}
          rules={[{ required: true, whitespace: true, message: t('statement.accountRequired') }]}
        >
          <Input maxLength={34} data-testid="statement-account" />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('statement.date')}
          rules={[{ required: true, message: t('statement.dateRequired') }]}
        >
          <DatePicker
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            data-testid="statement-date"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
