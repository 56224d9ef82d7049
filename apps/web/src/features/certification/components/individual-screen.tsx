// /auth/realname/individual (spec certification sub-form "individual"): an individual merchant —
// the person's names, date of birth, identity document with its pictures, address and contact —
// checked as typed with the contracts' zCertificationIndividual, saved as the draft on "Next".
import {
  CertificationStep,
  EntityType,
  zCertificationIndividual,
  type CertificationIndividual,
} from '@tradebridge/contracts';
import { DatePicker, Divider, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  ContactFields,
  fromDay,
  IdentityFields,
  identityFromDraft,
  identityToWire,
  SchemaCol,
  toDay,
  type IdentityValues,
} from './form-fields.tsx';
import { useStepRules } from './form-rules.ts';
import { StepFormScreen } from './step-form.tsx';

export type IndividualValues = IdentityValues & {
  name?: string;
  nameEn?: string;
  birthDate?: Dayjs;
  address?: Partial<CertificationIndividual['address']>;
  email?: string;
  areaCode?: string;
  phone?: string;
};

const individualToWire = (values: IndividualValues): unknown => ({
  name: values.name,
  nameEn: values.nameEn,
  birthDate: fromDay(values.birthDate),
  ...identityToWire(values),
  address: values.address ?? {},
  email: values.email,
  areaCode: values.areaCode,
  phone: values.phone,
});

const individualFromDraft = (saved: CertificationIndividual | undefined): IndividualValues =>
  saved
    ? {
        name: saved.name,
        nameEn: saved.nameEn,
        birthDate: toDay(saved.birthDate),
        ...identityFromDraft(saved),
        address: saved.address,
        email: saved.email,
        areaCode: saved.areaCode,
        phone: saved.phone,
      }
    : { idLongTerm: false, areaCode: '+86' };

export const IndividualScreen = () => {
  const { t } = useTranslation('certification');
  const [form] = Form.useForm<IndividualValues>();
  const rule = useStepRules(zCertificationIndividual, individualToWire);
  return (
    <StepFormScreen<IndividualValues>
      title={t('titles.individual')}
      testId="certification-individual"
      step={CertificationStep.Individual}
      entityType={EntityType.Individual}
      form={form}
      initialValues={(kase) => individualFromDraft(kase.draft.individual)}
      toWire={individualToWire}
    >
      {() => (
        <>
          <Row gutter={16}>
            <SchemaCol path={['name']} label={t('individual.name')} rule={rule}>
              <Input maxLength={100} data-testid="individual-name" />
            </SchemaCol>
            <SchemaCol path={['nameEn']} label={t('individual.nameEn')} rule={rule}>
              <Input maxLength={100} data-testid="individual-name-en" />
            </SchemaCol>
            <SchemaCol path={['birthDate']} label={t('individual.birthDate')} rule={rule}>
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={(day) => day.isAfter(dayjs(), 'day')}
                data-testid="individual-birth-date"
              />
            </SchemaCol>
          </Row>
          <Divider titlePlacement="start">{t('identity.title')}</Divider>
          <IdentityFields prefix={[]} rule={rule} testId="individual" />
          <Divider titlePlacement="start">{t('individual.address')}</Divider>
          <AddressFields prefix={['address']} rule={rule} testId="individual-address" />
          <Divider titlePlacement="start">{t('contact.title')}</Divider>
          <ContactFields rule={rule} />
        </>
      )}
    </StepFormScreen>
  );
};
