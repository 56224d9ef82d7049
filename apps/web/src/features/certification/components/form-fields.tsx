// Pieces the certification's forms share: dates as the wire writes them, an address (as the
// country writes it and in English), the contact fields, an identity document with its pictures,
// and a field checked by the step's schema.
import type { CertificationCase } from '@tradebridge/contracts';
import { needsBackSide, type IdType } from '@tradebridge/contracts';
import { AutoComplete, Checkbox, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { ColProps, FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_CODES } from '../../../components/area-code-select.tsx';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import type { NamePath } from './form-rules.ts';
import { useIdTypeOptions } from './labels.ts';

export type Rule = (path: NamePath, label: string) => FormRule;

/** A date of the wire ("2031-06-30") for a date picker, and back. */
export const toDay = (value: string | null | undefined): Dayjs | undefined =>
  value ? dayjs(value, 'YYYY-MM-DD') : undefined;
export const fromDay = (value: Dayjs | null | undefined): string | undefined =>
  value ? value.format('YYYY-MM-DD') : undefined;

/** Empty text is no value (an optional field left blank). */
export const orUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

export type CaseOf = (kase: CertificationCase) => unknown;

/**
 * A field checked by the step's schema at `path` (the value's whole path in the form); `name` is
 * its name where it is rendered (relative inside a Form.List), `path` when left out.
 */
type SchemaItemProps = {
  path: NamePath;
  name?: NamePath;
  label: string;
  rule: Rule;
  required?: boolean;
  dependencies?: NamePath[];
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  valuePropName?: string;
};

export const SchemaItem = ({
  path,
  name = path,
  label,
  rule,
  required = true,
  dependencies,
  extra,
  children,
  testId,
  valuePropName,
}: SchemaItemProps) => (
  <Form.Item
    name={name as (string | number)[]}
    label={label}
    required={required}
    rules={[rule(path, label)]}
    dependencies={dependencies as (string | number)[][] | undefined}
    extra={extra}
    data-testid={testId}
    valuePropName={valuePropName}
  >
    {children}
  </Form.Item>
);

/** A field's column in the form's row: half of it from a medium screen up. */
export const HALF_COLUMN = { xs: 24, md: 12 } as const;

/** A `SchemaItem` in a column of its own (`col`, half the row when left out). */
export const SchemaCol = ({ col = HALF_COLUMN, ...item }: SchemaItemProps & { col?: ColProps }) => (
  <Col {...col}>
    <SchemaItem {...item} />
  </Col>
);

/** An address as the country writes it and in English (no Chinese characters). */
export const AddressFields = ({
  prefix,
  rule,
  testId,
}: {
  prefix: NamePath;
  rule: Rule;
  testId: string;
}) => {
  const { t } = useTranslation('certification');
  const at = (name: string) => [...prefix, name];
  return (
    <Row gutter={16} data-testid={testId}>
      <SchemaCol path={at('country')} label={t('address.country')} rule={rule}>
        <CountrySelect
          placeholder={t('address.countryPlaceholder')}
          data-testid={`${testId}-country`}
        />
      </SchemaCol>
      <SchemaCol path={at('cityEn')} label={t('address.cityEn')} rule={rule}>
        <Input maxLength={100} data-testid={`${testId}-city-en`} />
      </SchemaCol>
      <SchemaCol col={{ span: 24 }} path={at('line')} label={t('address.line')} rule={rule}>
        <Input maxLength={300} data-testid={`${testId}-line`} />
      </SchemaCol>
      <SchemaCol
        col={{ xs: 24, md: 16 }}
        path={at('lineEn')}
        label={t('address.lineEn')}
        rule={rule}
        extra={t('address.englishHint')}
      >
        <Input maxLength={300} data-testid={`${testId}-line-en`} />
      </SchemaCol>
      <SchemaCol
        col={{ xs: 24, md: 8 }}
        path={at('postcode')}
        label={t('address.postcode')}
        rule={rule}
      >
        <Input maxLength={10} data-testid={`${testId}-postcode`} />
      </SchemaCol>
    </Row>
  );
};

/** E-mail, and a phone number with its country calling code. */
export const ContactFields = ({ rule }: { rule: Rule }) => {
  const { t } = useTranslation('certification');
  return (
    <Row gutter={16}>
      <SchemaCol path={['email']} label={t('contact.email')} rule={rule}>
        <Input type="email" maxLength={254} data-testid="contact-email" />
      </SchemaCol>
      <Col {...HALF_COLUMN}>
        <Form.Item label={t('contact.phone')} required>
          <Space.Compact block>
            <Form.Item name="areaCode" noStyle rules={[rule(['areaCode'], t('contact.areaCode'))]}>
              <AutoComplete
                options={AREA_CODES.map(({ code }) => ({ value: code }))}
                style={{ width: 110 }}
                aria-label={t('contact.areaCode')}
                data-testid="contact-area-code"
              />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={[rule(['phone'], t('contact.phone'))]}>
              <Input maxLength={15} inputMode="tel" data-testid="contact-phone" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
    </Row>
  );
};

/** The form-only flag of an identity document "valid for the long term" (validity null). */
export const LONG_TERM = 'idLongTerm';

/**
 * An identity document: its type, number, validity (or long-term), nationality and the pictures
 * of its sides (the back one for every document but a passport). `prefix` is the person's path.
 */
export const IdentityFields = ({
  prefix,
  namePrefix = prefix,
  rule,
  testId,
}: {
  /** The person's whole path in the form ([] for the individual, ['people', 2] for a person). */
  prefix: NamePath;
  /** The person's path where the fields are rendered (relative inside a Form.List). */
  namePrefix?: NamePath;
  rule: Rule;
  testId: string;
}) => {
  const { t } = useTranslation('certification');
  const idTypeOptions = useIdTypeOptions();
  const form = Form.useFormInstance();
  const at = (name: string) => [...prefix, name];
  const nameAt = (name: string) => [...namePrefix, name];
  const idType = Form.useWatch(at('idType') as (string | number)[], form) as IdType | undefined;
  const longTerm = Form.useWatch(at(LONG_TERM) as (string | number)[], form) as boolean | undefined;
  const backNeeded = idType === undefined || needsBackSide(idType);
  return (
    <Row gutter={16} data-testid={testId}>
      <SchemaCol
        path={at('idType')}
        name={nameAt('idType')}
        label={t('identity.idType')}
        rule={rule}
      >
        <Select options={idTypeOptions} data-testid={`${testId}-id-type`} />
      </SchemaCol>
      <SchemaCol
        path={at('idNumber')}
        name={nameAt('idNumber')}
        label={t('identity.idNumber')}
        rule={rule}
      >
        <Input maxLength={50} data-testid={`${testId}-id-number`} />
      </SchemaCol>
      <Col {...HALF_COLUMN}>
        <SchemaItem
          path={at('idValidUntil')}
          name={nameAt('idValidUntil')}
          label={t('identity.idValidUntil')}
          rule={rule}
          required={!longTerm}
          dependencies={[at(LONG_TERM)]}
        >
          <DatePicker
            disabled={longTerm}
            style={{ width: '100%' }}
            data-testid={`${testId}-id-valid-until`}
          />
        </SchemaItem>
        <Form.Item name={nameAt(LONG_TERM)} valuePropName="checked" style={{ marginTop: -16 }}>
          <Checkbox data-testid={`${testId}-id-long-term`}>{t('identity.longTerm')}</Checkbox>
        </Form.Item>
      </Col>
      <SchemaCol
        path={at('nationality')}
        name={nameAt('nationality')}
        label={t('identity.nationality')}
        rule={rule}
      >
        <CountrySelect data-testid={`${testId}-nationality`} />
      </SchemaCol>
      <SchemaCol
        path={at('idFrontFileId')}
        name={nameAt('idFrontFileId')}
        label={t('identity.front')}
        rule={rule}
        extra={t('upload.hint')}
      >
        <FileUploadField label={t('identity.front')} data-testid={`${testId}-id-front`} />
      </SchemaCol>
      {backNeeded ? (
        <SchemaCol
          path={at('idBackFileId')}
          name={nameAt('idBackFileId')}
          label={t('identity.back')}
          rule={rule}
          dependencies={[at('idType')]}
          extra={t('upload.hint')}
        >
          <FileUploadField label={t('identity.back')} data-testid={`${testId}-id-back`} />
        </SchemaCol>
      ) : null}
    </Row>
  );
};

/** An identity document as the form holds it. */
export type IdentityValues = {
  idType?: IdType;
  idNumber?: string;
  idValidUntil?: Dayjs | null;
  idLongTerm?: boolean;
  nationality?: string;
  idFrontFileId?: string;
  idBackFileId?: string;
};

export type SavedIdentity = {
  idType: number;
  idNumber: string;
  idValidUntil: string | null;
  nationality: string;
  idFrontFileId: string;
  idBackFileId?: string;
};

export const identityToWire = (values: IdentityValues) => ({
  idType: values.idType,
  idNumber: values.idNumber,
  idValidUntil: values.idLongTerm ? null : fromDay(values.idValidUntil),
  nationality: values.nationality,
  idFrontFileId: values.idFrontFileId,
  // A passport has one printed side: a back picture chosen before the type changed is left out.
  ...(values.idType !== undefined && !needsBackSide(values.idType)
    ? {}
    : { idBackFileId: values.idBackFileId }),
});

export const identityFromDraft = (saved: SavedIdentity): IdentityValues => ({
  idType: saved.idType as IdType,
  idNumber: saved.idNumber,
  idValidUntil: toDay(saved.idValidUntil),
  idLongTerm: saved.idValidUntil === null,
  nationality: saved.nationality,
  idFrontFileId: saved.idFrontFileId,
  idBackFileId: saved.idBackFileId,
});
