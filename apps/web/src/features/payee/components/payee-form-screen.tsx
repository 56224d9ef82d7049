// /payee/add and /payee/edit?id= (spec addPayee): a bank account or a Visa card to pay or withdraw
// to. The fields follow what is chosen: a bank account asks what its country's banks are addressed
// by (contracts' bankFieldsOf: CNAPS with province, city and district in mainland China, the bank
// code in Hong Kong, ABA in the US, BSB in Australia, IBAN in the IBAN countries, SWIFT/BIC
// elsewhere and for international payments); a personal holder's identity; a card is Visa in HKD.
// Each field is checked as it is typed with ZPayeeForm (what the server parses). An addition
// carries one Idempotency-Key per submission; an edit the version it was read at (a card's number
// is typed again: it is never shown back). The server's field problems go onto their fields.
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  BANK_PAYEE_FIELDS,
  BankCardState,
  CARD_PAYEE_FIELDS,
  bankFieldsOf,
  CARD_CURRENCY,
  PayeeMethod,
  PayeeRelationship,
  PayeeUsage,
  ZPayeeForm,
  type BankField,
  type PayeeDetail,
  type PayeeForm,
} from '@tradebridge/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { DetailStates } from '../../../components/detail-states.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { optionalMark } from '../../../components/optional-mark.tsx';
import { showSubmitFailure, useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useAddPayee } from '../api/add-payee.ts';
import { useEditPayee } from '../api/edit-payee.ts';
import { isStalePayee, usePayee } from '../api/get-payee.ts';
import { ID_TYPES, PURPOSES, RELATIONSHIPS } from './labels.ts';
import { payeeDetailPath } from './links.ts';

/** The form's values: every field of either method, as typed. */
export type PayeeValues = Record<string, string | number | null | undefined>;

/** The details typed as text (the purpose and the ID type are chosen). */
const isTyped = (field: string) => field !== 'purpose' && field !== 'idType';
const BANK_TEXT_FIELDS = BANK_PAYEE_FIELDS.filter(isTyped);
const CARD_TEXT_FIELDS = CARD_PAYEE_FIELDS.filter(isTyped);
const FIELDS = [
  ...BANK_TEXT_FIELDS,
  ...CARD_TEXT_FIELDS,
  'usage',
  'method',
  'type',
  'relationship',
  'country',
  'currency',
  'idType',
  'idFrontFileId',
  'idBackFileId',
  'purpose',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const BANK_IDENTIFIERS: readonly BankField[] = [
  'accountNumber',
  'iban',
  'branchName',
  'cnaps',
  'hkBankCode',
  'routingNumber',
  'bsb',
  'swift',
  'province',
  'city',
  'district',
];

/**
 * The bank fields the form does not show for these values (another country's identifiers, the
 * other holder type's documents): typed for a choice since changed, they are neither sent nor
 * checked.
 */
const hiddenBankFields = (values: PayeeValues): Set<string> => {
  const country = text(values.country);
  const currency = text(values.currency);
  const shown = new Set<string>(
    country && currency ? [...bankFieldsOf(country, currency), 'swift'] : [],
  );
  return new Set([
    ...BANK_IDENTIFIERS.filter((field) => !shown.has(field)),
    ...(country === 'CN' ? [] : ['accountNameEn']),
    ...(values.type === 'p'
      ? ['licenceNumber']
      : ['idNumber', 'idType', 'idFrontFileId', 'idBackFileId']),
  ]);
};

/** The request the values make, for the method chosen. */
export const payeeRequestOf = (values: PayeeValues): PayeeForm => {
  const common = {
    usage: values.usage as PayeeUsage,
    relationship: values.relationship as PayeeForm['relationship'],
    currency: values.currency as PayeeForm['currency'],
    purpose: values.purpose as PayeeForm['purpose'],
    remarks: text(values.remarks),
  };
  if (values.method === PayeeMethod.Card) {
    return {
      ...common,
      method: PayeeMethod.Card,
      usage: PayeeUsage.Transfer,
      ...Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, text(values[field])])),
    } as PayeeForm;
  }
  const hidden = hiddenBankFields(values);
  const shown = (field: string) => (hidden.has(field) ? undefined : values[field]);
  return {
    ...common,
    method: PayeeMethod.Bank,
    type: values.type as 'p' | 'c',
    country: text(values.country),
    ...Object.fromEntries(BANK_TEXT_FIELDS.map((field) => [field, text(shown(field))])),
    idType: (shown('idType') as number | undefined) ?? null,
    idFrontFileId: (shown('idFrontFileId') as string | undefined) || null,
    idBackFileId: (shown('idBackFileId') as string | undefined) || null,
  } as PayeeForm;
};

/** An edit starts from the payee as it was filled; a card's number is typed again. */
const valuesOf = (payee: PayeeDetail): PayeeValues => ({
  ...payee.form,
  method: payee.method,
  usage: payee.usage,
  ...(payee.method === PayeeMethod.Card ? { cardNumber: '' } : {}),
});

/** A problem's field: the add's path is the field's, the edit's is under `payee.`. */
const fieldOfRequestPath = (path: string) => {
  const field = path.replace(/^payee\./, '');
  return FIELDS.includes(field) ? field : undefined;
};

/** The bank fields of the country and currency chosen; SWIFT is offered where it is not required. */
const useBankFields = (form: FormInstance<PayeeValues>) => {
  const country = Form.useWatch<string | undefined>('country', form);
  const currency = Form.useWatch<string | undefined>('currency', form);
  if (!country || !currency) return null;
  return { country, required: bankFieldsOf(country, currency) };
};

const PayeeFormBody = ({ payee }: { payee?: PayeeDetail }) => {
  const { t } = useTranslation('payee');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PayeeValues>();
  const add = useAddPayee();
  const edit = useEditPayee();
  const rule = useSchemaRules(ZPayeeForm, payeeRequestOf);
  const [problems, setProblems] = useState<string[]>([]);
  const { send } = useSubmissionKey('payee-add');
  const method = Form.useWatch<string | undefined>('method', form);
  const usage = Form.useWatch<string | undefined>('usage', form);
  const type = Form.useWatch<string | undefined>('type', form);
  const bank = useBankFields(form);
  const refused = payee?.state === BankCardState.Rejected;
  const isCard = method === PayeeMethod.Card;

  const onSubmit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const request = payeeRequestOf(form.getFieldsValue(true));
    if (!ZPayeeForm.safeParse(request).success) return; // every field has said why
    let saved: PayeeDetail;
    try {
      saved = payee
        ? await edit.mutateAsync({
            payeeId: payee.id,
            version: payee.version,
            payee: request,
          })
        : await send(request, add.mutateAsync);
    } catch (error) {
      if (isStalePayee(error)) {
        void message.warning({ content: t('form.changed'), key: 'payee-changed' });
        return;
      }
      showSubmitFailure(form, error, fieldOfRequestPath, setProblems);
      return;
    }
    void message.success(payee ? t('form.saved') : t('form.added'));
    void navigate(payeeDetailPath(saved.id));
  };

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

  return (
    <Form<PayeeValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t('form.optional'))}
      style={{ maxWidth: 960 }}
      initialValues={
        payee
          ? valuesOf(payee)
          : {
              usage: PayeeUsage.Transfer,
              method: PayeeMethod.Bank,
              type: 'c',
              relationship: PayeeRelationship.Supplier,
              purpose: 'products',
            }
      }
      onValuesChange={(changed: PayeeValues) => {
        setProblems([]);
        // A withdrawal goes to the merchant's own bank account; a card is paid in HKD.
        if (changed.usage === PayeeUsage.Withdraw)
          form.setFieldsValue({ method: PayeeMethod.Bank, relationship: PayeeRelationship.Self });
        if (changed.method === PayeeMethod.Card) form.setFieldsValue({ currency: CARD_CURRENCY });
      }}
      data-testid="payee-form"
    >
      {refused ? (
        <Alert
          type="error"
          showIcon
          title={t('detail.refused')}
          description={payee.reason}
          style={{ marginBottom: 16 }}
          data-testid="payee-refusal"
        />
      ) : null}
      <Alert type="info" showIcon title={t('form.reviewHint')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('usage')}>
            <Radio.Group data-testid="payee-usage">
              <Radio value={PayeeUsage.Transfer}>{t('usage.transfer')}</Radio>
              <Radio value={PayeeUsage.Withdraw}>{t('usage.withdraw')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('method')}>
            <Radio.Group data-testid="payee-method">
              <Radio value={PayeeMethod.Bank}>{t('method.bank')}</Radio>
              <Radio value={PayeeMethod.Card} disabled={usage === PayeeUsage.Withdraw}>
                {t('method.card')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
      </Row>
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
            {bank?.country === 'CN' ? textField('accountNameEn', 100, false) : null}
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
              payee ? t('form.cardNumberAgain') : t('form.visaHint'),
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
              200,
              true,
              bank.country === 'CN' ? undefined : t('form.englishHint'),
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
      <Divider titlePlacement="start" plain>
        {t('form.sections.payment')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('purpose')}>
            <Select
              options={PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
              data-testid="payee-purpose"
            />
          </Form.Item>
        </Col>
        {textField('remarks', 140, false, t('form.remarksHint'))}
      </Row>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="payee-problems"
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={() => void onSubmit()}
          loading={add.isPending || edit.isPending}
          data-testid="payee-submit"
        >
          {payee ? (refused ? t('form.resubmit') : t('form.save')) : t('form.submit')}
        </Button>
        <Button
          onClick={() => void navigate(payee ? payeeDetailPath(payee.id) : paths.payee)}
          data-testid="payee-cancel"
        >
          {t('cancel')}
        </Button>
      </Flex>
    </Form>
  );
};

export const PayeeAddScreen = () => {
  const { t } = useTranslation('payee');
  const navigate = useNavigate();
  return (
    <Card
      title={t('form.addTitle')}
      data-testid="payee-form-screen"
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.payee)}>
          {t('backToPayees')}
        </Button>
      }
    >
      <PayeeFormBody />
    </Card>
  );
};

export const PayeeEditScreen = () => {
  const { t } = useTranslation('payee');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const payeeId = searchParams.get('id');
  const payee = usePayee(payeeId);
  return (
    <Card
      title={t('form.editTitle')}
      data-testid="payee-form-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(payeeId ? payeeDetailPath(payeeId) : paths.payee)}
        >
          {t('backToPayees')}
        </Button>
      }
    >
      <DetailStates
        id={payeeId}
        query={payee}
        testId="payee-form"
        notFoundTitle={t('detail.notFound')}
        failedTitle={t('detail.loadFailed')}
      >
        {(data) => <PayeeFormBody payee={data} />}
      </DetailStates>
    </Card>
  );
};
