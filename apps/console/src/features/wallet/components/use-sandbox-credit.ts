// State of the sandbox credit form (sandbox-credit-modal.tsx): the form, the amount rule, the
// submission's Idempotency-Key and what a submission does.
import type { Currency } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAmountRule } from '../../../lib/amount-rule.ts';
import { showFieldErrors } from '../../../lib/form.ts';
import { useSubmissionKey } from '../../../lib/use-submission-key.ts';
import { useCreditFromSandbox } from '../api/credit-from-sandbox.ts';

export type CreditValues = {
  currency: Currency;
  amount: string;
  payerName: string;
  payerCountry: string;
  reference: string;
};

const FIELDS = ['currency', 'amount', 'payerName', 'payerCountry', 'reference'] as const;

type Options = { merchant: { id: string; name: string }; open: boolean; onClose: () => void };

export const useSandboxCredit = ({ merchant, open, onClose }: Options) => {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditValues>();
  const credit = useCreditFromSandbox();
  const payerCountry = Form.useWatch('payerCountry', form);
  const submission = useSubmissionKey(open);
  const amountRule = useAmountRule({ field: 'currency' });

  const onOk = async () => {
    const values = await form.validateFields();
    const request = {
      merchantId: merchant.id,
      currency: values.currency,
      amount: values.amount.trim(),
      payerName: values.payerName.trim(),
      payerCountry: values.payerCountry.trim().toUpperCase(),
      reference: values.reference.trim(),
    };
    const idempotencyKey = submission.keyFor(request);
    try {
      await credit.mutateAsync({ request, idempotencyKey });
    } catch (error) {
      submission.onFailure(error);
      showFieldErrors(form, error, FIELDS);
      return;
    }
    void message.success(
      t('credit.done', {
        amount: formatMoney(request.amount, request.currency, { withCurrency: false }),
        currency: request.currency,
        merchant: merchant.name,
      }),
    );
    onClose();
  };

  return {
    form,
    payerCountry,
    amountRule,
    unanswered: submission.unanswered,
    pending: credit.isPending,
    onOk,
  };
};
