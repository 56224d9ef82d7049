// The state and effects of the pay form (pay-screen.tsx): the type and payee from the address, the
// payees the type may pay, the price asked as typing pauses, the amount's rule, and "Next" asking
// the price afresh before the payment confirmation (components/payment-confirm).
import { useQueryClient } from '@tanstack/react-query';
import {
  amountProblem,
  PayeeMethod,
  PayoutType,
  usageOfPayoutType,
  ZCreatePayoutRequest,
  type PaymentPurpose,
  type Payee,
  type PayoutPrice,
  type PayoutPriceRequest,
} from '@tradebridge/contracts';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { App, Form, type FormInstance, type FormRule } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaymentConfirm } from '../../../components/payment-confirm/index.ts';
import { canAccess } from '../../../lib/access.ts';
import { amountRuleProblem } from '../../../lib/amount-rule.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useCreatePayout } from '../api/create-payout.ts';
import { usePayeeChoice } from '../api/get-payee.ts';
import { useBalances } from '../api/list-wallets.ts';
import { usePayeeChoices } from '../api/list-payees.ts';
import { pricePayout, priceKey, usePayoutPrice } from '../api/price-payout.ts';
import { useAmountMessage } from './amount-message.ts';
import { payoutTypeOf, typeOfUsage } from './labels.ts';
import { payoutDetailPath } from './links.ts';
import { exceedsAvailable, problemOf } from './price-summary.tsx';
import { isQuotaShort } from './quota-notice.tsx';
import { useDebounced } from './use-debounced.ts';

export type PayValues = {
  type: PayoutType;
  payeeId?: string;
  amount?: string;
  purpose?: PaymentPurpose;
  explanation?: string;
  postscript?: string;
  proofFileIds?: (string | undefined)[];
};

/** How long typing pauses before the price is asked. */
export const PRICE_DEBOUNCE_MS = 400;

/** The texts the server checks as the form's fields (the explanation and the English postscript). */
const ZTexts = ZCreatePayoutRequest.pick({ explanation: true, postscript: true });
const textsOf = (values: PayValues) => ({
  explanation: values.explanation ?? '',
  postscript: values.postscript ?? '',
});

/** A payee can be paid by an order of `type`: its use, and a bank account for a fast transfer. */
const fitsType = (payee: Payee, type: PayoutType) =>
  payee.usage === usageOfPayoutType(type) &&
  !(type === PayoutType.FastTransfer && payee.method === PayeeMethod.Card);

/** The price request of the values, or null while they are not complete or the amount is wrong. */
const priceRequestOf = (
  type: PayoutType,
  payee: Payee | undefined,
  amount: string | undefined,
): PayoutPriceRequest | null =>
  payee && amount && !amountProblem(amount, payee.currency)
    ? { type, payeeId: payee.id, currency: payee.currency, amount: amount.trim() }
    : null;

/** The effects of the address (`?payeeId=`, `?type=`) once the payee it names is read. */
const useAskedPayee = ({
  form,
  askedPayeeId,
  askedType,
  payeeId,
  type,
  choices,
}: {
  form: FormInstance<PayValues>;
  askedPayeeId: string | undefined;
  askedType: PayoutType | undefined;
  payeeId: string | undefined;
  type: PayoutType;
  choices: ReturnType<typeof usePayeeChoices>;
}) => {
  const { t } = useTranslation('payout');
  const chosen = usePayeeChoice(payeeId);

  // A link that names only the payee: its use says the type (once, as the link is opened).
  const typeApplied = useRef(askedType !== undefined);
  useEffect(() => {
    const detail = chosen.data;
    if (typeApplied.current || !detail || detail.id !== askedPayeeId) return;
    typeApplied.current = true;
    form.setFieldsValue({ type: typeOfUsage(detail.usage) });
  }, [askedPayeeId, chosen.data, form]);

  // The payee's usual purpose is the order's, until the user chooses another.
  useEffect(() => {
    const purpose = chosen.data?.form.purpose;
    if (typeof purpose === 'string' && !form.isFieldTouched('purpose'))
      form.setFieldsValue({ purpose: purpose as PaymentPurpose });
  }, [chosen.data, form]);

  // A payee named by the address that cannot be paid this way (not approved, another use): said
  // on the field once its use is known and the payees of the type it leads to are read.
  const linkChecked = useRef(false);
  useEffect(() => {
    if (linkChecked.current || !askedPayeeId || payeeId !== askedPayeeId) return;
    const detail = chosen.data?.id === askedPayeeId ? chosen.data : undefined;
    if (!detail && !chosen.isError) return;
    if (detail && askedType === undefined && detail.usage !== usageOfPayoutType(type)) return;
    if (!choices.isSuccess || choices.isFetching) return;
    linkChecked.current = true;
    if (!choices.data.some((p) => p.id === askedPayeeId))
      form.setFields([{ name: 'payeeId', value: undefined, errors: [t('form.payeeNotPayable')] }]);
  }, [askedPayeeId, askedType, payeeId, type, choices, chosen.data, chosen.isError, form, t]);
};

export const usePayForm = () => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const askedPayeeId = searchParams.get('payeeId') ?? undefined;
  const askedType = payoutTypeOf(searchParams.get('type'));
  const [form] = Form.useForm<PayValues>();
  const rule = useSchemaRules(ZTexts, textsOf);
  const create = useCreatePayout();
  const payment = usePaymentConfirm('payout-create');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const type = Form.useWatch('type', form) ?? askedType ?? PayoutType.Transfer;
  const payeeId = Form.useWatch('payeeId', form);
  const amount = Form.useWatch('amount', form);
  const choices = usePayeeChoices({
    usage: usageOfPayoutType(type),
    ...(type === PayoutType.FastTransfer ? { method: PayeeMethod.Bank } : {}),
  });
  useAskedPayee({ form, askedPayeeId, askedType, payeeId, type, choices });
  const payee = choices.data?.find((p) => p.id === payeeId);
  const balances = useBalances(canAccess(user, { permission: 'wallet:view' }));

  const request = priceRequestOf(type, payee, amount);
  const settled = useDebounced(request, PRICE_DEBOUNCE_MS);
  const price = usePayoutPrice(settled);
  const priced = request !== null && price.data?.currency === payee?.currency;
  const available =
    (priced ? price.data?.available : undefined) ??
    balances.data?.find((w) => w.currency === payee?.currency)?.available;

  const amountMessage = useAmountMessage();
  const amountRule: FormRule = {
    validator: (_, value: string | undefined) => {
      const currency = payee?.currency;
      const found = amountRuleProblem(value, currency, available);
      return found ? Promise.reject(new Error(amountMessage(found, currency))) : Promise.resolve();
    },
  };

  const onValuesChange = (changed: Partial<PayValues>) => {
    setProblem(null);
    // Another type pays other payees: the chosen one stays only if it fits.
    if (changed.type !== undefined && payee && !fitsType(payee, changed.type))
      form.setFieldsValue({ payeeId: undefined });
    if ('payeeId' in changed && form.getFieldValue('amount'))
      void form.validateFields(['amount']).catch(() => undefined);
  };

  /** The price asked afresh: the hours, the balance and the band may have changed since shown. */
  const freshPrice = async (current: PayoutPriceRequest): Promise<PayoutPrice | undefined> => {
    setChecking(true);
    try {
      return await queryClient.fetchQuery({
        queryKey: priceKey(current),
        queryFn: () => pricePayout(current),
        staleTime: 0,
      });
    } catch (error) {
      setProblem(problemOf(error));
      return undefined;
    } finally {
      setChecking(false);
    }
  };

  const onNext = async () => {
    setProblem(null);
    let values: PayValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    const current = priceRequestOf(values.type, payee, values.amount);
    if (!current) return;
    const fresh = await freshPrice(current);
    if (!fresh) return;
    if (exceedsAvailable(fresh)) {
      setProblem(messageForCode('INSUFFICIENT_BALANCE', language));
      return;
    }
    if (isQuotaShort(fresh.quota)) {
      setProblem(messageForCode('INSUFFICIENT_FX_LIMIT', language));
      return;
    }
    const order = {
      ...current,
      purpose: values.purpose!,
      explanation: values.explanation?.trim() ?? '',
      postscript: values.postscript?.trim() ?? '',
      proofFileIds: (values.proofFileIds ?? []).filter((id): id is string => Boolean(id)),
    };
    payment.confirm({
      total: fresh.total,
      currency: fresh.currency,
      title: t(`confirmTitle.${order.type}`),
      send: ({ reenteredAmount, ...credentials }, idempotencyKey) =>
        create.mutateAsync({
          request: { ...order, reenteredAmount, credentials },
          idempotencyKey,
        }),
      onDone: ({ orderNo }) => {
        void message.success(t('form.submitted', { orderNo }));
        void navigate(payoutDetailPath(orderNo));
      },
    });
  };

  return {
    form,
    initialValues: {
      type: askedType ?? PayoutType.Transfer,
      payeeId: askedPayeeId,
      proofFileIds: [],
    },
    type,
    choices,
    payee,
    available,
    rule,
    amountRule,
    priceRequest: request,
    price: priced ? price.data : undefined,
    pricePending: JSON.stringify(request) !== JSON.stringify(settled) || price.isFetching,
    priceError: price.isError ? price.error : null,
    problem,
    checking,
    onValuesChange,
    onNext,
    confirmModal: payment.modal,
  };
};
