// The batch by form (spec §5: at most 20 rows, more need the spreadsheet): the paying currency
// (the wallet's; every payee is paid in it), then a row per payment — an approved transfer payee of
// that currency, or a new bank payee typed in a compact form (its country's bank fields:
// contracts' bankFieldsOf; it is reviewed with the batch) — with its amount, purpose and internal
// note. Each field is checked as it is typed by parsing its row with ZBatchRowInput, the schema the
// server parses it with. A 21st row is refused with the way to the spreadsheet.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  amountProblem,
  BATCH_LIMITS,
  needsEnglishName,
  PAYEE_ADDRESS_MAX,
  PayeeRelationship,
  PERSON_ID_TYPES,
  ZBatchRowInput,
  type BankField,
  type Currency,
  type Payee,
  type PaymentPurpose,
} from '@tradebridge/contracts';
import { AmountInput, formatMoney } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Typography,
  type FormInstance,
  type FormRule,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select.tsx';
import { optionalMark } from '../../../components/optional-mark.tsx';
import { samePath, useIssueText, type FieldPath, type Issue } from '../../../lib/schema-rules.ts';
import { usePayeeChoices } from '../api/list-payees.ts';
import { useAmountMessage } from './amount-message.ts';
import {
  BANK_IDENTIFIERS,
  bankFieldsShown,
  NEW_ROW,
  rowInputOf,
  type BatchFormValues,
  type BatchRowValues,
} from './batch-request.ts';
import { PURPOSES } from './labels.ts';
import { useAvailable, WalletCurrencySelect } from './wallet-currency-select.tsx';
import { useRequiredRule } from '../../../lib/required-rule.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

const RELATIONSHIPS = Object.values(PayeeRelationship).filter((r) => r !== PayeeRelationship.Self);

/** How long each bank identifier may be typed (with spaces or hyphens), as the payee form takes it. */
const BANK_FIELD_MAX: Record<BankField, number> = {
  accountNumber: 40,
  iban: 42,
  branchName: 100,
  cnaps: 12,
  hkBankCode: 3,
  routingNumber: 9,
  bsb: 7,
  swift: 11,
  province: 50,
  city: 50,
  district: 50,
};

const payeeLabel = (payee: Payee) => `${payee.name} · ${payee.bankName} ${payee.accountTail}`;

type RowRule = (index: number, path: FieldPath, label: string) => FormRule;

/** The rule of a row's field: its problem as ZBatchRowInput finds it in the row. */
const useRowRule = (): RowRule => {
  const { t: tc } = useTranslation('common');
  const issueText = useIssueText();
  const amountMessage = useAmountMessage();
  return (index, path, label) =>
    ({ getFieldValue }) => ({
      validator: async () => {
        const currency = getFieldValue('currency') as Currency | undefined;
        const row = (getFieldValue(['rows', index]) ?? NEW_ROW) as BatchRowValues;
        // The amount's whole rule needs the currency (decimals, maximum): said in the pay screen's
        // words; zAmount checks its shape only.
        if (path[0] === 'amount') {
          const found = amountProblem(row.amount, currency);
          if (found) throw new Error(amountMessage(found, currency));
        }
        // The row's own rule (an approved payee or a new one) runs only once its fields parse:
        // a missing payee is said at once.
        if (path[0] === 'payeeId' && row.kind !== 'new' && !row.payeeId)
          throw new Error(tc('validation.required', { field: label }));
        const result = ZBatchRowInput.safeParse(rowInputOf(row, currency), { reportInput: true });
        if (result.success) return;
        const issue = (result.error.issues as Issue[]).find((i) => samePath(i.path, path));
        if (issue) throw new Error(issueText(issue, label));
      },
    });
};

/** A new payee's details: holder, country and the bank fields its country and currency need. */
const NewPayeeFields = ({
  name,
  currency,
  rule,
}: {
  name: number;
  currency: Currency | undefined;
  rule: RowRule;
}) => {
  const { t } = useTranslation('payout');
  const { t: tp } = useTranslation('payee');
  const form = Form.useFormInstance<BatchFormValues>();
  const country = Form.useWatch<string | undefined>(['rows', name, 'payee', 'country'], form);
  const type = Form.useWatch<string | undefined>(['rows', name, 'payee', 'type'], form);
  const shown = bankFieldsShown(country, currency);

  const item = (field: string, required = true) => ({
    name: [name, 'payee', field],
    label: tp(`field.${field}`),
    required,
    rules: [rule(name, ['payee', field], tp(`field.${field}`))],
  });
  const textField = (field: string, max: number, required = true) => (
    <Col xs={24} sm={12} lg={8} key={field}>
      <Form.Item {...item(field, required)}>
        <Input maxLength={max} autoComplete="off" data-testid={`batch-payee-${field}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={12} data-testid="batch-new-payee">
      <Col xs={24} sm={12} lg={8}>
        <Form.Item {...item('type')} initialValue="c">
          <Radio.Group data-testid="batch-payee-type">
            <Radio value="c" data-testid="batch-payee-type-c">
              {tp('type.c')}
            </Radio>
            <Radio value="p" data-testid="batch-payee-type-p">
              {tp('type.p')}
            </Radio>
          </Radio.Group>
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item {...item('relationship')} initialValue={PayeeRelationship.Supplier}>
          <Select
            options={RELATIONSHIPS.map((r) => ({ value: r, label: tp(`relationship.${r}`) }))}
            data-testid="batch-payee-relationship"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item {...item('country')}>
          <CountrySelect placeholder={tp('form.choose')} data-testid="batch-payee-country" />
        </Form.Item>
      </Col>
      {textField('accountName', 100)}
      {country && currency && needsEnglishName(country, currency)
        ? textField('accountNameEn', 100)
        : null}
      {textField('bankName', 100)}
      {shown.length > 0 ? (
        BANK_IDENTIFIERS.filter((field) => shown.includes(field)).map((field) =>
          textField(field, BANK_FIELD_MAX[field]),
        )
      ) : (
        <Col xs={24}>
          <Typography.Paragraph type="secondary" data-testid="batch-payee-choose-country">
            {currency ? t('batch.form.chooseCountry') : t('batch.form.chooseCurrencyFirst')}
          </Typography.Paragraph>
        </Col>
      )}
      {textField('address', PAYEE_ADDRESS_MAX)}
      {textField('postalCode', 10)}
      {type === 'p' ? (
        <>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item {...item('idType')}>
              <Select
                options={PERSON_ID_TYPES.map((id) => ({ value: id, label: tp(`idType.${id}`) }))}
                data-testid="batch-payee-idType"
              />
            </Form.Item>
          </Col>
          {textField('idNumber', 50)}
        </>
      ) : (
        textField('licenceNumber', 50, false)
      )}
    </Row>
  );
};

const BatchRowCard = ({
  name,
  payees,
  payeesLoading,
  currency,
  rule,
  onRemove,
}: {
  name: number;
  payees: Payee[];
  payeesLoading: boolean;
  currency: Currency | undefined;
  rule: RowRule;
  onRemove: (() => void) | undefined;
}) => {
  const { t } = useTranslation('payout');
  const form = Form.useFormInstance<BatchFormValues>();
  const kind = Form.useWatch<string | undefined>(['rows', name, 'kind'], form) ?? 'existing';
  const purposeLabel = t('fields.purpose');
  return (
    <Card
      size="small"
      title={t('batch.form.row', { n: name + 1 })}
      extra={
        onRemove ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('batch.form.removeRow')}
            onClick={onRemove}
            data-testid="batch-remove-row"
          />
        ) : null
      }
      data-testid="batch-row"
    >
      <Row gutter={12}>
        <Col xs={24}>
          <Form.Item name={[name, 'kind']} initialValue="existing" style={{ marginBottom: 12 }}>
            <Radio.Group optionType="button" size="small" data-testid="batch-row-kind">
              <Radio value="existing" data-testid="batch-row-kind-existing">
                {t('batch.form.existingPayee')}
              </Radio>
              <Radio value="new" data-testid="batch-row-kind-new">
                {t('batch.form.newPayee')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        {kind === 'new' ? (
          <Col xs={24}>
            <Alert
              type="info"
              showIcon
              title={t('batch.form.newPayeeHint')}
              style={{ marginBottom: 12 }}
            />
            <NewPayeeFields name={name} currency={currency} rule={rule} />
          </Col>
        ) : (
          <Col xs={24} lg={12}>
            <Form.Item
              name={[name, 'payeeId']}
              label={t('fields.payee')}
              required
              rules={[rule(name, ['payeeId'], t('fields.payee'))]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!currency}
                placeholder={currency ? t('form.choosePayee') : t('batch.form.chooseCurrencyFirst')}
                loading={payeesLoading}
                options={payees.map((p) => ({ value: p.id, label: payeeLabel(p) }))}
                notFoundContent={
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('batch.form.noPayees', { currency })}
                  />
                }
                data-testid="batch-row-payee"
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12} lg={kind === 'new' ? 8 : 6}>
          <Form.Item
            name={[name, 'amount']}
            label={t('fields.amount')}
            required
            dependencies={['currency']}
            rules={[rule(name, ['amount'], t('fields.amount'))]}
          >
            <AmountInput
              suffix={<span>{currency ?? ''}</span>}
              maxLength={32}
              data-testid="batch-row-amount"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={kind === 'new' ? 8 : 6}>
          <Form.Item
            name={[name, 'purpose']}
            label={purposeLabel}
            required
            rules={[rule(name, ['purpose'], purposeLabel)]}
          >
            <Select
              placeholder={t('form.choosePurpose')}
              options={PURPOSES.map((p: PaymentPurpose) => ({
                value: p,
                label: t(`purpose.${p}`),
              }))}
              data-testid="batch-row-purpose"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={kind === 'new' ? 8 : 24}>
          <Form.Item
            name={[name, 'note']}
            label={t('batch.note')}
            required={false}
            extra={t('batch.form.noteHint')}
            rules={[rule(name, ['note'], t('batch.note'))]}
          >
            <Input maxLength={BATCH_LIMITS.note} showCount data-testid="batch-row-note" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};

export const BatchFormTab = ({
  form,
  onChanged,
  onToSpreadsheet,
}: {
  form: FormInstance<BatchFormValues>;
  /** Something was typed or chosen: the last check no longer holds. */
  onChanged: () => void;
  onToSpreadsheet: () => void;
}) => {
  const { t } = useTranslation('payout');
  const required = useRequiredRule();
  const rule = useRowRule();
  const [tooMany, setTooMany] = useState(false);
  const currency = Form.useWatch<Currency | undefined>('currency', form);
  const available = useAvailable(currency);
  const choices = usePayeeChoices({ usage: 'transfer' });
  const payees = (choices.data ?? []).filter((p) => p.currency === currency);

  return (
    <Form<BatchFormValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t('form.optional'))}
      initialValues={{ rows: [{ ...NEW_ROW }] }}
      onValuesChange={(changed: Partial<BatchFormValues>, all) => {
        onChanged();
        // Another currency pays other payees: a chosen one stays only if it is of that currency.
        if (changed.currency !== undefined) {
          all.rows.forEach((row, index) => {
            const payee = choices.data?.find((p) => p.id === row.payeeId);
            if (payee && payee.currency !== changed.currency)
              form.setFieldValue(['rows', index, 'payeeId'], undefined);
          });
        }
      }}
      data-testid="batch-form"
    >
      <Form.Item
        name="currency"
        label={t('batch.form.currency')}
        extra={
          currency && available !== undefined ? (
            <span data-testid="batch-available">
              {t('form.available', {
                amount: formatMoney(available, currency, { fixed: true }),
              })}
            </span>
          ) : (
            t('batch.form.currencyHint')
          )
        }
        rules={[required(t('batch.form.currency'))]}
      >
        <WalletCurrencySelect data-testid="batch-currency" />
      </Form.Item>
      {choices.isError ? (
        <LoadFailedAlert
          style={{ marginBottom: 16 }}
          title={t('form.payeesFailed')}
          onRetry={choices.refetch}
          data-testid="batch-payees-failed"
        />
      ) : null}
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12} data-testid="batch-rows">
            {fields.map((field) => (
              <BatchRowCard
                key={field.key}
                name={field.name}
                payees={payees}
                payeesLoading={choices.isPending}
                currency={currency}
                rule={rule}
                onRemove={
                  fields.length > 1
                    ? () => {
                        setTooMany(false);
                        remove(field.name);
                      }
                    : undefined
                }
              />
            ))}
            {tooMany ? (
              <Alert
                type="warning"
                showIcon
                title={t('batch.form.tooMany', { max: BATCH_LIMITS.form })}
                description={
                  <Typography.Link onClick={onToSpreadsheet} data-testid="batch-to-spreadsheet">
                    {t('batch.form.useSpreadsheet', { max: BATCH_LIMITS.file })}
                  </Typography.Link>
                }
                data-testid="batch-too-many"
              />
            ) : null}
            <Flex gap={8} align="center" wrap>
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  if (fields.length >= BATCH_LIMITS.form) setTooMany(true);
                  else add({ ...NEW_ROW });
                }}
                data-testid="batch-add-row"
              >
                {t('batch.form.addRow')}
              </Button>
              <Typography.Text type="secondary" data-testid="batch-row-count">
                {t('batch.form.rowCount', { count: fields.length, max: BATCH_LIMITS.form })}
              </Typography.Text>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
};
