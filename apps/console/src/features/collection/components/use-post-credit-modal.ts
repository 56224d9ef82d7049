// State of the hand-posted credit (post-credit-modal.tsx): the form, the country options, the
// submission's Idempotency-Key and the import's answer once it came.
import type { BankFile, Currency, PayerKind, PostCreditRequest } from '@tradebridge/contracts';
import { useLanguage } from '@tradebridge/ui';
import { App, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useAmountRule } from '../../../lib/amount-rule.ts';
import { countryOptions } from '../../../lib/countries.ts';
import { showFieldErrors } from '../../../lib/form.ts';
import { useSubmissionKey } from '../../../lib/use-submission-key.ts';
import { usePostCredit } from '../api/post-credit.ts';

export type CreditValues = {
  account: string;
  currency: Currency;
  amount: string;
  payerName: string;
  payerCountry: string;
  payerKind: PayerKind;
  note: string;
};

const FIELDS = [
  'account',
  'currency',
  'amount',
  'payerName',
  'payerCountry',
  'payerKind',
  'note',
] as const;

export const usePostCreditModal = (open: boolean) => {
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditValues>();
  const credit = usePostCredit();
  const amountRule = useAmountRule({ field: 'currency' });
  const countries = useMemo(() => countryOptions(language), [language]);
  const [done, setDone] = useState<{ file: BankFile; request: PostCreditRequest }>();
  const submission = useSubmissionKey(open, () => setDone(undefined));

  const onSubmit = async () => {
    const values = await form.validateFields();
    const request: PostCreditRequest = {
      account: values.account.replace(/\s+/g, '').toUpperCase(),
      currency: values.currency,
      amount: values.amount.trim(),
      payerName: values.payerName.trim(),
      payerCountry: values.payerCountry,
      payerKind: values.payerKind,
      note: values.note?.trim() ?? '',
    };
    const idempotencyKey = submission.keyFor(request);
    let file: BankFile;
    try {
      file = await credit.mutateAsync({ request, idempotencyKey });
    } catch (error) {
      submission.onFailure(error);
      if (!showFieldErrors(form, error, FIELDS))
        void message.error(error instanceof Error ? error.message : String(error));
      return;
    }
    submission.onSuccess();
    setDone({ file, request });
  };

  return {
    form,
    language,
    countries,
    amountRule,
    done,
    onAnother: () => setDone(undefined),
    unanswered: submission.unanswered,
    pending: credit.isPending,
    onSubmit,
  };
};
