// State of the order form (order-form-modal.tsx): the form and its rules (the schema's, and the
// total exactly quantity × unit price at the contract currency's scale), the total filled in as
// the amounts are typed, and the submission — a new order with one Idempotency-Key per
// submission, a change with the version it was read at.
import { orderRowProblems, ShipmentState, ZOrderFields } from '@tradebridge/contracts';
import { useLanguage, validationReasonText } from '@tradebridge/ui';
import { App, Form, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { capitalize, useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useAddOrder } from '../api/add-order.ts';
import { useEditOrder } from '../api/edit-order.ts';
import {
  orderRequestOf,
  orderTotal,
  orderValuesOf,
  type OrderFormTarget,
  type OrderValues,
} from './order-form.ts';

const known = (path: string) => path;

export const useOrderForm = (target: OrderFormTarget, onClose: () => void) => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrderValues>();
  const add = useAddOrder();
  const edit = useEditOrder();
  const submission = useSubmissionKey('order-add');
  const rule = useSchemaRules(ZOrderFields, orderRequestOf);
  const { problems, clearProblems, validate, showFailure } = useFormProblems(form, known);
  const { currency, order } = target;
  const quantity = Form.useWatch('quantity', form);
  const unitPrice = Form.useWatch('unitPrice', form);
  const computed = orderTotal(quantity, unitPrice, currency);

  const field = (name: keyof OrderValues) => t(`order.${name}`);
  const item = (name: keyof OrderValues, required = true) => ({
    name,
    label: field(name),
    required,
    rules: [rule([name], field(name))],
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
      throw new Error(reason ? capitalize(reason, language) : t('orderForm.totalInvalid'));
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
    if (!(await validate())) return;
    const fields = orderRequestOf(form.getFieldsValue(true) as OrderValues);
    try {
      if (order) {
        await edit.mutateAsync({ ...fields, orderId: order.id, version: order.version });
      } else {
        await submission.send({ ...fields, contractId: target.contractId }, add.mutateAsync);
      }
    } catch (error) {
      showFailure(error);
      return;
    }
    void message.success(order ? t('orderForm.saved') : t('orderForm.added'));
    onClose();
  };

  return {
    form,
    initialValues: order
      ? orderValuesOf(order)
      : { shipment: ShipmentState.NotShipped, orderedAt: dayjs() },
    computed,
    field,
    item,
    totalRule,
    problems,
    onValuesChange: (changed: Partial<OrderValues>, all: OrderValues) => {
      clearProblems();
      onAmounts(changed, all);
    },
    submitting: add.isPending || edit.isPending,
    onSubmit: () => void onSubmit(),
  };
};
