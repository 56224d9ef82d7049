// The batch by spreadsheet (spec §5: at most 50 rows; "country, payment method and receiving
// currency must be chosen before the file is uploaded; the currency in the table equals the paying
// account's"): the choice (a bank account's country, or a Visa card, paid in HKD only), the
// template of that choice (XLSX, headers in the user's language; "template download failed", §8),
// the total count and amount the user counted (compared with the table's by the check), then the
// filled file (file/upload.json?kind=sheet).
import { DownloadOutlined } from '@ant-design/icons';
import { BATCH_LIMITS, PayeeMethod, type Currency } from '@tradebridge/contracts';
import { AmountInput, formatMoney, messageForCode, useLanguage } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  InputNumber,
  Radio,
  Row,
  Typography,
  type FormInstance,
  type FormRule,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { optionalMark } from '../../../components/optional-mark.tsx';
import type { BatchFileValues } from './batch-request.ts';
import { useBatchFileTab } from './use-batch-file-tab.ts';
import { WalletCurrencySelect } from './wallet-currency-select.tsx';
import { useRequiredRule } from '../../../lib/required-rule.ts';

type Tab = ReturnType<typeof useBatchFileTab>;

/** What the rows are paid to (a bank account's country, or a card), from which wallet. */
const ChoiceCard = ({
  rule,
  method,
  currency,
  available,
  template,
  onTemplate,
}: Pick<Tab, 'rule' | 'method' | 'currency' | 'available' | 'template' | 'onTemplate'>) => {
  const { t } = useTranslation('payout');
  const required = useRequiredRule();
  const language = useLanguage();
  return (
    <Card size="small" title={t('batch.file.choiceTitle')} style={{ marginBottom: 12 }}>
      <Typography.Paragraph type="secondary">{t('batch.file.choiceHint')}</Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name="method"
            label={t('fields.method')}
            required
            rules={[rule(['method'], t('fields.method'))]}
          >
            <Radio.Group data-testid="batch-file-method">
              <Radio value={PayeeMethod.Bank} data-testid="batch-file-method-bank">
                {t('method.bank')}
              </Radio>
              <Radio value={PayeeMethod.Card} data-testid="batch-file-method-card">
                {t('method.card')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        {method === PayeeMethod.Card ? null : (
          <Col xs={24} md={8}>
            <Form.Item
              name="country"
              label={t('batch.file.country')}
              required
              rules={[
                // The choice's own rule (a bank's country) runs only once its fields parse.
                required(t('batch.file.country')),
                rule(['country'], t('batch.file.country')),
              ]}
            >
              <CountrySelect data-testid="batch-file-country" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item
            name="currency"
            label={t('batch.form.currency')}
            required
            extra={
              method === PayeeMethod.Card
                ? t('batch.file.cardHkd')
                : currency && available !== undefined
                  ? t('form.available', {
                      amount: formatMoney(available, currency, { fixed: true }),
                    })
                  : t('batch.form.currencyHint')
            }
            rules={[rule(['currency'], t('batch.form.currency'))]}
          >
            <WalletCurrencySelect data-testid="batch-file-currency" />
          </Form.Item>
        </Col>
      </Row>
      <Flex vertical gap={8} align="start">
        <Button
          icon={<DownloadOutlined />}
          loading={template.isDownloading}
          onClick={() => void onTemplate()}
          data-testid="batch-template"
        >
          {t('batch.file.template')}
        </Button>
        {template.failure ? (
          <Alert
            type="error"
            showIcon
            title={messageForCode('TEMPLATE_DOWNLOAD_FAILED', language)}
            description={
              template.failure.code === 'TEMPLATE_DOWNLOAD_FAILED'
                ? undefined
                : template.failure.reason
            }
            data-testid="batch-template-failed"
          />
        ) : null}
      </Flex>
    </Card>
  );
};

/** The count and total the user counted, and the filled file. */
const FileCard = ({
  currency,
  totalRule,
}: {
  currency: Currency | undefined;
  totalRule: FormRule;
}) => {
  const { t } = useTranslation('payout');
  const required = useRequiredRule();
  const countLabel = t('batch.file.enteredCount');
  const totalLabel = t('batch.file.enteredTotal');
  return (
    <Card size="small" title={t('batch.file.fileTitle')}>
      <Typography.Paragraph type="secondary">
        {t('batch.file.fileHint', { max: BATCH_LIMITS.file })}
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="enteredCount"
            label={countLabel}
            required
            extra={t('batch.file.enteredHint')}
            rules={[
              required(countLabel),
              {
                type: 'integer',
                min: 1,
                max: BATCH_LIMITS.file,
                message: t('batch.file.countRange', { max: BATCH_LIMITS.file }),
              },
            ]}
          >
            <InputNumber
              min={1}
              max={BATCH_LIMITS.file}
              precision={0}
              style={{ width: '100%' }}
              data-testid="batch-entered-count"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="enteredTotal"
            label={totalLabel}
            required
            dependencies={['currency']}
            rules={[totalRule]}
          >
            <AmountInput
              suffix={<span>{currency ?? ''}</span>}
              maxLength={32}
              data-testid="batch-entered-total"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="fileId"
            label={t('batch.file.file')}
            required
            rules={[required(t('batch.file.file'))]}
          >
            <FileUploadField
              kinds={['sheet']}
              label={t('batch.file.file')}
              data-testid="batch-file"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};

export const BatchFileTab = ({
  form,
  onChanged,
}: {
  form: FormInstance<BatchFileValues>;
  /** Something was chosen or typed: the last check no longer holds. */
  onChanged: () => void;
}) => {
  const { t } = useTranslation('payout');
  const tab = useBatchFileTab(form, onChanged);
  return (
    <Form<BatchFileValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t('form.optional'))}
      initialValues={{ method: PayeeMethod.Bank }}
      onValuesChange={tab.onValuesChange}
      data-testid="batch-file-form"
    >
      <ChoiceCard {...tab} />
      <FileCard currency={tab.currency} totalRule={tab.totalRule} />
      {tab.template.overlay}
    </Form>
  );
};
