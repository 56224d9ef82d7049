// Credit a merchant from the sandbox bank (admin, finance): currency, amount, payer and reference.
// The amount stays a string, checked by the contracts' amount rule before anything is sent.
// One Idempotency-Key per submission: the same values sent again (after a network error or a
// time-out) reuse it, so the server answers the first request's result instead of crediting twice;
// changed values, a success or a reopened form take a new one.
import { CURRENCY_CODES, ZSandboxCreditRequest, type Currency } from '@tradebridge/contracts';
import { typedAmount, useLanguage } from '@tradebridge/ui';
import { Alert, Flex, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form.ts';
import { useSandboxCredit, type CreditValues } from './use-sandbox-credit.ts';

const TEXT_MAX = 140;

const countryName = (code: string | undefined, language: string): string | undefined => {
  if (!code || !/^[A-Z]{2}$/.test(code)) return undefined;
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
};

export type SandboxCreditModalProps = {
  merchant: { id: string; name: string };
  open: boolean;
  onClose: () => void;
};

export const SandboxCreditModal = ({ merchant, open, onClose }: SandboxCreditModalProps) => {
  const { t } = useTranslation('wallet');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { form, payerCountry, amountRule, unanswered, pending, onOk } = useSandboxCredit({
    merchant,
    open,
    onClose,
  });

  return (
    <Modal
      open={open}
      title={t('credit.title', { merchant: merchant.name })}
      okText={t('credit.confirm')}
      cancelText={tCommon('cancel')}
      okButtonProps={{ ...{ 'data-testid': 'sandbox-credit-confirm' } }}
      confirmLoading={pending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Flex vertical gap={16} data-testid="sandbox-credit-form">
        <Alert type="info" showIcon title={t('credit.sandboxNote')} />
        {unanswered && (
          <Alert type="warning" showIcon title={t('credit.retryNote')} data-testid="credit-retry" />
        )}
        <Form<CreditValues>
          form={form}
          layout="vertical"
          preserve={false}
          disabled={pending}
          requiredMark={false}
        >
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
              normalize={typedAmount}
              label={t('credit.amount')}
              rules={[
                { required: true, whitespace: true, message: tCommon('amount.required') },
                amountRule,
              ]}
              style={{ flex: '1 1 220px' }}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
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
              { max: TEXT_MAX, message: t('credit.tooLong') },
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
            normalize={(value: string | undefined) => value?.toUpperCase()}
            extra={countryName(payerCountry, language)}
            rules={[
              { required: true, whitespace: true, message: t('credit.payerCountryRequired') },
              schemaRule(ZSandboxCreditRequest.shape.payerCountry, t('credit.payerCountryRule')),
            ]}
          >
            <Input
              maxLength={2}
              autoComplete="off"
              placeholder={t('credit.payerCountryPlaceholder')}
              data-testid="credit-payer-country"
              style={{ maxWidth: 280 }}
            />
          </Form.Item>
          <Form.Item
            name="reference"
            label={t('credit.reference')}
            rules={[
              { required: true, whitespace: true, message: t('credit.referenceRequired') },
              { max: TEXT_MAX, message: t('credit.tooLong') },
            ]}
            style={{ marginBottom: 0 }}
          >
            <Input
              maxLength={TEXT_MAX}
              placeholder={t('credit.referencePlaceholder')}
              data-testid="credit-reference"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
};
