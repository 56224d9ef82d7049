// The trading window (read: admin, reviewer, finance; change: admin, finance): the IANA time zone it
// is kept in, the weekday and time it opens and closes each week, and the currencies whose pairs
// trade around the clock; above the form, the window in one sentence as it will read once saved,
// and whether exchanges are open right now. Saving asks first, naming the new window in words.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  CURRENCY_CODES,
  isTimeZone,
  isTradingOpen,
  ZTradingWindow,
  type Currency,
  type TradingWindow,
} from '@tradebridge/contracts';
import { isApiError, useLanguage } from '@tradebridge/ui';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form.ts';
import { useSaveWindow } from '../api/save-window.ts';
import { alwaysOpenSentence, hoursSentence, WEEKDAYS } from './window-sentence.ts';

type WindowValues = {
  timeZone: string;
  opensDay: number;
  opensTime: string;
  closesDay: number;
  closesTime: string;
  alwaysOpen: Currency[];
};

const valuesOf = (window: TradingWindow): WindowValues => ({
  timeZone: window.timeZone,
  opensDay: window.opens.weekday,
  opensTime: window.opens.time,
  closesDay: window.closes.weekday,
  closesTime: window.closes.time,
  alwaysOpen: window.alwaysOpen,
});

const windowOf = (values: WindowValues): TradingWindow => ({
  timeZone: values.timeZone.trim(),
  opens: { weekday: values.opensDay, time: values.opensTime.trim() },
  closes: { weekday: values.closesDay, time: values.closesTime.trim() },
  alwaysOpen: values.alwaysOpen,
});

/** Whether the form holds the saved window (a typed time is compared as the server keeps it). */
const sameValues = (a: WindowValues, b: WindowValues) =>
  a.timeZone?.trim() === b.timeZone &&
  a.opensDay === b.opensDay &&
  a.opensTime?.trim() === b.opensTime &&
  a.closesDay === b.closesDay &&
  a.closesTime?.trim() === b.closesTime &&
  [...(a.alwaysOpen ?? [])].sort().join() === [...b.alwaysOpen].sort().join();

/** A problem's path of the request ("opens.time") as the form's field. */
const fieldOf = (path: readonly PropertyKey[]): keyof WindowValues | undefined => {
  const [head, part] = path.map(String);
  if (head === 'timeZone' || head === 'alwaysOpen') return head;
  if (head === 'opens' || head === 'closes')
    return `${head}${part === 'weekday' ? 'Day' : 'Time'}` as keyof WindowValues;
  return undefined;
};

/** The zones this browser knows, UTC first; the saved one even when it does not know it. */
const zoneOptions = (current: string) => {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', current, ...known])].filter(Boolean);
  return zones.map((zone) => ({ value: zone, label: zone }));
};

/** "Wednesday 14:05" on the zone's wall clock now, or undefined for a zone unknown here. */
const wallClockNow = (timeZone: string, language: string) =>
  isTimeZone(timeZone)
    ? new Intl.DateTimeFormat(language, {
        timeZone,
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date())
    : undefined;

export const WindowCard = ({ window, canEdit }: { window: TradingWindow; canEdit: boolean }) => {
  const { t } = useTranslation('exchange');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<WindowValues>();
  const save = useSaveWindow();
  const typed = Form.useWatch([], form) as WindowValues | undefined;

  // The form starts from (and goes back to) what the server keeps.
  useEffect(() => {
    form.setFieldsValue(valuesOf(window));
  }, [window, form]);

  const zones = useMemo(() => zoneOptions(window.timeZone), [window.timeZone]);
  const weekdays = WEEKDAYS.map((day) => ({ value: day, label: t(`weekday.${day}`) }));
  const timeRule = [
    { required: true, whitespace: true, message: t('window.errors.timeRequired') },
    schemaRule(ZTradingWindow.shape.opens.shape.time, t('window.errors.time')),
  ];

  // What the sentence describes: the typed window while it is a valid one, else the saved one.
  const candidate = typed ? ZTradingWindow.safeParse(windowOf(typed)) : undefined;
  const shown = candidate?.success ? candidate.data : window;
  const changed = typed !== undefined && !sameValues(typed, valuesOf(window));
  // Open now for a pair outside the always-open list (any two such currencies answer alike).
  const openNow = isTradingOpen({ ...window, alwaysOpen: [] }, 'USD', 'EUR', new Date());
  const now = wallClockNow(window.timeZone, language);

  const send = async (next: TradingWindow) => {
    try {
      await save.mutateAsync(next);
    } catch (failure) {
      const fields = isApiError(failure)
        ? failure.fields.flatMap((problem) => {
            const name = fieldOf(problem.field.split('.'));
            return name ? [{ name, errors: [problem.message] }] : [];
          })
        : [];
      if (fields.length > 0) form.setFields(fields);
      else void message.error(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    void message.success(t('window.saved'));
  };

  const onSave = async () => {
    const values = await form.validateFields();
    const parsed = ZTradingWindow.safeParse(windowOf(values));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.flatMap((issue) => {
          const name = fieldOf(issue.path);
          return name ? [{ name, errors: [t(`window.errors.${name}`)] }] : [];
        }),
      );
      return;
    }
    const next = parsed.data;
    modal.confirm({
      title: t('window.confirm.title'),
      content: (
        <Flex vertical gap={8} data-testid="window-confirm">
          <Typography.Text>{hoursSentence(next, t)}</Typography.Text>
          <Typography.Text>{alwaysOpenSentence(next, t, language)}</Typography.Text>
          <Typography.Text type="secondary">{t('window.confirm.effect')}</Typography.Text>
        </Flex>
      ),
      okText: t('window.confirm.ok'),
      okButtonProps: { ...{ 'data-testid': 'window-confirm-ok' } },
      cancelText: tCommon('cancel'),
      onOk: () => send(next),
    });
  };

  return (
    <Card
      title={t('window.title')}
      extra={
        <Tag color={openNow ? 'green' : 'default'} data-testid="window-now">
          {openNow ? t('window.openNow') : t('window.closedNow')}
        </Tag>
      }
      data-testid="window-card"
    >
      <Flex vertical gap={16}>
        <Alert
          type={changed ? 'warning' : 'info'}
          showIcon
          title={
            <Flex vertical gap={4} data-testid="window-sentence">
              <span>{hoursSentence(shown, t)}</span>
              <span>{alwaysOpenSentence(shown, t, language)}</span>
            </Flex>
          }
          description={
            changed
              ? t('window.unsaved')
              : now && t('window.now', { now, timeZone: window.timeZone })
          }
        />
        <Form<WindowValues>
          form={form}
          layout="vertical"
          initialValues={valuesOf(window)}
          disabled={!canEdit || save.isPending}
          requiredMark={false}
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            name="timeZone"
            label={t('window.timeZone')}
            extra={t('window.timeZoneHelp')}
            rules={[
              { required: true, message: t('window.errors.timeZone') },
              schemaRule(ZTradingWindow.shape.timeZone, t('window.errors.timeZone')),
            ]}
          >
            <Select
              showSearch
              options={zones}
              style={{ maxWidth: 320 }}
              data-testid="window-zone"
            />
          </Form.Item>
          {(['opens', 'closes'] as const).map((edge) => (
            <Flex key={edge} gap={16} wrap align="flex-start">
              <Form.Item
                name={`${edge}Day`}
                label={t(`window.${edge}`)}
                style={{ flex: '0 1 200px', minWidth: 160 }}
              >
                <Select options={weekdays} data-testid={`window-${edge}-day`} />
              </Form.Item>
              <Form.Item
                name={`${edge}Time`}
                label={t('window.time')}
                rules={timeRule}
                style={{ flex: '0 1 140px', minWidth: 120 }}
              >
                <Input placeholder="06:00" maxLength={5} data-testid={`window-${edge}-time`} />
              </Form.Item>
            </Flex>
          ))}
          <Form.Item
            name="alwaysOpen"
            label={t('window.alwaysOpen')}
            extra={t('window.alwaysOpenHelp')}
          >
            <Select<Currency[]>
              mode="multiple"
              allowClear
              options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
              placeholder={t('window.alwaysOpenPlaceholder')}
              data-testid="window-always-open"
            />
          </Form.Item>
        </Form>
        {canEdit && (
          <Flex gap={8}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={() => void onSave().catch(() => undefined)}
              data-testid="window-save"
            >
              {tCommon('save')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              disabled={save.isPending || !changed}
              onClick={() => form.setFieldsValue(valuesOf(window))}
              data-testid="window-reset"
            >
              {t('window.reset')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
};
