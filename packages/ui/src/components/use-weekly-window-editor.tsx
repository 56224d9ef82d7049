// The state of the weekly-window editor (weekly-window-editor.tsx): the form that starts from (and
// goes back to) what the server keeps, the window as typed while it is a valid one, whether it
// differs from the saved one, the zone's wall clock now, and saving: checked against the contract,
// confirmed in words, the server's per-field problems put back under their fields.
import { ISO_WEEKDAYS, isTimeZone } from '@tradebridge/contracts';
import { App, Flex, Form, Typography, type FormRule } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../hooks/use-language.ts';
import { schemaRule, type SafeParseSchema } from '../lib/schema-rule.ts';
import { isApiError } from '../request/api-error.ts';

/** How the form's values and the saved window map to each other. */
export type WeeklyWindowValues<Values extends object, Saved> = {
  /** The form's values of a saved window, and the window the form's values ask for. */
  valuesOf: (saved: Saved) => Values;
  requestOf: (values: Values) => Saved;
  /** Whether the form holds the saved window (typed times compared as the server keeps them). */
  isSaved: (typed: Values, saved: Saved) => boolean;
  /** A problem's path in the request as the form's field, if it has one. */
  fieldOf: (path: readonly PropertyKey[]) => string | undefined;
};

export type WeeklyWindowEditorOptions<Values extends object, Saved> = {
  /**
   * The area's texts: `<ns>:<keyPrefix>.` + openNow, closedNow, unsaved, saved, confirm.title,
   * confirm.effect, errors.<field> (errors.timeZone at least), and nowClosed when it says `next`.
   * The key prefix also begins every test id: `<keyPrefix>-card`, `-now`, `-sentence`, `-zone` …
   */
  ns: string;
  keyPrefix: string;
  saved: Saved;
  /** The contract of the window (its time zone's rule checks the zone field). */
  schema: z.ZodType<Saved> & { shape: { timeZone: SafeParseSchema } };
  values: WeeklyWindowValues<Values, Saved>;
  /** The message of a field the contract refuses (default: the area's errors.<field>). */
  issueMessage?: (field: string, request: Saved) => string;
  /** The window in whole sentences, in the operator's language. */
  sentences: (window: Saved, language: string) => string[];
  save: { mutateAsync: (request: Saved) => Promise<unknown>; isPending: boolean };
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

export const useWeeklyWindowEditor = <Values extends object, Saved extends { timeZone: string }>(
  options: WeeklyWindowEditorOptions<Values, Saved>,
) => {
  const { saved, schema, sentences, save, keyPrefix: testId } = options;
  const { valuesOf, requestOf, fieldOf } = options.values;
  const { t } = useTranslation(options.ns, { keyPrefix: options.keyPrefix });
  const { t: tUi } = useTranslation('ui');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const typed = Form.useWatch([], form) as Values | undefined;

  // The form starts from (and goes back to) what the server keeps.
  useEffect(() => {
    form.setFieldsValue(valuesOf(saved) as never);
  }, [saved, form, valuesOf]);

  const zones = useMemo(() => zoneOptions(saved.timeZone), [saved.timeZone]);
  const weekdays = ISO_WEEKDAYS.map((day) => ({
    value: day,
    label: tUi(`weeklyWindow.weekday.${day}`),
  }));
  const timeRules = (time: SafeParseSchema, text: string): FormRule[] => [
    { required: true, whitespace: true, message: tUi('weeklyWindow.timeRequired') },
    schemaRule(time, text),
  ];

  // What the sentences describe: the typed window while it is a valid one, else the saved one.
  const candidate = typed ? schema.safeParse(requestOf(typed)) : undefined;
  const shown = candidate?.success ? candidate.data : saved;
  const changed = typed !== undefined && !options.values.isSaved(typed, saved);

  const send = async (request: Saved) => {
    try {
      await save.mutateAsync(request);
    } catch (failure) {
      const fields = isApiError(failure)
        ? failure.fields.flatMap((problem) => {
            const name = fieldOf(problem.field.split('.'));
            return name ? [{ name: name as never, errors: [problem.message] }] : [];
          })
        : [];
      if (fields.length > 0) form.setFields(fields);
      else void message.error(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    void message.success(t('saved'));
  };

  const onSave = async () => {
    const request = requestOf(await form.validateFields());
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      const issueMessage = options.issueMessage ?? ((field: string) => t(`errors.${field}`));
      form.setFields(
        parsed.error.issues.flatMap((issue) => {
          const name = fieldOf(issue.path);
          return name ? [{ name: name as never, errors: [issueMessage(name, request)] }] : [];
        }),
      );
      return;
    }
    const next = parsed.data;
    modal.confirm({
      title: t('confirm.title'),
      content: (
        <Flex vertical gap={8} data-testid={`${testId}-confirm`}>
          {sentences(next, language).map((line, i) => (
            <Typography.Text key={i}>{line}</Typography.Text>
          ))}
          <Typography.Text type="secondary">{t('confirm.effect')}</Typography.Text>
        </Flex>
      ),
      okText: tUi('weeklyWindow.save'),
      okButtonProps: { ...{ 'data-testid': `${testId}-confirm-ok` } },
      cancelText: tUi('dialogs.confirm.cancel'),
      onOk: () => send(next),
    });
  };

  return {
    form,
    t,
    tUi,
    initialValues: valuesOf(saved),
    lines: sentences(shown, language),
    changed,
    clock: wallClockNow(saved.timeZone, language),
    zones,
    weekdays,
    timeRules,
    isPending: save.isPending,
    onSave: () => void onSave().catch(() => undefined),
    onReset: () => form.setFieldsValue(valuesOf(saved) as never),
  };
};
