// The payee form's sections (payee-form-screen.tsx; its state in use-payee-form.ts): the holder,
// and the account — a card's details, or the bank fields of the country and currency chosen.
import { PAYEE_ADDRESS_MAX, PayeeUsage, type BankField } from '@tradebridge/contracts';
import { Col, Divider, Form, Input, Row, Select, Typography, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select.tsx';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import type { useSchemaRules } from '../../../lib/schema-rules.ts';
import { ID_TYPES, RELATIONSHIPS } from './labels.ts';
import type { BankFields } from './use-payee-form.ts';

/** The makers of the form's items: a field's name, label and rule, and a typed text field. */
export const fieldMakers = (
  t: ReturnType<typeof useTranslation>['t'],
  rule: ReturnType<typeof useSchemaRules>,
  bank: BankFields | null,
) => {
  const item = (name: string, required = true) => ({
    name,
    label: t(`field.${name}`),
    required,
    rules: [rule([name], t(`field.${name}`))],
  });
  const textField = (name: string, max: number, required = true, extra?: string) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item {...item(name, required)} {...(extra ? { extra } : {})}>
        <Input maxLength={max} autoComplete="off" data-testid={`payee-${name}`} />
      </Form.Item>
    </Col>
  );
  const bankField = (name: BankField, max: number, extra?: string) =>
    bank?.required.includes(name) ? textField(name, max, true, extra) : null;
  return { item, textField, bankField };
};

export type FieldMakers = ReturnType<typeof fieldMakers>;

type SectionProps = {
  fields: FieldMakers;
  isCard: boolean;
  bank: BankFields | null;
};

/** Who holds the account: a company or a person (and a person's identity), or the cardholder. */
export const HolderSection = ({
  fields: { item, textField },
  isCard,
  bank,
  usage,
  type,
}: SectionProps & { usage: string | undefined; type: string | undefined }) => {
  const { t } = useTranslation('payee');
  return (
    <>
      <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
        {t('form.sections.holder')}
      </Divider>
      <Row gutter={16}>
        {isCard ? null : (
          <Col xs={24} md={12}>
            <Form.Item {...item('type')}>
              <Radio.Group data-testid="payee-type">
                <Radio value="c">{t('type.c')}</Radio>
                <Radio value="p">{t('type.p')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item {...item('relationship')}>
            <Select
              disabled={usage === PayeeUsage.Withdraw}
              options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationship.${r}`) }))}
              data-testid="payee-relationship"
            />
          </Form.Item>
        </Col>
        {isCard ? (
          <>
            {textField('lastName', 50)}
            {textField('firstName', 50)}
            {textField('cardholderName', 100, true, t('form.cardholderHint'))}
            {textField('cardholderCity', 50)}
          </>
        ) : (
          <>
            {textField('accountName', 100, true, t('form.accountNameHint'))}
            {bank?.country === 'CN'
              ? textField(
                  'accountNameEn',
                  100,
                  bank.needsEnglishName,
                  bank.needsEnglishName ? t('form.accountNameEnInternational') : undefined,
                )
              : null}
            {type === 'c' ? textField('licenceNumber', 50, false) : null}
          </>
        )}
      </Row>
      {!isCard && type === 'p' ? (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item {...item('idType')}>
              <Select
                options={ID_TYPES.map((id) => ({ value: id, label: t(`idType.${id}`) }))}
                data-testid="payee-idType"
              />
            </Form.Item>
          </Col>
          {textField('idNumber', 50)}
          <Col xs={24} md={12}>
            <Form.Item {...item('idFrontFileId', false)}>
              <FileUploadField label={t('field.idFrontFileId')} data-testid="payee-id-front" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('idBackFileId', false)}>
              <FileUploadField label={t('field.idBackFileId')} data-testid="payee-id-back" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
    </>
  );
};

/** The account itself: a card's number and bank, or the bank fields of the country chosen. */
export const AccountSection = ({
  fields: { item, textField, bankField },
  isCard,
  bank,
  isEdit,
}: SectionProps & { isEdit: boolean }) => {
  const { t } = useTranslation('payee');
  return (
    <>
      <Divider titlePlacement="start" plain>
        {isCard ? t('form.sections.card') : t('form.sections.bank')}
      </Divider>
      <Row gutter={16}>
        {isCard ? null : (
          <Col xs={24} md={12}>
            <Form.Item {...item('country')}>
              <CountrySelect placeholder={t('form.choose')} data-testid="payee-country" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item {...item('currency')} extra={isCard ? t('form.cardCurrencyHint') : undefined}>
            <CurrencySelect data-testid="payee-currency" />
          </Form.Item>
        </Col>
        {isCard ? (
          <>
            {textField(
              'cardNumber',
              23,
              true,
              isEdit ? t('form.cardNumberAgain') : t('form.visaHint'),
            )}
            {textField('bankProvince', 50)}
            {textField('bankCity', 50)}
            {textField('bankAddress', 200)}
          </>
        ) : bank ? (
          <>
            {textField('bankName', 100)}
            {bankField('branchName', 100)}
            {bankField('cnaps', 12, t('form.cnapsHint'))}
            {bankField('hkBankCode', 3)}
            {bankField('routingNumber', 9)}
            {bankField('bsb', 7)}
            {bankField('iban', 42)}
            {bankField('accountNumber', 40)}
            {bank.required.includes('swift')
              ? bankField('swift', 11)
              : textField('swift', 11, false, t('form.swiftOptional'))}
            {bankField('province', 50)}
            {bankField('city', 50)}
            {bankField('district', 50)}
            {textField(
              'address',
              PAYEE_ADDRESS_MAX,
              true,
              bank.country === 'CN' && !bank.international ? undefined : t('form.englishHint'),
            )}
            {textField('postalCode', 10)}
          </>
        ) : (
          <Col xs={24}>
            <Typography.Paragraph type="secondary" data-testid="payee-choose-country">
              {t('form.chooseCountry')}
            </Typography.Paragraph>
          </Col>
        )}
      </Row>
    </>
  );
};
