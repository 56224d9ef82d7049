// The state and effects of the transfer form (transfer-screen.tsx): the draft kept while away, the
// wallet chosen, the payee checked before "Next", and the payment confirmation that sends it.
import type { Currency, WalletBalance, WalletTransfer } from '@tradebridge/contracts';
import { Form, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePaymentConfirm } from '../../../components/payment-confirm/index.ts';
import { useAmountMessage } from '../../../lib/amount-message.ts';
import { amountRuleProblem } from '../../../lib/amount-rule.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useCheckPayee, type TransferPayee } from '../api/check-payee.ts';
import { useTransfer } from '../api/transfer.ts';
import { clearTransferDraft, readTransferDraft, saveTransferDraft } from './transfer-draft.ts';
import { validValues } from '../../../lib/valid-values.ts';

export type TransferValues = {
  currency?: Currency;
  payeeAccount: string;
  amount: string;
  note?: string;
};

const TRANSFER_AMOUNT = { ns: 'wallet', rules: 'transfer.amountRule', field: 'transfer.amount' };

export type TransferFormProps = {
  /** The wallets that may pay. */
  wallets: WalletBalance[];
  /** The transfer made. */
  onDone: (result: WalletTransfer) => void;
};

export const useTransferForm = ({ wallets, onDone }: TransferFormProps) => {
  const { t } = useTranslation('wallet');
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<TransferValues>();
  const checkPayee = useCheckPayee();
  const transfer = useTransfer();
  const payment = usePaymentConfirm('wallet-transfer');
  const [payee, setPayee] = useState<TransferPayee & { account: string }>();

  // What was typed before (leaving to set a payment password, say), unless the address asks for
  // another wallet than the one it was typed for.
  const [draft] = useState(() => {
    const kept = readTransferDraft();
    const asked = searchParams.get('currency');
    return asked && kept.currency && asked !== kept.currency ? {} : kept;
  });
  const wanted = searchParams.get('currency') ?? draft.currency ?? '';
  const initialCurrency =
    wallets.find((w) => w.currency === wanted)?.currency ?? wallets[0]?.currency;
  const currency = Form.useWatch('currency', form) ?? initialCurrency;
  const wallet = wallets.find((w) => w.currency === currency);

  const amountMessage = useAmountMessage(TRANSFER_AMOUNT);
  const amountRule: FormRule = {
    validator: (_, value: string | undefined) => {
      const problem = amountRuleProblem(value, currency, wallet?.available);
      return problem
        ? Promise.reject(new Error(amountMessage(problem, currency)))
        : Promise.resolve();
    },
  };

  const onValuesChange = (changed: Partial<TransferValues>, all: TransferValues) => {
    saveTransferDraft(all);
    if ('payeeAccount' in changed) setPayee(undefined);
    if ('currency' in changed && form.getFieldValue('amount'))
      void form.validateFields(['amount']).catch(() => undefined);
  };

  const onCheck = async () => {
    let account: string;
    try {
      account = (await form.validateFields(['payeeAccount'])).payeeAccount.trim();
    } catch {
      return;
    }
    try {
      const found = await checkPayee.mutateAsync(account);
      setPayee({ ...found, account });
    } catch (error) {
      setPayee(undefined);
      applyFormError(form, error, {
        codeToField: { NOT_FOUND: 'payeeAccount', SAME_ACCOUNT: 'payeeAccount' },
      });
    }
  };

  const onNext = async () => {
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
    const account = values.payeeAccount.trim();
    if (!payee || payee.account !== account) {
      form.setFields([{ name: 'payeeAccount', errors: [t('transfer.checkFirst')] }]);
      return;
    }
    const amount = values.amount.trim();
    const note = values.note?.trim() || undefined;
    payment.confirm({
      total: amount,
      currency: values.currency!,
      title: t('transfer.confirmTitle'),
      send: ({ reenteredAmount, ...credentials }, idempotencyKey) =>
        transfer.mutateAsync({
          request: {
            payeeAccount: account,
            currency: values.currency!,
            amount,
            reenteredAmount,
            ...(note ? { note } : {}),
            credentials,
          },
          idempotencyKey,
        }),
      onDone: (result) => {
        clearTransferDraft();
        onDone(result);
      },
    });
  };

  return {
    form,
    initialValues: {
      payeeAccount: draft.payeeAccount,
      amount: draft.amount,
      note: draft.note,
      currency: initialCurrency,
    },
    currency,
    wallet,
    payee,
    checking: checkPayee.isPending,
    amountRule,
    onValuesChange,
    onCheck,
    onNext,
    confirmModal: payment.modal,
  };
};
