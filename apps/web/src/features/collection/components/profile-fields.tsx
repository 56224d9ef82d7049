// The application form's fields: the usage type first (four cards), then what that usage's profile
// asks exactly as ZAccountProfile has it (the store on a platform, the independent site, the
// foreign-trade business, the app), the sales category and annual sales in US dollars for all, the
// currencies and an optional alias. The form holds them flat; `applyRequestOf` makes the request.
import {
  COLLECTION_CURRENCIES,
  CollectionUsage,
  LIMITS,
  type ApplyAccountRequest,
  type CollectionCurrency,
} from '@tradebridge/contracts';
import { AmountInput, currencyName, useLanguage } from '@tradebridge/ui';
import { AutoComplete, Col, Flex, Form, Input, Radio, Row, Select, Typography, theme } from 'antd';
import type { FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from '../../../lib/schema-rules.ts';

export type ApplyValues = {
  usage?: CollectionUsage;
  platform?: string;
  storeName?: string;
  storeLink?: string;
  storeOwner?: string;
  platformToken?: string;
  businessDescription?: string;
  website?: string;
  appStore?: string;
  appName?: string;
  developerId?: string;
  financialReportUrl?: string;
  salesCategory?: string;
  annualSales?: string;
  currencies?: CollectionCurrency[];
  alias?: string;
};

type ProfileField = Exclude<keyof ApplyValues, 'usage' | 'currencies' | 'alias'>;

/** Each usage's own fields, in the order the form asks them; `optional` ones may stay empty. */
const USAGE_FIELDS: Record<
  CollectionUsage,
  { name: ProfileField; optional?: boolean; max: number }[]
> = {
  [CollectionUsage.ECommercePlatform]: [
    { name: 'platform', max: 60 },
    { name: 'storeName', max: 100 },
    { name: 'storeLink', max: 500 },
    { name: 'storeOwner', max: 100 },
    { name: 'platformToken', optional: true, max: 200 },
  ],
  [CollectionUsage.IndependentSite]: [
    { name: 'storeName', max: 100 },
    { name: 'storeLink', max: 500 },
    { name: 'storeOwner', max: 100 },
  ],
  [CollectionUsage.ForeignTrade]: [
    { name: 'businessDescription', max: 500 },
    { name: 'website', optional: true, max: 500 },
  ],
  [CollectionUsage.AppStore]: [
    { name: 'appStore', max: 60 },
    { name: 'appName', max: 100 },
    { name: 'developerId', max: 100 },
    { name: 'financialReportUrl', max: 500 },
  ],
};

const COMMON_FIELDS: ProfileField[] = ['salesCategory', 'annualSales'];

export const USAGES = [
  CollectionUsage.ECommercePlatform,
  CollectionUsage.IndependentSite,
  CollectionUsage.ForeignTrade,
  CollectionUsage.AppStore,
] as const;

/** Names people pick from (proper names: the same in every language); any other may be typed. */
const SUGGESTIONS: Partial<Record<ProfileField, string[]>> = {
  platform: [
    'Amazon',
    'eBay',
    'AliExpress',
    'Shopee',
    'Lazada',
    'Walmart',
    'Etsy',
    'Mercado Libre',
    'TikTok Shop',
    'Wildberries',
    'Ozon',
  ],
  appStore: ['App Store', 'Google Play', 'Huawei AppGallery', 'Samsung Galaxy Store', 'RuStore'],
};

const LINK_FIELDS = new Set<ProfileField>(['storeLink', 'website', 'financialReportUrl']);

/** The request of the form's values: the chosen usage's fields only. */
export const applyRequestOf = (values: ApplyValues): ApplyAccountRequest => {
  const own = values.usage === undefined ? [] : USAGE_FIELDS[values.usage].map((f) => f.name);
  const profile = Object.fromEntries(
    [...own, ...COMMON_FIELDS].map((name) => [name, values[name]]),
  );
  return {
    profile: { usage: values.usage, ...profile } as ApplyAccountRequest['profile'],
    currencies: values.currencies ?? [],
    alias: values.alias ?? '',
  };
};

/** The form's values of an application sent before (to correct a refused one). */
export const applyValuesOf = (account: {
  profile: ApplyAccountRequest['profile'];
  currencies: CollectionCurrency[];
  alias: string;
}): ApplyValues => ({
  ...(account.profile as ApplyValues),
  currencies: account.currencies,
  alias: account.alias,
});

/** The form's field of a request path the server names ("profile.website" → "website"). */
export const fieldOfRequestPath = (path: string): string | undefined => {
  if (path === 'currencies' || path === 'alias') return path;
  const match = /^profile\.([A-Za-z]+)$/.exec(path);
  return match?.[1];
};

type Rule = (path: FieldPath, label: string) => FormRule;

/** The usage type as four cards, each with what it is for. */
const UsageCards = ({
  value,
  onChange,
}: {
  value?: CollectionUsage;
  onChange?: (v: CollectionUsage) => void;
}) => {
  const { t } = useTranslation('collection');
  const { token } = theme.useToken();
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as CollectionUsage)}
      style={{ width: '100%' }}
      data-testid="apply-usage"
    >
      <Row gutter={[12, 12]}>
        {USAGES.map((usage) => {
          const chosen = value === usage;
          return (
            <Col key={usage} xs={24} sm={12} xl={6} style={{ display: 'flex' }}>
              <Radio
                value={usage}
                data-testid={`apply-usage-${usage}`}
                style={{
                  width: '100%',
                  margin: 0,
                  padding: 12,
                  alignItems: 'flex-start',
                  border: `1px solid ${chosen ? token.colorPrimary : token.colorBorder}`,
                  borderRadius: token.borderRadiusLG,
                  background: chosen ? token.colorPrimaryBg : undefined,
                }}
              >
                <Flex vertical gap={2}>
                  <Typography.Text strong>{t(`usage.${usage}.label`)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`usage.${usage}.hint`)}
                  </Typography.Text>
                </Flex>
              </Radio>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
};

const half = { xs: 24, md: 12 } as const;

const Field = ({
  name,
  path,
  rule,
  label,
  required = true,
  extra,
  emptyMessage,
  children,
}: {
  name: string;
  path: FieldPath;
  rule: Rule;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  /** Said instead of "… cannot be empty" where nothing is chosen (a list to choose from). */
  emptyMessage?: string;
  children: ReactNode;
}) => (
  <Form.Item
    name={name}
    label={label}
    required={required}
    validateFirst
    rules={[
      ...(emptyMessage ? [{ required: true, message: emptyMessage }] : []),
      rule(path, label),
    ]}
    extra={extra}
  >
    {children}
  </Form.Item>
);

/** What the chosen usage asks, and what every application asks. */
export const ProfileFields = ({ rule }: { rule: Rule }) => {
  const { t } = useTranslation('collection');
  const language = useLanguage();
  const form = Form.useFormInstance<ApplyValues>();
  const usage = Form.useWatch('usage', form);

  const input = (name: ProfileField, max: number) => {
    const testId = `apply-${name}`;
    if (name === 'businessDescription')
      return (
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={{ show: true, max }}
          data-testid={testId}
        />
      );
    const suggestions = SUGGESTIONS[name];
    if (suggestions)
      return (
        <AutoComplete
          options={suggestions.map((value) => ({ value }))}
          filterOption={(typed, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(typed.toLowerCase())
          }
          data-testid={testId}
        />
      );
    return (
      <Input
        placeholder={LINK_FIELDS.has(name) ? 'https://' : undefined}
        inputMode={LINK_FIELDS.has(name) ? 'url' : undefined}
        data-testid={testId}
      />
    );
  };

  return (
    <>
      <Form.Item
        name="usage"
        label={t('apply.usage')}
        rules={[{ required: true, message: t('apply.usageRequired') }]}
      >
        <UsageCards />
      </Form.Item>
      {usage !== undefined ? (
        <Row gutter={16} data-testid="apply-profile" data-usage={usage}>
          {USAGE_FIELDS[usage].map(({ name, optional, max }) => (
            <Col key={name} {...(name === 'businessDescription' ? { span: 24 } : half)}>
              <Field
                name={name}
                path={['profile', name]}
                rule={rule}
                label={t(`profile.${name}`)}
                required={!optional}
                extra={t(`profileHint.${name}`, { defaultValue: '' }) || undefined}
              >
                {input(name, max)}
              </Field>
            </Col>
          ))}
          <Col {...half}>
            <Field
              name="salesCategory"
              path={['profile', 'salesCategory']}
              rule={rule}
              label={t('profile.salesCategory')}
              extra={t('profileHint.salesCategory')}
            >
              <Input data-testid="apply-salesCategory" />
            </Field>
          </Col>
          <Col {...half}>
            <Field
              name="annualSales"
              path={['profile', 'annualSales']}
              rule={rule}
              label={t('profile.annualSales')}
              extra={t('profileHint.annualSales')}
            >
              <AmountInput suffix="USD" maxLength={32} data-testid="apply-annualSales" />
            </Field>
          </Col>
        </Row>
      ) : null}
      <Row gutter={16}>
        <Col {...half}>
          <Field
            name="currencies"
            path={['currencies']}
            rule={rule}
            label={t('apply.currencies')}
            emptyMessage={t('apply.currenciesRequired')}
          >
            <Select
              mode="multiple"
              allowClear
              placeholder={t('apply.currenciesPlaceholder')}
              showSearch={{ optionFilterProp: 'search' }}
              options={COLLECTION_CURRENCIES.map((code) => ({
                value: code,
                label: code,
                search: `${code} ${currencyName(code, language)}`,
              }))}
              optionRender={(option) => (
                <Flex gap={8} justify="space-between">
                  <span>{option.value}</span>
                  <Typography.Text type="secondary" ellipsis>
                    {currencyName(String(option.value), language)}
                  </Typography.Text>
                </Flex>
              )}
              data-testid="apply-currencies"
            />
          </Field>
        </Col>
        <Col {...half}>
          <Field
            name="alias"
            path={['alias']}
            rule={rule}
            label={t('apply.alias')}
            required={false}
            extra={t('apply.aliasHint')}
          >
            <Input
              count={{ show: true, max: LIMITS.accountNameMaxLength }}
              data-testid="apply-alias"
            />
          </Field>
        </Col>
      </Row>
    </>
  );
};
