// Post one credit by hand (admin, finance): the account number or IBAN it arrived on, currency,
// amount, the payer (name, country, kind) and a note. The server writes it as a one-entry camt.054
// and imports it at once, so it meets the same checks as a bank file; the answer says what the
// import did (credited, held, not matched, or already posted). The amount stays a decimal string,
// checked by the contracts' amount rule. One Idempotency-Key per submission: the same values sent
// again (after a network error or a time-out) reuse it, so the server answers the first request's
// result instead of posting twice; changed values, a success or a reopened form take a new one.
import {
  CURRENCY_CODES,
  PayerKind,
  ZPostCreditRequest,
  type Currency,
} from '@tradebridge/contracts';
import { AmountInput } from '@tradebridge/ui';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form.ts';
import { CreditOutcome } from './credit-outcome.tsx';
import { usePostCreditModal, type CreditValues } from './use-post-credit-modal.ts';

const ACCOUNT_MAX = 34;
const TEXT_MAX = 140;

export type PostCreditModalProps = { open: boolean; onClose: () => void };

export const PostCreditModal = ({ open, onClose }: PostCreditModalProps) => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const { form, language, countries, amountRule, done, onAnother, unanswered, pending, onSubmit } =
    usePostCreditModal(open);

  return (
    <Modal
      open={open}
      title={t('credit.title')}
      onCancel={onClose}
      destroyOnHidden
      width={600}
      footer={
        done ? (
          <Flex gap={8} justify="flex-end">
            <Button onClick={onAnother} data-testid="credit-another">
              {t('credit.another')}
            </Button>
            <Button type="primary" onClick={onClose}>
              {t('credit.close')}
            </Button>
          </Flex>
        ) : (
          <Flex gap={8} justify="flex-end">
            <Button onClick={onClose}>{tCommon('cancel')}</Button>
            <Button
              type="primary"
              loading={pending}
              onClick={() => void onSubmit().catch(() => undefined)}
              data-testid="credit-confirm"
            >
              {t('credit.confirm')}
            </Button>
          </Flex>
        )
      }
    >
      {done ? (
        <CreditOutcome file={done.file} request={done.request} />
      ) : (
        <Flex vertical gap={16} data-testid="post-credit-form">
          <Alert type="info" showIcon title={t('credit.note')} />
          {unanswered && (
            <Alert
              type="warning"
              showIcon
              title={t('credit.retryNote')}
              data-testid="credit-retry"
            />
          )}
          <Form<CreditValues>
            form={form}
            layout="vertical"
            preserve
            disabled={pending}
            requiredMark={false}
            initialValues={{ payerKind: PayerKind.Company, note: '' }}
          >
            <Form.Item
              name="account"
              label={t('credit.account')}
              extra={t('credit.accountHelp')}
              rules={[
                { required: true, whitespace: true, message: t('credit.accountRequired') },
                { max: ACCOUNT_MAX, message: t('credit.accountTooLong', { max: ACCOUNT_MAX }) },
              ]}
            >
              <Input
                maxLength={ACCOUNT_MAX + 8}
                autoComplete="off"
                placeholder={t('credit.accountPlaceholder')}
                data-testid="credit-account"
              />
            </Form.Item>
            <Flex gap={12} wrap>
              <Form.Item
                name="currency"
                label={t('credit.currency')}
                rules={[{ required: true, message: t('credit.currencyRequired') }]}
                style={{ flex: '0 0 150px' }}
              >
                <Select<Currency>
                  showSearch
                  placeholder={t('credit.currency')}
                  options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
                  data-testid="credit-currency"
                  onChange={() => {
                    // Another currency takes another number of decimals.
                    if (form.getFieldValue('amount')) void form.validateFields(['amount']);
                  }}
                />
              </Form.Item>
              <Form.Item
                name="amount"
                label={t('credit.amount')}
                rules={[
                  { required: true, whitespace: true, message: tCommon('amount.required') },
                  amountRule,
                ]}
                style={{ flex: '1 1 220px' }}
              >
                <AmountInput
                  placeholder={t('credit.amountPlaceholder')}
                  data-testid="credit-amount"
                />
              </Form.Item>
            </Flex>
            <Form.Item
              name="payerName"
              label={t('credit.payerName')}
              rules={[
                { required: true, whitespace: true, message: t('credit.payerNameRequired') },
                { max: TEXT_MAX, message: t('credit.tooLong', { max: TEXT_MAX }) },
              ]}
            >
              <Input
                maxLength={TEXT_MAX}
                placeholder={t('credit.payerNamePlaceholder')}
                data-testid="credit-payer-name"
              />
            </Form.Item>
            <Form.Item
              name="payerCountry"
              label={t('credit.payerCountry')}
              rules={[
                { required: true, message: t('credit.payerCountryRequired') },
                schemaRule(ZPostCreditRequest.shape.payerCountry, t('credit.payerCountryRule')),
              ]}
            >
              <Select<string>
                showSearch={{
                  filterOption: (input, option) =>
                    `${option?.label ?? ''} ${option?.value ?? ''}`
                      .toLocaleLowerCase(language)
                      .includes(input.trim().toLocaleLowerCase(language)),
                }}
                placeholder={t('credit.payerCountryPlaceholder')}
                options={countries.map((c) => ({ ...c, label: `${c.label} (${c.value})` }))}
                data-testid="credit-payer-country"
              />
            </Form.Item>
            <Form.Item name="payerKind" label={t('credit.payerKind')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={Object.values(PayerKind).map((kind) => ({
                  value: kind,
                  label: t(`payerKind.${kind}`),
                }))}
                data-testid="credit-payer-kind"
              />
            </Form.Item>
            <Form.Item
              name="note"
              label={t('credit.noteLabel')}
              rules={[{ max: TEXT_MAX, message: t('credit.tooLong', { max: TEXT_MAX }) }]}
              style={{ marginBottom: 0 }}
            >
              <Input
                maxLength={TEXT_MAX}
                placeholder={t('credit.notePlaceholder')}
                data-testid="credit-note"
              />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
};
