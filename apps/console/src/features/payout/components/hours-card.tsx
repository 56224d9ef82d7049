// The bank's service hours as a card (hours-screen.tsx): the IANA time zone they are kept in, the
// days and the times the bank takes payouts (closing at 24:00 serves to midnight), and the cut-off
// before which a fast transfer is paid the same day. Above the form, the hours in words as they
// will read once saved, and whether the bank serves right now; saving asks first. The card is the
// ui package's weekly-window editor; here are the hours' own fields.
import {
  isServiceTime,
  nextServiceStart,
  ZServiceHours,
  type ServiceHours,
} from '@tradebridge/contracts';
import { WeeklyWindowEditor } from '@tradebridge/ui';
import { Checkbox, Flex, Form, Input, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveServiceHours } from '../api/save-service-hours.ts';
import { fastSentence, hoursSentence } from './hours-sentence.ts';

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
const isSaved = (a: ServiceHours, b: ServiceHours) =>
  JSON.stringify(hoursOf(a)) === JSON.stringify(hoursOf(b));

const fieldOf = (path: readonly PropertyKey[]): HoursField | undefined => {
  const head = String(path[0]);
  return (FIELDS as readonly string[]).includes(head) ? (head as HoursField) : undefined;
};

const isTime = (time: string) => ZServiceHours.shape.opens.safeParse(time).success;

const VALUES = { valuesOf, requestOf: hoursOf, isSaved, fieldOf };

export const HoursCard = ({ hours, canEdit }: { hours: ServiceHours; canEdit: boolean }) => {
  const { t } = useTranslation('payout');
  const save = useSaveServiceHours();
  const now = new Date();
  const open = isServiceTime(hours, now);
  const next = open ? null : nextServiceStart(hours, now);

  // Both times well formed, the bank must close after it opens (the contract's refinement).
  const orderRule: FormRule = ({ getFieldValue }) => ({
    validator: (_rule: unknown, closes: unknown) => {
      const opens = String(getFieldValue('opens') ?? '').trim();
      const close = String(closes ?? '').trim();
      return isTime(opens) && isTime(close) && opens >= close
        ? Promise.reject(new Error(t('hours.errors.order')))
        : Promise.resolve();
    },
  });
  // Both times well formed, but the bank would close before it opens.
  const issueMessage = (name: string, request: ServiceHours) =>
    t(name === 'closes' && isTime(request.closes) ? 'hours.errors.order' : `hours.errors.${name}`);

  return (
    <WeeklyWindowEditor<ServiceHours, ServiceHours>
      ns="payout"
      keyPrefix="hours"
      title={t('hours.card')}
      canEdit={canEdit}
      open={open}
      next={next}
      saved={hours}
      schema={ZServiceHours}
      values={VALUES}
      issueMessage={issueMessage}
      sentences={(shown, language) => [hoursSentence(shown, t, language), fastSentence(shown, t)]}
      save={save}
    >
      {({ weekdays, timeRules }) => (
        <>
          <Form.Item
            name="days"
            label={t('hours.days')}
            rules={[{ required: true, type: 'array', min: 1, message: t('hours.errors.days') }]}
          >
            <Checkbox.Group options={weekdays} data-testid="hours-days" />
          </Form.Item>
          <Flex gap={16} wrap align="flex-start">
            {TIMES.map((name) => {
              const rules = timeRules(ZServiceHours.shape.opens, t('hours.errors.time'));
              return (
                <Form.Item
                  key={name}
                  name={name}
                  label={t(`hours.${name}`)}
                  rules={name === 'closes' ? [...rules, orderRule] : rules}
                  dependencies={name === 'closes' ? ['opens'] : undefined}
                  style={{ flex: '0 1 160px', minWidth: 120 }}
                >
                  <Input placeholder="09:00" maxLength={5} data-testid={`hours-${name}`} />
                </Form.Item>
              );
            })}
          </Flex>
          <Typography.Text type="secondary">{t('hours.timesHelp')}</Typography.Text>
        </>
      )}
    </WeeklyWindowEditor>
  );
};
