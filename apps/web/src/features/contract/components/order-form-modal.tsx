// Adding or changing a goods order of a contract: every field of ZOrderFields, checked as it is
// typed with the schema the server parses it with. The total is filled in from quantity × unit
// price as they are typed, exactly at the contract currency's scale (orderTotalOf); a product with
// more decimals than the currency has is flagged instead (a total is never rounded). A new order
// is sent with one Idempotency-Key per submission; a change with the version it was read at.
import type { Currency } from '@tradebridge/contracts';
import { AmountInput } from '@tradebridge/ui';
import {
  Alert,
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
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FormProblems } from '../../../components/form-page.tsx';
import { GOODS_TYPES, SHIPMENT_NAMES, SHIPMENT_STATES } from './labels.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import type { OrderFormTarget, OrderValues } from './order-form.ts';
import { FormField } from './form-field.tsx';
import { useOrderForm } from './use-order-form.ts';

export type { OrderFormTarget } from './order-form.ts';

/** The order's fields, the total's hint and, when the product has too many decimals, the warning. */
const OrderFields = ({
  f,
  currency,
}: {
  f: ReturnType<typeof useOrderForm>;
  currency: Currency;
}) => {
  const { t } = useTranslation('contract');
  const { item, computed } = f;
  return (
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
        label={f.field('total')}
        required
        rules={[f.totalRule]}
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
          options={codeOptions(SHIPMENT_STATES, (state) => t(`shipment.${SHIPMENT_NAMES[state]}`))}
          data-testid="order-shipment"
        />
      </FormField>
    </Row>
  );
};

const OrderForm = ({ target, onClose }: { target: OrderFormTarget; onClose: () => void }) => {
  const { t } = useTranslation('contract');
  const f = useOrderForm(target, onClose);
  const { currency, order } = target;
  return (
    <Modal
      open
      width={820}
      title={order ? t('orderForm.editTitle', { orderNo: order.orderNo }) : t('orderForm.addTitle')}
      okText={order ? t('orderForm.save') : t('orderForm.add')}
      cancelText={t('form.cancel')}
      onOk={f.onSubmit}
      onCancel={onClose}
      confirmLoading={f.submitting}
      okButtonProps={{ 'data-testid': 'order-submit' } as ButtonProps}
      destroyOnHidden
      data-testid="order-modal"
    >
      <Form<OrderValues>
        form={f.form}
        layout="vertical"
        initialValues={f.initialValues}
        onValuesChange={f.onValuesChange}
        data-testid="order-form"
      >
        <OrderFields f={f} currency={currency} />
        <FormProblems problems={f.problems} testId="order-problems" spaced={false} />
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
