// Adding or changing a goods order of a contract: every field of ZOrderFields, checked as it is
// typed with the schema the server parses it with. The total is filled in from quantity × unit
// price as they are typed, exactly at the contract currency's scale (orderTotalOf); a product with
// more decimals than the currency has is flagged instead (a total is never rounded). A new order
// is sent with one Idempotency-Key per submission; a change with the version it was read at.
import {
  orderRowProblems,
  ShipmentState,
  ZOrderFields,
  type Currency,
  type Order,
} from '@tradebridge/contracts';
import { AmountInput, useLanguage, validationReasonText } from '@tradebridge/ui';
import {
  Alert,
  App,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Typography,
  type ButtonProps,
  type FormRule,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select.tsx';
import { showSubmitFailure, useSchemaRules } from '../../../lib/schema-rules.ts';
import { useAddOrder } from '../api/add-order.ts';
import { useEditOrder } from '../api/edit-order.ts';
import { GOODS_TYPES, SHIPMENT_NAMES, SHIPMENT_STATES, codeOptions } from './labels.ts';
import { orderRequestOf, orderTotal, orderValuesOf, type OrderValues } from './order-form.ts';
import { FormField } from './form-field.tsx';
import { useSubmissionKey } from '../../../lib/submission-key.ts';

export type OrderFormTarget = { contractId: string; currency: Currency; order?: Order };

const known = (path: string) => path;

const OrderForm = ({ target, onClose }: { target: OrderFormTarget; onClose: () => void }) => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrderValues>();
  const add = useAddOrder();
  const edit = useEditOrder();
  const submission = useSubmissionKey('order-add');
  const rule = useSchemaRules(ZOrderFields, orderRequestOf);
  const [problems, setProblems] = useState<string[]>([]);
  const { currency, order } = target;
  const quantity = Form.useWatch('quantity', form);
  const unitPrice = Form.useWatch('unitPrice', form);
  const computed = orderTotal(quantity, unitPrice, currency);

  const field = (name: keyof OrderValues) => t(`order.${name}`);
  const rules = (name: keyof OrderValues): FormRule[] => [rule([name], field(name))];
  const item = (name: keyof OrderValues, required = true) => ({
    name,
    label: field(name),
    required,
    rules: rules(name),
  });

  /** The schema's rule, then the exact product in the contract's currency. */
  const totalRule: FormRule = ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as OrderValues;
      const [problem] = orderRowProblems(
        {
          quantity: values.quantity ?? '',
          unitPrice: values.unitPrice ?? '',
          total: values.total ?? '',
        },
        currency,
      );
      if (!problem) return;
      if (!values.total?.trim()) throw new Error(t('orderForm.totalRequired'));
      const reason = validationReasonText(problem[1], language);
      throw new Error(
        reason
          ? reason.charAt(0).toLocaleUpperCase(language) + reason.slice(1)
          : t('orderForm.totalInvalid'),
      );
    },
  });

  const onAmounts = (changed: Partial<OrderValues>, all: OrderValues) => {
    if (!('quantity' in changed) && !('unitPrice' in changed)) return;
    const next = orderTotal(all.quantity, all.unitPrice, currency);
    if (next.kind === 'exact') form.setFieldValue('total', next.total);
    else if (next.kind === 'inexact') form.setFieldValue('total', '');
    if (form.isFieldTouched('total') || next.kind !== 'none')
      void form.validateFields(['total']).catch(() => undefined);
  };

  const onSubmit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const fields = orderRequestOf(form.getFieldsValue(true) as OrderValues);
    try {
      if (order) {
        await edit.mutateAsync({ ...fields, orderId: order.id, version: order.version });
      } else {
        await submission.send({ ...fields, contractId: target.contractId }, add.mutateAsync);
      }
    } catch (error) {
      showSubmitFailure(form, error, known, setProblems);
      return;
    }
    void message.success(order ? t('orderForm.saved') : t('orderForm.added'));
    onClose();
  };

  return (
    <Modal
      open
      width={820}
      title={order ? t('orderForm.editTitle', { orderNo: order.orderNo }) : t('orderForm.addTitle')}
      okText={order ? t('orderForm.save') : t('orderForm.add')}
      cancelText={t('form.cancel')}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ 'data-testid': 'order-submit' } as ButtonProps}
      destroyOnHidden
      data-testid="order-modal"
    >
      <Form<OrderValues>
        form={form}
        layout="vertical"
        initialValues={
          order ? orderValuesOf(order) : { shipment: ShipmentState.NotShipped, orderedAt: dayjs() }
        }
        onValuesChange={(changed, all) => {
          setProblems([]);
          onAmounts(changed, all);
        }}
        data-testid="order-form"
      >
        <Row gutter={16}>
          <FormField {...item('orderNo')}>
            <Input maxLength={64} data-testid="order-orderNo" />
          </FormField>
          <FormField {...item('name')}>
            <Input maxLength={200} data-testid="order-name" />
          </FormField>
          <FormField span={{ xs: 24 }} {...item('description', false)}>
            <Input.TextArea
              maxLength={500}
              autoSize={{ minRows: 1, maxRows: 3 }}
              data-testid="order-description"
            />
          </FormField>
          <FormField {...item('origin')}>
            <CountrySelect placeholder={t('form.choose')} data-testid="order-origin" />
          </FormField>
          <FormField {...item('category')}>
            <Select
              placeholder={t('form.choose')}
              options={codeOptions(GOODS_TYPES, (type) => t(`goodsType.${type}`))}
              data-testid="order-category"
            />
          </FormField>
          <FormField span={{ xs: 24, md: 8 }} {...item('quantity')}>
            <AmountInput maxLength={20} data-testid="order-quantity" />
          </FormField>
          <FormField span={{ xs: 24, md: 8 }} {...item('unitPrice')}>
            <AmountInput suffix={currency} maxLength={24} data-testid="order-unitPrice" />
          </FormField>
          <FormField
            span={{ xs: 24, md: 8 }}
            name="total"
            label={field('total')}
            required
            rules={[totalRule]}
            extra={
              computed.kind === 'exact' ? (
                <span data-testid="order-total-hint">{t('orderForm.totalFilled')}</span>
              ) : null
            }
          >
            <AmountInput suffix={currency} maxLength={32} data-testid="order-total" />
          </FormField>
          {computed.kind === 'inexact' ? (
            <Col xs={24}>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('orderForm.inexact', {
                  product: computed.product,
                  currency,
                })}
                description={t('orderForm.inexactHint')}
                data-testid="order-total-inexact"
              />
            </Col>
          ) : null}
          <FormField {...item('payer')}>
            <Input maxLength={140} data-testid="order-payer" />
          </FormField>
          <FormField {...item('orderedAt')}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              style={{ width: '100%' }}
              data-testid="order-orderedAt"
            />
          </FormField>
          <FormField {...item('logisticsProvider', false)}>
            <Input maxLength={100} data-testid="order-logisticsProvider" />
          </FormField>
          <FormField {...item('trackingNumber', false)}>
            <Input maxLength={64} data-testid="order-trackingNumber" />
          </FormField>
          <FormField span={{ xs: 24 }} {...item('shipment')}>
            <Radio.Group
              optionType="button"
              options={codeOptions(SHIPMENT_STATES, (state) =>
                t(`shipment.${SHIPMENT_NAMES[state]}`),
              )}
              data-testid="order-shipment"
            />
          </FormField>
        </Row>
        {problems.length > 0 ? (
          <Alert type="error" showIcon title={problems.join('; ')} data-testid="order-problems" />
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('orderForm.currencyNote', { currency })}
        </Typography.Text>
      </Form>
    </Modal>
  );
};

/** The modal while `target` is set. */
export const OrderFormModal = ({
  target,
  onClose,
}: {
  target: OrderFormTarget | null;
  onClose: () => void;
}) => (target ? <OrderForm target={target} onClose={onClose} /> : null);
