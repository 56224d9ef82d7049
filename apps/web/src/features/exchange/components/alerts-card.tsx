// Rate alerts: be told once (by notice and e-mail, per the notification settings) when a pair's
// mid rate goes above or below a level. The list shows each alert active, or triggered with the
// rate that crossed the level and when; an alert is removed after asking. A new one is added in a
// dialog, for the pair on screen unless another is chosen, beside that pair's mid rate. At most
// MAX_RATE_ALERTS are active: the error catalogue's RATE_ALERTS_FULL says so.
import { BellOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AlertDirection,
  AlertState,
  MAX_RATE_ALERTS,
  zRate,
  type AddRateAlertRequest,
  type Currency,
} from '@tradebridge/contracts';
import {
  AmountInput,
  formatDateTime,
  formatRate,
  isApiError,
  messageForCode,
  useLanguage,
  WIDE_TABLE,
} from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Modal,
  Radio,
  Table,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../lib/confirmed-action.ts';
import { useAddAlert } from '../api/add-alert.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import { useRate } from '../api/get-rate.ts';
import { useAlerts, type RateAlert } from '../api/list-alerts.ts';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import type { Pair } from './labels.ts';

type Values = {
  sellCurrency: Currency;
  buyCurrency: Currency;
  direction: AddRateAlertRequest['direction'];
  level: string;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

const AddAlertModal = ({ pair, onClose }: { pair: Pair; onClose: () => void }) => {
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
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
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

export const AlertsCard = ({ pair }: { pair: Pair }) => {
  const { t } = useTranslation('exchange');
  const language = useLanguage();
  const { message } = App.useApp();
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const confirm = useConfirmedAction();
  const [adding, setAdding] = useState(false);
  const active = alerts.data?.filter((a) => a.state === AlertState.Active).length ?? 0;
  const full = active >= MAX_RATE_ALERTS;

  const conditionOf = (alert: RateAlert) =>
    t(alert.direction === AlertDirection.Above ? 'alerts.whenAbove' : 'alerts.whenBelow', {
      rate: t('rate.line', {
        from: alert.sellCurrency,
        rate: formatRate(alert.level),
        to: alert.buyCurrency,
      }),
    });

  const onDelete = (alert: RateAlert) =>
    confirm({
      title: t('alerts.deleteTitle'),
      content: conditionOf(alert),
      okText: t('alerts.delete'),
      okTestId: 'alert-delete-confirm',
      cancelText: t('cancel'),
      run: () => remove.mutateAsync(alert.id),
      onFailure: (error) => void message.error(error instanceof Error ? error.message : ''),
      done: t('alerts.deleted'),
    });

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <BellOutlined />
          <span>{t('alerts.title')}</span>
          {alerts.data ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {t('alerts.activeCount', { active, max: MAX_RATE_ALERTS })}
            </Typography.Text>
          ) : null}
        </Flex>
      }
      extra={
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={!alerts.data || full}
          onClick={() => setAdding(true)}
          data-testid="alert-add"
        >
          {t('alerts.add')}
        </Button>
      }
      data-testid="rate-alerts"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('alerts.hint')}
        </Typography.Text>
        {full ? (
          <Alert
            type="warning"
            showIcon
            title={messageForCode('RATE_ALERTS_FULL', language, { max: MAX_RATE_ALERTS })}
            data-testid="alerts-full"
          />
        ) : null}
        {alerts.isError && !alerts.data ? (
          <Alert
            type="error"
            showIcon
            title={t('alerts.loadFailed')}
            description={alerts.error.message}
            action={
              <Button size="small" onClick={() => void alerts.refetch()}>
                {t('retry')}
              </Button>
            }
            data-testid="alerts-failed"
          />
        ) : (
          <Table<RateAlert>
            rowKey="id"
            size="small"
            loading={alerts.isFetching}
            dataSource={alerts.data ?? []}
            pagination={false}
            {...WIDE_TABLE}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('alerts.empty')}
                  data-testid="alerts-empty"
                />
              ),
            }}
            data-testid="alerts-table"
            columns={[
              {
                title: t('alerts.condition'),
                key: 'condition',
                render: (_, a) => (
                  <span style={nowrap} data-testid="alert-condition">
                    {conditionOf(a)}
                  </span>
                ),
              },
              {
                title: t('alerts.state'),
                key: 'state',
                render: (_, a) =>
                  a.state === AlertState.Triggered ? (
                    <Tag color="success" data-testid="alert-state" data-state={a.state}>
                      {t('alerts.triggered')}
                    </Tag>
                  ) : (
                    <Tag color="processing" data-testid="alert-state" data-state={a.state}>
                      {t('alerts.active')}
                    </Tag>
                  ),
              },
              {
                title: t('alerts.when'),
                key: 'when',
                render: (_, a) =>
                  a.state === AlertState.Triggered ? (
                    <Flex vertical gap={0} style={nowrap} data-testid="alert-triggered">
                      <span>
                        {t('alerts.triggeredAt', {
                          rate: formatRate(a.triggeredRate),
                        })}
                      </span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(a.triggeredAt)}
                      </Typography.Text>
                    </Flex>
                  ) : (
                    <Flex vertical gap={0} style={nowrap}>
                      <span>{t('alerts.createdAt')}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(a.createdAt)}
                      </Typography.Text>
                    </Flex>
                  ),
              },
              {
                title: t('alerts.actions'),
                key: 'actions',
                fixed: 'right',
                align: 'center',
                onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
                render: (_, a) => (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('alerts.delete')}
                    onClick={() => onDelete(a)}
                    data-testid="alert-delete"
                  />
                ),
              },
            ]}
          />
        )}
      </Flex>
      {adding ? <AddAlertModal pair={pair} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
};
