// One console card editing a weekly window (the exchange's trading window, the bank's service
// hours): beside the title whether it is open now; above the form the window in words as it will
// read once saved (or that the typed one is not saved yet, or the zone's clock now); the IANA time
// zone, then the area's own fields; Save (asking first, in words) and Undo. State: the hook beside.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Select, Tag, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format.ts';
import { schemaRule, type SafeParseSchema } from '../lib/schema-rule.ts';
import {
  useWeeklyWindowEditor,
  type WeeklyWindowEditorOptions,
} from './use-weekly-window-editor.tsx';

/** What the area's fields are built with: the weekdays' names, and a time field's rules. */
export type WeeklyWindowFieldKit = {
  weekdays: { value: number; label: string }[];
  timeRules: (time: SafeParseSchema, message: string) => FormRule[];
};

export type WeeklyWindowEditorProps<Values extends object, Saved> = WeeklyWindowEditorOptions<
  Values,
  Saved
> & {
  title: ReactNode;
  canEdit: boolean;
  /** Open right now: the tag beside the title. */
  open: boolean;
  /** When it opens next, while it is closed, if the area says so (its text nowClosed). */
  next?: Date | null;
  children: (kit: WeeklyWindowFieldKit) => ReactNode;
};

export const WeeklyWindowEditor = <Values extends object, Saved extends { timeZone: string }>({
  title,
  canEdit,
  open,
  next,
  children,
  ...options
}: WeeklyWindowEditorProps<Values, Saved>) => {
  const editor = useWeeklyWindowEditor(options);
  const { t, tUi } = editor;
  const { keyPrefix: testId, schema } = options;
  const { timeZone } = options.saved;
  const now = editor.clock;
  let description: string | undefined = undefined;
  if (editor.changed) description = t('unsaved');
  else if (now && next)
    description = t('nowClosed', { now, timeZone, next: formatDateTime(next.toISOString()) });
  else if (now) description = tUi('weeklyWindow.now', { now, timeZone });

  return (
    <Card
      title={title}
      extra={
        <Tag color={open ? 'green' : 'default'} data-testid={`${testId}-now`}>
          {open ? t('openNow') : t('closedNow')}
        </Tag>
      }
      data-testid={`${testId}-card`}
    >
      <Flex vertical gap={16}>
        <Alert
          type={editor.changed ? 'warning' : 'info'}
          showIcon
          title={
            <Flex vertical gap={4} data-testid={`${testId}-sentence`}>
              {editor.lines.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </Flex>
          }
          description={description}
        />
        <Form<Values>
          form={editor.form}
          layout="vertical"
          initialValues={editor.initialValues}
          disabled={!canEdit || editor.isPending}
          requiredMark={false}
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            name="timeZone"
            label={tUi('weeklyWindow.timeZone')}
            extra={tUi('weeklyWindow.timeZoneHelp')}
            rules={[
              { required: true, message: t('errors.timeZone') },
              schemaRule(schema.shape.timeZone, t('errors.timeZone')),
            ]}
          >
            <Select
              showSearch
              options={editor.zones}
              style={{ maxWidth: 320 }}
              data-testid={`${testId}-zone`}
            />
          </Form.Item>
          {children({ weekdays: editor.weekdays, timeRules: editor.timeRules })}
        </Form>
        {canEdit && (
          <Flex gap={8}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={editor.isPending}
              onClick={editor.onSave}
              data-testid={`${testId}-save`}
            >
              {tUi('weeklyWindow.save')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              disabled={editor.isPending || !editor.changed}
              onClick={editor.onReset}
              data-testid={`${testId}-reset`}
            >
              {tUi('weeklyWindow.reset')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
};
