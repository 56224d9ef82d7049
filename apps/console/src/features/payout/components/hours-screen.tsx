// The bank's service hours (read: admin, reviewer, finance; change: admin, finance): the IANA time
// zone they are kept in, the days and the times the bank takes payouts (closing at 24:00 serves to
// midnight), and the cut-off before which a fast transfer is paid the same day. Passed payouts wait
// outside these hours and leave when the next period starts. Above the form, the hours in words as
// they will read once saved, and whether the bank serves right now; saving asks first. Audited.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  isServiceTime,
  isTimeZone,
  nextServiceStart,
  ZServiceHours,
  type ServiceHours,
} from '@tradebridge/contracts';
import { formatDateTime, isApiError, PageContainer, useLanguage } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  Select,
  Tag,
  Typography,
  type FormRule,
} from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoading } from '../../../components/detail-load-states.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { schemaRule } from '../../../lib/form.ts';
import { useServiceHours } from '../api/get-service-hours.ts';
import { useSaveServiceHours } from '../api/save-service-hours.ts';
import { fastSentence, hoursSentence, WEEKDAYS } from './hours-sentence.ts';

type HoursField = keyof ServiceHours;
const FIELDS: readonly HoursField[] = ['timeZone', 'days', 'opens', 'closes', 'fastCutoff'];
const TIMES = ['opens', 'closes', 'fastCutoff'] as const;

const valuesOf = (hours: ServiceHours): ServiceHours => ({ ...hours, days: [...hours.days] });

const hoursOf = (values: ServiceHours): ServiceHours => ({
  timeZone: values.timeZone?.trim() ?? '',
  days: [...new Set(values.days ?? [])].sort((a, b) => a - b),
  opens: values.opens?.trim() ?? '',
  closes: values.closes?.trim() ?? '',
  fastCutoff: values.fastCutoff?.trim() ?? '',
});

/** Whether the form holds the saved hours (typed times compared as the server keeps them). */
const sameHours = (a: ServiceHours, b: ServiceHours) =>
  JSON.stringify(hoursOf(a)) === JSON.stringify(hoursOf(b));

const fieldOf = (path: readonly PropertyKey[]): HoursField | undefined => {
  const head = String(path[0]);
  return (FIELDS as readonly string[]).includes(head) ? (head as HoursField) : undefined;
};

/** The zones this browser knows, UTC first; the saved one even when it does not know it. */
const zoneOptions = (current: string) => {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])]
    .filter(Boolean)
    .map((zone) => ({ value: zone, label: zone }));
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

const HoursCard = ({ hours, canEdit }: { hours: ServiceHours; canEdit: boolean }) => {
  const { t } = useTranslation('payout');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<ServiceHours>();
  const save = useSaveServiceHours();
  const typed = Form.useWatch([], form) as ServiceHours | undefined;

  // The form starts from (and goes back to) what the server keeps.
  useEffect(() => {
    form.setFieldsValue(valuesOf(hours));
  }, [hours, form]);

  const zones = useMemo(() => zoneOptions(hours.timeZone), [hours.timeZone]);
  const timeRule = [
    { required: true, whitespace: true, message: t('hours.errors.timeRequired') },
    schemaRule(ZServiceHours.shape.opens, t('hours.errors.time')),
  ];
  // Both times well formed, the bank must close after it opens (the contract's refinement).
  const orderRule: FormRule = ({ getFieldValue }) => ({
    validator: (_rule: unknown, closes: unknown) => {
      const opens = String(getFieldValue('opens') ?? '').trim();
      const close = String(closes ?? '').trim();
      const isTime = (time: string) => ZServiceHours.shape.opens.safeParse(time).success;
      return isTime(opens) && isTime(close) && opens >= close
        ? Promise.reject(new Error(t('hours.errors.order')))
        : Promise.resolve();
    },
  });

  // What the sentences describe: the typed hours while they are valid ones, else the saved ones.
  const candidate = typed ? ZServiceHours.safeParse(hoursOf(typed)) : undefined;
  const shown = candidate?.success ? candidate.data : hours;
  const changed = typed !== undefined && !sameHours(typed, hours);
  const now = new Date();
  const open = isServiceTime(hours, now);
  const next = open ? null : nextServiceStart(hours, now);
  const clock = wallClockNow(hours.timeZone, language);

  const send = async (request: ServiceHours) => {
    try {
      await save.mutateAsync(request);
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
    void message.success(t('hours.saved'));
  };

  const onSave = async () => {
    const values = hoursOf(await form.validateFields());
    const parsed = ZServiceHours.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.flatMap((issue) => {
          const name = fieldOf(issue.path);
          if (!name) return [];
          // Both times well formed, but the bank would close before it opens.
          const order =
            name === 'closes' && ZServiceHours.shape.closes.safeParse(values.closes).success;
          return [{ name, errors: [t(order ? 'hours.errors.order' : `hours.errors.${name}`)] }];
        }),
      );
      return;
    }
    const request = parsed.data;
    modal.confirm({
      title: t('hours.confirm.title'),
      content: (
        <Flex vertical gap={8} data-testid="hours-confirm">
          <Typography.Text>{hoursSentence(request, t, language)}</Typography.Text>
          <Typography.Text>{fastSentence(request, t)}</Typography.Text>
          <Typography.Text type="secondary">{t('hours.confirm.effect')}</Typography.Text>
        </Flex>
      ),
      okText: t('hours.confirm.ok'),
      okButtonProps: { ...{ 'data-testid': 'hours-confirm-ok' } },
      cancelText: tCommon('cancel'),
      onOk: () => send(request),
    });
  };

  let description: ReactNode = undefined;
  if (changed) description = t('hours.unsaved');
  else if (clock)
    description = next
      ? t('hours.nowClosed', {
          now: clock,
          timeZone: hours.timeZone,
          next: formatDateTime(next.toISOString()),
        })
      : t('hours.now', { now: clock, timeZone: hours.timeZone });

  return (
    <Card
      title={t('hours.card')}
      extra={
        <Tag color={open ? 'green' : 'default'} data-testid="hours-now">
          {open ? t('hours.openNow') : t('hours.closedNow')}
        </Tag>
      }
      data-testid="hours-card"
    >
      <Flex vertical gap={16}>
        <Alert
          type={changed ? 'warning' : 'info'}
          showIcon
          title={
            <Flex vertical gap={4} data-testid="hours-sentence">
              <span>{hoursSentence(shown, t, language)}</span>
              <span>{fastSentence(shown, t)}</span>
            </Flex>
          }
          description={description}
        />
        <Form<ServiceHours>
          form={form}
          layout="vertical"
          initialValues={valuesOf(hours)}
          disabled={!canEdit || save.isPending}
          requiredMark={false}
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            name="timeZone"
            label={t('hours.timeZone')}
            extra={t('hours.timeZoneHelp')}
            rules={[
              { required: true, message: t('hours.errors.timeZone') },
              schemaRule(ZServiceHours.shape.timeZone, t('hours.errors.timeZone')),
            ]}
          >
            <Select showSearch options={zones} style={{ maxWidth: 320 }} data-testid="hours-zone" />
          </Form.Item>
          <Form.Item
            name="days"
            label={t('hours.days')}
            rules={[{ required: true, type: 'array', min: 1, message: t('hours.errors.days') }]}
          >
            <Checkbox.Group
              options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekday.${day}`) }))}
              data-testid="hours-days"
            />
          </Form.Item>
          <Flex gap={16} wrap align="flex-start">
            {TIMES.map((name) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`hours.${name}`)}
                rules={name === 'closes' ? [...timeRule, orderRule] : timeRule}
                dependencies={name === 'closes' ? ['opens'] : undefined}
                style={{ flex: '0 1 160px', minWidth: 120 }}
              >
                <Input placeholder="09:00" maxLength={5} data-testid={`hours-${name}`} />
              </Form.Item>
            ))}
          </Flex>
          <Typography.Text type="secondary">{t('hours.timesHelp')}</Typography.Text>
        </Form>
        {canEdit && (
          <Flex gap={8}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={() => void onSave().catch(() => undefined)}
              data-testid="hours-save"
            >
              {tCommon('save')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              disabled={save.isPending || !changed}
              onClick={() => form.setFieldsValue(valuesOf(hours))}
              data-testid="hours-reset"
            >
              {t('hours.reset')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
};

export const HoursScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tCommon } = useTranslation('common');
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.managePayouts);
  const { data, error, isPending, refetch } = useServiceHours();

  let content: ReactNode;
  if (isPending) content = <DetailLoading testId="hours-loading" rows={8} />;
  else if (!data)
    content = (
      <LoadFailed
        name="hours"
        error={error ?? new Error(tCommon('loadFailed'))}
        onRetry={() => void refetch()}
      />
    );
  else
    content = (
      <>
        {!canEdit && (
          <Alert type="info" showIcon title={t('hours.readOnly')} data-testid="hours-read-only" />
        )}
        <HoursCard hours={data} canEdit={canEdit} />
      </>
    );

  return (
    <PageContainer testId="hours-screen" title={t('hours.title')} description={t('hours.intro')}>
      {content}
    </PageContainer>
  );
};
