// /pay (spec pay, "withdrawal", "transfer", "fast transfer"): one payment to an approved payee. The
// type chooses who may be paid — a withdrawal goes to the merchant's own withdrawal accounts, a
// transfer to its payees, a fast transfer to their bank accounts only; the currency is the payee's
// and names the paying wallet (spec §5 "transfer currency must equal the paying account currency").
// As a valid amount is typed, payout/price.json is asked (once typing pauses) for the fee, the total,
// the approvals the amount's band needs and the bank's hours. "Next" asks the price afresh and opens
// the payment confirmation, which takes the TOTAL typed again with the credentials (spec §5); one
// Idempotency-Key per confirmation, reused while the same submission is retried. The made order's
// detail follows. `?payeeId=` and `?type=` preselect the payee and the type (the payee's "pay").
// A payment into mainland China draws on the settlement quota: the price says how much, and too
// little left stops it with the spec's "apply for a limit". Batches start from here (/pay/batch).
import {
  ArrowRightOutlined,
  DeleteOutlined,
  PlusOutlined,
  SafetyOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  amountProblem,
  PAYOUT_LIMITS,
  PayeeMethod,
  PayoutType,
  toMinor,
  usageOfPayoutType,
  ZCreatePayoutRequest,
  type PaymentPurpose,
  type Payee,
  type PayoutPrice,
  type PayoutPriceRequest,
} from '@tradebridge/contracts';
import { AmountInput, formatMoney, messageForCode, useLanguage } from '@tradebridge/ui';
import {
  Alert,
  App,
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
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CertificationRequired } from '../../../components/certification-required.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { optionalMark } from '../../../components/optional-mark.tsx';
import {
  PaymentConfirmModal,
  type PaymentConfirmCredentials,
} from '../../../components/payment-confirm/index.ts';
import { canAccess } from '../../../lib/access.ts';
import { needsCertification } from '../../../lib/certification.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { isFinalAnswer } from '../../../lib/submission-key.ts';
import { useCreatePayout } from '../api/create-payout.ts';
import { usePayeeChoice } from '../api/get-payee.ts';
import { useBalances } from '../api/list-wallets.ts';
import { usePayeeChoices } from '../api/list-payees.ts';
import { pricePayout, priceKey, usePayoutPrice } from '../api/price-payout.ts';
import { useAmountMessage, type AmountRuleProblem } from './amount-message.ts';
import { PAYOUT_TYPES, PURPOSES, payoutTypeOf, typeOfUsage } from './labels.ts';
import { payoutDetailPath } from './links.ts';
import { exceedsAvailable, PriceSummary, problemOf } from './price-summary.tsx';
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

const newIdempotencyKey = () => `payout-create-${crypto.randomUUID()}`;

/** The texts the server checks as the form's fields (the explanation and the English postscript). */
const ZTexts = ZCreatePayoutRequest.pick({ explanation: true, postscript: true });
const textsOf = (values: PayValues) => ({
  explanation: values.explanation ?? '',
  postscript: values.postscript ?? '',
});

/** A payee as the select offers it: holder, bank and the account's last four, currency. */
const payeeLabel = (payee: Payee) =>
  `${payee.name} · ${payee.bankName} ${payee.accountTail} · ${payee.currency}`;

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

type Confirming = {
  request: PayoutPriceRequest & {
    purpose: PaymentPurpose;
    explanation: string;
    postscript: string;
    proofFileIds: string[];
  };
  price: PayoutPrice;
};

const PayForm = () => {
  const { t } = useTranslation('payout');
  const { t: tc } = useTranslation('common');
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
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>();
  const [idempotencyKey, setIdempotencyKey] = useState('');

  const type = Form.useWatch('type', form) ?? askedType ?? PayoutType.Transfer;
  const payeeId = Form.useWatch('payeeId', form);
  const amount = Form.useWatch('amount', form);
  const choices = usePayeeChoices({
    usage: usageOfPayoutType(type),
    ...(type === PayoutType.FastTransfer ? { method: PayeeMethod.Bank } : {}),
  });
  const payee = choices.data?.find((p) => p.id === payeeId);
  const chosen = usePayeeChoice(payeeId);
  const balances = useBalances(canAccess(user, { permission: 'wallet:view' }));

  const request = priceRequestOf(type, payee, amount);
  const settled = useDebounced(request, PRICE_DEBOUNCE_MS);
  const price = usePayoutPrice(settled);
  const priced = request !== null && price.data?.currency === payee?.currency;
  const available =
    (priced ? price.data?.available : undefined) ??
    balances.data?.find((w) => w.currency === payee?.currency)?.available;

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

  const amountLabel = t('fields.amount');
  const amountMessage = useAmountMessage();

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
    // Asked afresh: the hours, the balance and the band may have changed since it was shown.
    let fresh: PayoutPrice;
    setChecking(true);
    try {
      fresh = await queryClient.fetchQuery({
        queryKey: priceKey(current),
        queryFn: () => pricePayout(current),
        staleTime: 0,
      });
    } catch (error) {
      setProblem(problemOf(error));
      return;
    } finally {
      setChecking(false);
    }
    if (exceedsAvailable(fresh)) {
      setProblem(messageForCode('INSUFFICIENT_BALANCE', language));
      return;
    }
    if (isQuotaShort(fresh.quota)) {
      setProblem(messageForCode('INSUFFICIENT_FX_LIMIT', language));
      return;
    }
    // One key per confirmation: a new user action, not a retry of an earlier one.
    setIdempotencyKey(newIdempotencyKey());
    setConfirming({
      request: {
        ...current,
        purpose: values.purpose!,
        explanation: values.explanation?.trim() ?? '',
        postscript: values.postscript?.trim() ?? '',
        proofFileIds: (values.proofFileIds ?? []).filter((id): id is string => Boolean(id)),
      },
      price: fresh,
    });
  };

  const onConfirm = async ({ reenteredAmount, ...credentials }: PaymentConfirmCredentials) => {
    if (!confirming) return;
    try {
      const order = await create.mutateAsync({
        request: { ...confirming.request, reenteredAmount, credentials },
        idempotencyKey,
      });
      setConfirming(undefined);
      void message.success(t('form.submitted', { orderNo: order.orderNo }));
      void navigate(payoutDetailPath(order.orderNo));
    } catch (error) {
      // Answered for good (a wrong password, the balance...): what the user sends next is a new
      // submission. Network failures and server errors keep the key: the retry is the same one.
      if (isFinalAnswer(error)) setIdempotencyKey(newIdempotencyKey());
      throw error;
    }
  };

  const mayAddPayees = canAccess(user, { permission: 'payee:operate' });
  const addPayeeLink = mayAddPayees ? (
    <Link to={paths.payeeAdd} data-testid="payout-add-payee">
      {t('form.addPayee')}
    </Link>
  ) : null;
  const noPayees = choices.isSuccess && choices.data.length === 0;

  return (
    <>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Form<PayValues>
            form={form}
            layout="vertical"
            requiredMark={optionalMark(t('form.optional'))}
            data-testid="payout-form"
            initialValues={{
              type: askedType ?? PayoutType.Transfer,
              payeeId: askedPayeeId,
              proofFileIds: [],
            }}
            onValuesChange={(changed: Partial<PayValues>) => {
              setProblem(null);
              // Another type pays other payees: the chosen one stays only if it fits.
              if (changed.type !== undefined && payee && !fitsType(payee, changed.type))
                form.setFieldsValue({ payeeId: undefined });
              if ('payeeId' in changed && form.getFieldValue('amount'))
                void form.validateFields(['amount']).catch(() => undefined);
            }}
          >
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
              label={type === PayoutType.Withdraw ? t('form.account') : t('fields.payee')}
              extra={noPayees ? undefined : addPayeeLink}
              rules={[
                {
                  required: true,
                  message: tc('validation.required', {
                    field: type === PayoutType.Withdraw ? t('form.account') : t('fields.payee'),
                  }),
                },
              ]}
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
                title={
                  type === PayoutType.Withdraw ? t('form.noAccounts') : t('form.noPayeesOfType')
                }
                description={addPayeeLink}
                data-testid="payout-no-payees"
              />
            ) : null}
            {choices.isError ? (
              <Alert
                type="error"
                showIcon
                style={{ marginTop: -8, marginBottom: 24 }}
                title={t('form.payeesFailed')}
                action={
                  <Button size="small" onClick={() => void choices.refetch()}>
                    {t('retry')}
                  </Button>
                }
                data-testid="payout-payees-failed"
              />
            ) : null}
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
            <Form.Item
              name="amount"
              label={amountLabel}
              required
              rules={[
                {
                  validator: (_, value: string | undefined) => {
                    const currency = payee?.currency;
                    const found: AmountRuleProblem | null =
                      amountProblem(value, currency) ??
                      (currency &&
                      value &&
                      available !== undefined &&
                      toMinor(value.trim(), currency) > toMinor(available, currency)
                        ? { key: 'exceeds' }
                        : null);
                    return found
                      ? Promise.reject(new Error(amountMessage(found, currency)))
                      : Promise.resolve();
                  },
                },
              ]}
            >
              <AmountInput
                // Always a suffix: antd's input loses the focus when one appears while it has it.
                suffix={<span>{payee?.currency ?? ''}</span>}
                maxLength={32}
                data-testid="payout-amount"
              />
            </Form.Item>
            <Form.Item
              name="purpose"
              label={t('fields.purpose')}
              rules={[
                {
                  required: true,
                  message: tc('validation.required', { field: t('fields.purpose') }),
                },
              ]}
            >
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
            {problem ? (
              <Alert
                type="error"
                showIcon
                title={problem}
                style={{ marginBottom: 16 }}
                data-testid="payout-problem"
              />
            ) : null}
            <Button
              type="primary"
              loading={checking}
              onClick={() => void onNext()}
              data-testid="payout-next"
            >
              {t('form.next')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          {request ? (
            <div style={{ position: 'sticky', top: 16 }}>
              <PriceSummary
                price={priced ? price.data : undefined}
                pending={JSON.stringify(request) !== JSON.stringify(settled) || price.isFetching}
                error={price.isError ? price.error : null}
              />
            </div>
          ) : (
            <Card size="small" title={t('price.title')} data-testid="payout-price-empty">
              <Typography.Text type="secondary">{t('price.hint')}</Typography.Text>
            </Card>
          )}
        </Col>
      </Row>
      <PaymentConfirmModal
        open={confirming !== undefined}
        total={confirming?.price.total ?? '0'}
        currency={confirming?.price.currency ?? ''}
        title={t(`confirmTitle.${confirming?.request.type ?? type}`)}
        onCancel={() => setConfirming(undefined)}
        onConfirm={onConfirm}
      />
    </>
  );
};

export const PayScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const user = useCurrentUser();
  let body;
  if (needsCertification(user.state)) body = <CertificationRequired user={user} />;
  else if (!canAccess(user, { permission: 'pay:operate' }))
    body = <Alert type="info" showIcon title={t('form.viewOnly')} data-testid="payout-view-only" />;
  else body = <PayForm />;
  return (
    <Card
      title={tm('pay')}
      data-testid="pay-screen"
      extra={
        <Flex gap={8} wrap justify="flex-end">
          {canAccess(user, { permission: 'pay:operate' }) && !needsCertification(user.state) ? (
            <Button
              icon={<TableOutlined />}
              onClick={() => void navigate(paths.payBatch)}
              data-testid="pay-batch"
            >
              {t('batch.link')}
            </Button>
          ) : null}
          <Button
            type="link"
            icon={<SafetyOutlined />}
            onClick={() => void navigate(paths.payApprovals)}
            data-testid="pay-approval-rules"
          >
            {t('policy.link')}
          </Button>
          {canAccess(user, { permission: 'payOrder:view' }) ? (
            <Button
              type="link"
              icon={<UnorderedListOutlined />}
              onClick={() => void navigate(paths.payOrder)}
              data-testid="pay-records"
            >
              {t('records.link')} <ArrowRightOutlined />
            </Button>
          ) : null}
        </Flex>
      }
    >
      {body}
    </Card>
  );
};
