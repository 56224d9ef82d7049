// The trading window (read: admin, reviewer, finance; change: admin, finance): the IANA time zone it
// is kept in, the weekday and time it opens and closes each week, and the currencies whose pairs
// trade around the clock; above the form, the window in one sentence as it will read once saved,
// and whether exchanges are open right now. Saving asks first, naming the new window in words.
// The card is the ui package's weekly-window editor; here are the window's own fields.
import {
  CURRENCY_CODES,
  isTradingOpen,
  ZTradingWindow,
  type Currency,
  type TradingWindow,
} from '@tradebridge/contracts';
import { WeeklyWindowEditor } from '@tradebridge/ui';
import { Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveWindow } from '../api/save-window.ts';
import { alwaysOpenSentence, hoursSentence } from './window-sentence.ts';

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
const isSaved = (a: WindowValues, window: TradingWindow) => {
  const b = valuesOf(window);
  return (
    a.timeZone?.trim() === b.timeZone &&
    a.opensDay === b.opensDay &&
    a.opensTime?.trim() === b.opensTime &&
    a.closesDay === b.closesDay &&
    a.closesTime?.trim() === b.closesTime &&
    [...(a.alwaysOpen ?? [])].sort().join() === [...b.alwaysOpen].sort().join()
  );
};

/** A problem's path of the request ("opens.time") as the form's field. */
const fieldOf = (path: readonly PropertyKey[]): keyof WindowValues | undefined => {
  const [head, part] = path.map(String);
  if (head === 'timeZone' || head === 'alwaysOpen') return head;
  if (head === 'opens' || head === 'closes')
    return `${head}${part === 'weekday' ? 'Day' : 'Time'}` as keyof WindowValues;
  return undefined;
};

const VALUES = { valuesOf, requestOf: windowOf, isSaved, fieldOf };

export const WindowCard = ({ window, canEdit }: { window: TradingWindow; canEdit: boolean }) => {
  const { t } = useTranslation('exchange');
  const save = useSaveWindow();
  // Open now for a pair outside the always-open list (any two such currencies answer alike).
  const openNow = isTradingOpen({ ...window, alwaysOpen: [] }, 'USD', 'EUR', new Date());

  return (
    <WeeklyWindowEditor<WindowValues, TradingWindow>
      ns="exchange"
      keyPrefix="window"
      title={t('window.title')}
      canEdit={canEdit}
      open={openNow}
      saved={window}
      schema={ZTradingWindow}
      values={VALUES}
      sentences={(shown, language) => [
        hoursSentence(shown, t),
        alwaysOpenSentence(shown, t, language),
      ]}
      save={save}
    >
      {({ weekdays, timeRules }) => (
        <>
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
                rules={timeRules(ZTradingWindow.shape.opens.shape.time, t('window.errors.time'))}
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
        </>
      )}
    </WeeklyWindowEditor>
  );
};
