// State of the screening settings screen (screening-screen.tsx): the settings as the server keeps
// them, the form that starts from (and goes back to) them, and saving: checked with the contract's
// schema first, each problem (ours or the server's) under its field.
import {
  ZScreeningSettings,
  type ScreeningSettings,
  type ScreeningSettingsInput,
} from '@tradebridge/contracts';
import { isApiError, useLanguage } from '@tradebridge/ui';
import { App, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useAmountRule } from '../../../lib/amount-rule.ts';
import { countryOptions } from '../../../lib/countries.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useScreening } from '../api/get-screening.ts';
import { useUpdateScreening } from '../api/update-screening.ts';

type Field = keyof ScreeningSettings;
export const THRESHOLDS = ['materialsFrom', 'reviewFrom', 'secondReviewFrom'] as const;
const FIELDS: readonly Field[] = ['sanctionedCountries', 'holdIndividualPayers', ...THRESHOLDS];

/** A problem's path ("sanctionedCountries.2", "reviewFrom") as the form's field. */
const fieldOf = (path: readonly PropertyKey[] | string): Field | undefined => {
  const head = typeof path === 'string' ? path.split('.')[0] : path[0];
  return FIELDS.find((field) => field === head);
};

export const useScreeningScreen = () => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { message } = App.useApp();
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.editScreening);
  const query = useScreening();
  const update = useUpdateScreening();
  const [form] = Form.useForm<ScreeningSettingsInput>();
  const usdRule = useAmountRule({ fixed: 'USD' });
  const countries = useMemo(
    () => countryOptions(language).map((c) => ({ ...c, label: `${c.label} (${c.value})` })),
    [language],
  );
  const { data } = query;

  // The form starts from (and goes back to) what the server keeps.
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const onSave = async () => {
    const values = await form.validateFields();
    const parsed = ZScreeningSettings.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.flatMap((issue) => {
          const name = fieldOf(issue.path);
          return name ? [{ name, errors: [t(`screening.invalid.${name}`)] }] : [];
        }),
      );
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
    } catch (failure) {
      const fields = isApiError(failure)
        ? failure.fields.flatMap((problem) => {
            const name = fieldOf(problem.field);
            return name ? [{ name, errors: [problem.message] }] : [];
          })
        : [];
      if (fields.length > 0) form.setFields(fields);
      else void message.error(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    void message.success(t('screening.saved'));
  };

  return {
    t,
    tCommon,
    language,
    canEdit,
    query,
    saving: update.isPending,
    form,
    usdRule,
    countries,
    onSave: () => void onSave().catch(() => undefined),
    onReset: () => form.resetFields(),
  };
};
