// The pay form's sections (pay-screen.tsx; its state in use-pay-form.ts): who is paid, how much,
// what for, and the price beside the form.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PAYOUT_LIMITS, PayoutType, type Payee, type PayoutPrice } from '@tradebridge/contracts';
import { AmountInput, formatMoney } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Typography,
  type FormRule,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import type { useSchemaRules } from '../../../lib/schema-rules.ts';
import type { usePayeeChoices } from '../api/list-payees.ts';
import { PAYOUT_TYPES, PURPOSES } from './labels.ts';
import { PriceSummary } from './price-summary.tsx';
import { useRequiredRule } from '../../../lib/required-rule.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

/** A payee as the select offers it: holder, bank and the account's last four, currency. */
const payeeLabel = (payee: Payee) =>
  `${payee.name} · ${payee.bankName} ${payee.accountTail} · ${payee.currency}`;

/** The type, and the payee (or the withdrawal account) of that type. */
export const PayeeFields = ({
  type,
  choices,
}: {
  type: PayoutType;
  choices: ReturnType<typeof usePayeeChoices>;
}) => {
  const { t } = useTranslation('payout');
  const required = useRequiredRule();
  const user = useCurrentUser();
  const addPayeeLink = canAccess(user, { permission: 'payee:operate' }) ? (
    <Link to={paths.payeeAdd} data-testid="payout-add-payee">
      {t('form.addPayee')}
    </Link>
  ) : null;
  const noPayees = choices.isSuccess && choices.data.length === 0;
  const payeeField = type === PayoutType.Withdraw ? t('form.account') : t('fields.payee');
  return (
    <>
      <Form.Item name="type" label={t('fields.type')} extra={t(`typeHint.${type}`)} required>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="payout-type">
          {PAYOUT_TYPES.map((code) => (
            <Radio key={code} value={code} data-testid={`payout-type-${code}`}>
              {t(`type.${code}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="payeeId"
        label={payeeField}
        extra={noPayees ? undefined : addPayeeLink}
        rules={[required(payeeField)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.choosePayee')}
          loading={choices.isPending}
          options={(choices.data ?? []).map((p) => ({ value: p.id, label: payeeLabel(p) }))}
          notFoundContent={
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.noPayees')} />
          }
          data-testid="payout-payee"
        />
      </Form.Item>
      {noPayees ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: -8, marginBottom: 24 }}
          title={type === PayoutType.Withdraw ? t('form.noAccounts') : t('form.noPayeesOfType')}
          description={addPayeeLink}
          data-testid="payout-no-payees"
        />
      ) : null}
      {choices.isError ? (
        <LoadFailedAlert
          style={{ marginTop: -8, marginBottom: 24 }}
          title={t('form.payeesFailed')}
          onRetry={choices.refetch}
          data-testid="payout-payees-failed"
        />
      ) : null}
    </>
  );
};

/** The payee's currency (not a choice) with what its wallet holds, and the amount. */
export const AmountFields = ({
  payee,
  available,
  amountRule,
}: {
  payee: Payee | undefined;
  available: string | undefined;
  amountRule: FormRule;
}) => {
  const { t } = useTranslation('payout');
  return (
    <>
      <Form.Item
        label={t('fields.currency')}
        // Not a choice: the payee's currency, shown (so not marked optional).
        required
        extra={
          payee && available !== undefined ? (
            <span data-testid="payout-available">
              {t('form.available', {
                amount: formatMoney(available, payee.currency, { fixed: true }),
              })}
            </span>
          ) : (
            t('form.currencyHint')
          )
        }
      >
        <Input
          readOnly
          value={payee?.currency ?? ''}
          placeholder={t('form.currencyOfPayee')}
          aria-label={t('fields.currency')}
          data-testid="payout-currency"
        />
      </Form.Item>
      <Form.Item name="amount" label={t('fields.amount')} required rules={[amountRule]}>
        <AmountInput
          // Always a suffix: antd's input loses the focus when one appears while it has it.
          suffix={<span>{payee?.currency ?? ''}</span>}
          maxLength={32}
          data-testid="payout-amount"
        />
      </Form.Item>
    </>
  );
};

/** The purpose, the explanation, the postscript the payee reads, and the proofs. */
export const PurposeFields = ({ rule }: { rule: ReturnType<typeof useSchemaRules> }) => {
  const { t } = useTranslation('payout');
  const required = useRequiredRule();
  return (
    <>
      <Form.Item name="purpose" label={t('fields.purpose')} rules={[required(t('fields.purpose'))]}>
        <Select
          placeholder={t('form.choosePurpose')}
          options={PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
          data-testid="payout-purpose"
        />
      </Form.Item>
      <Form.Item
        name="explanation"
        label={t('fields.explanation')}
        required={false}
        rules={[rule(['explanation'], t('fields.explanation'))]}
      >
        <Input.TextArea
          maxLength={PAYOUT_LIMITS.explanation}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="payout-explanation"
        />
      </Form.Item>
      <Form.Item
        name="postscript"
        label={t('fields.postscript')}
        required={false}
        extra={t('form.postscriptHint')}
        rules={[rule(['postscript'], t('fields.postscript'))]}
      >
        <Input
          maxLength={PAYOUT_LIMITS.postscript}
          showCount
          autoComplete="off"
          data-testid="payout-postscript"
        />
      </Form.Item>
      <ProofFiles />
    </>
  );
};

const ProofFiles = () => {
  const { t } = useTranslation('payout');
  return (
    <Form.Item
      label={t('fields.proofFiles')}
      required={false}
      extra={t('form.proofHint', { count: PAYOUT_LIMITS.proofFiles })}
    >
      <Form.List name="proofFileIds">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8} data-testid="payout-proofs">
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" data-testid="payout-proof">
                <Form.Item name={field.name} noStyle>
                  <FileUploadField
                    label={t('form.proofFile', { n: index + 1 })}
                    data-testid="payout-proof-file"
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removeProof')}
                  onClick={() => remove(field.name)}
                  data-testid="payout-proof-remove"
                />
              </Flex>
            ))}
            {fields.length < PAYOUT_LIMITS.proofFiles ? (
              <Button
                icon={<PlusOutlined />}
                style={{ alignSelf: 'start' }}
                onClick={() => add()}
                data-testid="payout-proof-add"
              >
                {t('form.addProof')}
              </Button>
            ) : null}
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
};

/** The price of what is typed, or what it will show once the payee and the amount are. */
export const PriceColumn = ({
  shown,
  price,
  pending,
  error,
}: {
  /** A price is asked for (the values are complete). */
  shown: boolean;
  price: PayoutPrice | undefined;
  pending: boolean;
  error: unknown;
}): ReactNode => {
  const { t } = useTranslation('payout');
  return shown ? (
    <div style={{ position: 'sticky', top: 16 }}>
      <PriceSummary price={price} pending={pending} error={error} />
    </div>
  ) : (
    <Card size="small" title={t('price.title')} data-testid="payout-price-empty">
      <Typography.Text type="secondary">{t('price.hint')}</Typography.Text>
    </Card>
  );
};
