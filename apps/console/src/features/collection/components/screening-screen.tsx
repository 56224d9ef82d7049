// Screening settings (read: admin, reviewer, finance; change: admin): what the import holds for
// compliance (payers from sanctioned countries, individual payers) and the thresholds in US dollars
// at the reference rates from which a collection waits for materials, a first payment from a payer
// waits for review, and for a second reviewer. Amounts stay decimal strings; the whole is checked
// with the contract's schema before it is sent, each problem under its field. Saving is audited by
// the server.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  ZScreeningSettings,
  type ScreeningSettings,
  type ScreeningSettingsInput,
} from '@tradebridge/contracts';
import { AmountInput, isApiError, PageContainer, useLanguage } from '@tradebridge/ui';
import { Alert, App, Button, Card, Flex, Form, Select, Switch, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoading } from '../../../components/detail-load-states.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useAmountRule } from '../../../lib/amount-rule.ts';
import { countryOptions } from '../../../lib/countries.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useScreening } from '../api/get-screening.ts';
import { useUpdateScreening } from '../api/update-screening.ts';

type Field = keyof ScreeningSettings;
const THRESHOLDS = ['materialsFrom', 'reviewFrom', 'secondReviewFrom'] as const;
const FIELDS: readonly Field[] = ['sanctionedCountries', 'holdIndividualPayers', ...THRESHOLDS];

/** A problem's path ("sanctionedCountries.2", "reviewFrom") as the form's field. */
const fieldOf = (path: readonly PropertyKey[] | string): Field | undefined => {
  const head = typeof path === 'string' ? path.split('.')[0] : path[0];
  return FIELDS.find((field) => field === head);
};

export const ScreeningScreen = () => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { message } = App.useApp();
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.editScreening);
  const { data, error, isPending, refetch } = useScreening();
  const update = useUpdateScreening();
  const [form] = Form.useForm<ScreeningSettingsInput>();
  const usdRule = useAmountRule({ fixed: 'USD' });
  const countries = useMemo(
    () => countryOptions(language).map((c) => ({ ...c, label: `${c.label} (${c.value})` })),
    [language],
  );

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

  let content;
  if (isPending) content = <DetailLoading testId="screening-loading" rows={8} />;
  else if (!data)
    content = (
      <LoadFailed
        name="screening"
        error={error ?? new Error(tCommon('loadFailed'))}
        onRetry={() => void refetch()}
      />
    );
  else
    content = (
      <Card data-testid="screening-form">
        <Flex vertical gap={16}>
          {!canEdit && (
            <Alert
              type="info"
              showIcon
              title={t('screening.readOnly')}
              data-testid="screening-read-only"
            />
          )}
          <Form<ScreeningSettingsInput>
            form={form}
            layout="vertical"
            initialValues={data}
            disabled={!canEdit || update.isPending}
            requiredMark={false}
            style={{ maxWidth: 720 }}
          >
            <Form.Item
              name="sanctionedCountries"
              label={t('screening.sanctionedCountries')}
              extra={t('screening.sanctionedCountriesHelp')}
            >
              <Select<string[]>
                mode="multiple"
                allowClear
                showSearch={{
                  filterOption: (input, option) =>
                    `${option?.label ?? ''}`
                      .toLocaleLowerCase(language)
                      .includes(input.trim().toLocaleLowerCase(language)),
                }}
                placeholder={t('screening.sanctionedCountriesPlaceholder')}
                options={countries}
                data-testid="screening-countries"
              />
            </Form.Item>
            <Form.Item
              name="holdIndividualPayers"
              label={t('screening.holdIndividualPayers')}
              extra={t('screening.holdIndividualPayersHelp')}
              valuePropName="checked"
            >
              <Switch data-testid="screening-hold-individuals" />
            </Form.Item>
            <Typography.Text strong>{t('screening.thresholds')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
              {t('screening.thresholdsHelp')}
            </Typography.Paragraph>
            <Flex gap={16} wrap>
              {THRESHOLDS.map((field) => (
                <Form.Item
                  key={field}
                  name={field}
                  label={t(`screening.${field}`)}
                  extra={t(`screening.${field}Help`)}
                  rules={[
                    { required: true, whitespace: true, message: tCommon('amount.required') },
                    usdRule,
                  ]}
                  style={{ flex: '1 1 200px', minWidth: 200 }}
                >
                  <AmountInput suffix="USD" data-testid={`screening-${field}`} />
                </Form.Item>
              ))}
            </Flex>
          </Form>
          {canEdit && (
            <Flex gap={8}>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={update.isPending}
                onClick={() => void onSave().catch(() => undefined)}
                data-testid="screening-save"
              >
                {tCommon('save')}
              </Button>
              <Button
                icon={<UndoOutlined />}
                disabled={update.isPending}
                onClick={() => form.resetFields()}
                data-testid="screening-reset"
              >
                {t('screening.reset')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
    );

  return (
    <PageContainer
      testId="screening-screen"
      title={t('screening.title')}
      description={t('screening.intro')}
    >
      {content}
    </PageContainer>
  );
};
