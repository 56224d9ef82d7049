// Screening settings (read: admin, reviewer, finance; change: admin): what the import holds for
// compliance (payers from sanctioned countries, individual payers) and the thresholds in US dollars
// at the reference rates from which a collection waits for materials, a first payment from a payer
// waits for review, and for a second reviewer. Amounts stay decimal strings; the whole is checked
// with the contract's schema before it is sent, each problem under its field. Saving is audited by
// the server.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { ScreeningSettingsInput } from '@tradebridge/contracts';
import { AmountInput } from '@tradebridge/ui';
import { Button, Card, Flex, Form, Select, Switch, Typography } from 'antd';
import { ReadOnlyNote, SettingsScreen } from '../../../components/settings-screen.tsx';
import { THRESHOLDS, useScreeningScreen } from './use-screening-screen.ts';

export const ScreeningScreen = () => {
  const { t, tCommon, language, canEdit, query, saving, form, usdRule, countries, ...on } =
    useScreeningScreen();

  return (
    <SettingsScreen
      name="screening"
      query={query}
      title={t('screening.title')}
      description={t('screening.intro')}
    >
      {(data) => (
        <Card data-testid="screening-form">
          <Flex vertical gap={16}>
            {!canEdit && <ReadOnlyNote name="screening">{t('screening.readOnly')}</ReadOnlyNote>}
            <Form<ScreeningSettingsInput>
              form={form}
              layout="vertical"
              initialValues={data}
              disabled={!canEdit || saving}
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
                  loading={saving}
                  onClick={on.onSave}
                  data-testid="screening-save"
                >
                  {tCommon('save')}
                </Button>
                <Button
                  icon={<UndoOutlined />}
                  disabled={saving}
                  onClick={on.onReset}
                  data-testid="screening-reset"
                >
                  {t('screening.reset')}
                </Button>
              </Flex>
            )}
          </Flex>
        </Card>
      )}
    </SettingsScreen>
  );
};
