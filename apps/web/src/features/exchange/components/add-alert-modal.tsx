// The dialog that adds a rate alert (alerts-card.tsx): the pair (the one on screen unless another
// is chosen; never the same currency twice), above or below, and the level beside the pair's mid
// rate. The server's field problems go onto their fields.
import {
  AlertDirection,
  zRate,
  type AddRateAlertRequest,
  type Currency,
} from '@tradebridge/contracts';
import { AmountInput, formatRate, isApiError } from '@tradebridge/ui';
import { Alert, App, Flex, Form, Modal, Radio, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { useAddAlert } from '../api/add-alert.ts';
import { useRate } from '../api/get-rate.ts';
import type { Pair } from './labels.ts';
import { validValues } from '../../../lib/valid-values.ts';

type Values = {
  sellCurrency: Currency;
  buyCurrency: Currency;
  direction: AddRateAlertRequest['direction'];
  level: string;
};

export const AddAlertModal = ({ pair, onClose }: { pair: Pair; onClose: () => void }) => {
  const { t } = useTranslation('exchange');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddAlert();
  const [problem, setProblem] = useState<string | null>(null);
  const sell = Form.useWatch('sellCurrency', form) ?? pair.sellCurrency;
  const buy = Form.useWatch('buyCurrency', form) ?? pair.buyCurrency;
  const rate = useRate(sell !== buy ? { sellCurrency: sell, buyCurrency: buy } : null);
  const levelLabel = t('alerts.level');

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
    setProblem(null);
    try {
      await add.mutateAsync({ ...values, level: values.level.trim() });
    } catch (error) {
      const field = isApiError(error) ? error.fields[0] : undefined;
      if (field && ['level', 'buyCurrency', 'sellCurrency', 'direction'].includes(field.field))
        form.setFields([{ name: field.field as keyof Values, errors: [field.message] }]);
      else setProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    void message.success(t('alerts.added'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('alerts.addTitle')}
      onCancel={onClose}
      onOk={() => void onOk()}
      okText={t('alerts.add')}
      okButtonProps={{ loading: add.isPending, 'data-testid': 'alert-add-submit' } as ButtonProps}
      cancelText={t('cancel')}
      destroyOnHidden
      data-testid="alert-add-modal"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ ...pair, direction: AlertDirection.Above }}
        onValuesChange={(changed: Partial<Values>) => {
          // Never the same currency twice: choosing the other side's currency swaps them.
          if (changed.sellCurrency && changed.sellCurrency === form.getFieldValue('buyCurrency'))
            form.setFieldValue('buyCurrency', sell);
          if (changed.buyCurrency && changed.buyCurrency === form.getFieldValue('sellCurrency'))
            form.setFieldValue('sellCurrency', buy);
          setProblem(null);
        }}
        data-testid="alert-form"
      >
        <Flex gap={12} wrap>
          <Form.Item name="sellCurrency" label={t('pair.sell')} style={{ flex: '1 1 140px' }}>
            <CurrencySelect data-testid="alert-sell" />
          </Form.Item>
          <Form.Item name="buyCurrency" label={t('pair.buy')} style={{ flex: '1 1 140px' }}>
            <CurrencySelect data-testid="alert-buy" />
          </Form.Item>
        </Flex>
        <Form.Item name="direction" label={t('alerts.direction')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: AlertDirection.Above, label: t('alerts.above') },
              { value: AlertDirection.Below, label: t('alerts.below') },
            ]}
            data-testid="alert-direction"
          />
        </Form.Item>
        <Form.Item
          name="level"
          label={t('alerts.levelOf', { from: sell, to: buy })}
          extra={
            rate.data && rate.data.sellCurrency === sell && rate.data.buyCurrency === buy ? (
              <span data-testid="alert-current">
                {t('alerts.current', {
                  rate: t('rate.line', {
                    from: sell,
                    rate: formatRate(rate.data.midRate),
                    to: buy,
                  }),
                })}
              </span>
            ) : undefined
          }
          validateFirst
          rules={[
            {
              required: true,
              whitespace: true,
              message: tc('validation.required', { field: levelLabel }),
            },
            {
              validator: (_, value: string) =>
                zRate.safeParse(value).success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('alerts.levelInvalid'))),
            },
          ]}
        >
          <AmountInput maxLength={24} suffix={buy} data-testid="alert-level" />
        </Form.Item>
        {problem ? (
          <Alert type="error" showIcon title={problem} data-testid="alert-problem" />
        ) : null}
      </Form>
    </Modal>
  );
};
