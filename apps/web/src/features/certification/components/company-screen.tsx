// /auth/realname/company (spec certification sub-form "company"): the enterprise's details — local
// and English names, registration number, legal form, registered address (and the business address
// when it differs), registration date and licence validity (or none), expected monthly remittance
// in USD and transactions, website, industry, contact — checked as typed with the contracts'
// zCertificationCompany, saved as the draft on "Next".
import {
  CertificationStep,
  EntityType,
  zCertificationCompany,
  type CertificationCompany,
} from '@tradebridge/contracts';
import {
  AutoComplete,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  ContactFields,
  fromDay,
  orUndefined,
  HALF_COLUMN,
  SchemaCol,
  SchemaItem,
  toDay,
} from './form-fields.tsx';
import { useStepRules } from './form-rules.ts';
import { COMPANY_TYPES, INDUSTRIES } from './labels.ts';
import { StepFormScreen } from './step-form.tsx';

type Address = CertificationCompany['registeredAddress'];

export type CompanyValues = Omit<
  CertificationCompany,
  'registeredOn' | 'validUntil' | 'businessAddress' | 'website'
> & {
  registeredOn?: Dayjs;
  validUntil?: Dayjs | null;
  /** Form only: the licence has no end. */
  validUntilNone?: boolean;
  /** Form only: the business is run at the registered address. */
  businessSame?: boolean;
  businessAddress?: Partial<Address>;
  website?: string;
};

export const companyToWire = (values: CompanyValues): unknown => ({
  name: values.name,
  nameEn: values.nameEn,
  registrationNo: values.registrationNo,
  companyType: values.companyType,
  registeredAddress: values.registeredAddress,
  ...(values.businessSame === false ? { businessAddress: values.businessAddress ?? {} } : {}),
  registeredOn: fromDay(values.registeredOn),
  validUntil: values.validUntilNone ? null : fromDay(values.validUntil),
  monthlyRemittanceUsd: values.monthlyRemittanceUsd,
  monthlyTransactions: values.monthlyTransactions ?? undefined,
  website: orUndefined(values.website),
  industry: values.industry,
  email: values.email,
  areaCode: values.areaCode,
  phone: values.phone,
});

const companyFromDraft = (saved: CertificationCompany | undefined): Partial<CompanyValues> =>
  saved
    ? {
        ...saved,
        registeredOn: toDay(saved.registeredOn),
        validUntil: toDay(saved.validUntil),
        validUntilNone: saved.validUntil === null,
        businessSame: saved.businessAddress === undefined,
      }
    : { businessSame: true, validUntilNone: false, areaCode: '+86' };

export const CompanyScreen = () => {
  const { t } = useTranslation('certification');
  const [form] = Form.useForm<CompanyValues>();
  const rule = useStepRules(zCertificationCompany, companyToWire);
  const businessSame = Form.useWatch('businessSame', form) as boolean | undefined;
  const validUntilNone = Form.useWatch('validUntilNone', form) as boolean | undefined;

  return (
    <StepFormScreen<CompanyValues>
      title={t('titles.company')}
      testId="certification-company"
      step={CertificationStep.Company}
      entityType={EntityType.Enterprise}
      form={form}
      initialValues={(kase) => companyFromDraft(kase.draft.company)}
      toWire={companyToWire}
    >
      {() => (
        <>
          <Row gutter={16}>
            <SchemaCol path={['name']} label={t('company.name')} rule={rule}>
              <Input maxLength={200} data-testid="company-name" />
            </SchemaCol>
            <SchemaCol path={['nameEn']} label={t('company.nameEn')} rule={rule}>
              <Input maxLength={200} data-testid="company-name-en" />
            </SchemaCol>
            <SchemaCol path={['registrationNo']} label={t('company.registrationNo')} rule={rule}>
              <Input maxLength={50} data-testid="company-registration-no" />
            </SchemaCol>
            <SchemaCol path={['companyType']} label={t('company.companyType')} rule={rule}>
              <Select
                options={COMPANY_TYPES.map((type) => ({
                  value: type,
                  label: t(`companyType.${type}`),
                }))}
                data-testid="company-type"
              />
            </SchemaCol>
            <SchemaCol
              path={['registeredOn']}
              label={t('company.registeredOn')}
              rule={rule}
              testId="company-registered-on-item"
            >
              <DatePicker style={{ width: '100%' }} data-testid="company-registered-on" />
            </SchemaCol>
            <Col {...HALF_COLUMN}>
              <SchemaItem
                path={['validUntil']}
                label={t('company.validUntil')}
                rule={rule}
                required={!validUntilNone}
                dependencies={[['registeredOn'], ['validUntilNone']]}
                testId="company-valid-until-item"
              >
                <DatePicker
                  style={{ width: '100%' }}
                  disabled={validUntilNone}
                  data-testid="company-valid-until"
                />
              </SchemaItem>
              <Form.Item name="validUntilNone" valuePropName="checked" style={{ marginTop: -16 }}>
                <Checkbox data-testid="company-valid-until-none">{t('company.noEnd')}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('company.registeredAddress')}</Divider>
          <AddressFields prefix={['registeredAddress']} rule={rule} testId="registered-address" />
          <Form.Item name="businessSame" valuePropName="checked">
            <Checkbox data-testid="company-business-same">{t('company.businessSame')}</Checkbox>
          </Form.Item>
          {businessSame === false ? (
            <>
              <Divider titlePlacement="start">{t('company.businessAddress')}</Divider>
              <AddressFields prefix={['businessAddress']} rule={rule} testId="business-address" />
            </>
          ) : null}
          <Divider titlePlacement="start">{t('company.business')}</Divider>
          <Row gutter={16}>
            <SchemaCol
              path={['monthlyRemittanceUsd']}
              label={t('company.monthlyRemittanceUsd')}
              rule={rule}
            >
              <Input
                inputMode="decimal"
                maxLength={15}
                suffix={t('company.usd')}
                data-testid="company-monthly-remittance"
              />
            </SchemaCol>
            <SchemaCol
              path={['monthlyTransactions']}
              label={t('company.monthlyTransactions')}
              rule={rule}
            >
              <InputNumber
                min={0}
                precision={0}
                style={{ width: '100%' }}
                data-testid="company-monthly-transactions"
              />
            </SchemaCol>
            <SchemaCol path={['industry']} label={t('company.industry')} rule={rule}>
              <AutoComplete
                options={INDUSTRIES.map((industry) => ({ value: t(`industry.${industry}`) }))}
                maxLength={50}
                data-testid="company-industry"
              />
            </SchemaCol>
            <SchemaCol path={['website']} label={t('company.website')} rule={rule} required={false}>
              <Input
                maxLength={300}
                placeholder={t('company.websitePlaceholder')}
                inputMode="url"
                data-testid="company-website"
              />
            </SchemaCol>
          </Row>
          <Divider titlePlacement="start">{t('contact.title')}</Divider>
          <ContactFields rule={rule} />
        </>
      )}
    </StepFormScreen>
  );
};
