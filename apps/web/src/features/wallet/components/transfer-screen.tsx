// /wallet/transfer (spec "wallet transfer"): money from one of the merchant's wallets to another
// merchant's wallet in the same currency. The payee (merchant number or login e-mail) is checked
// first and shown masked, with the number typed and its country or region, so a person can
// recognise it without its name; the amount keeps the currency's scale and the available balance;
// the payment confirmation asks for the total again and the credentials. One Idempotency-Key per
// confirmation, reused while the same submission is retried. Before the merchant is certified the
// screen says why money cannot move yet and leads to the certification's next step instead.
import { ArrowLeftOutlined, CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  isCurrency,
  type Currency,
  type WalletBalance,
  type WalletTransfer,
} from '@tradebridge/contracts';
import { AmountInput, formatDateTime, formatMoney, regionName, useLanguage } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Result,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import {
  PaymentConfirmModal,
  paymentRequirementsQueryOptions,
  type PaymentConfirmCredentials,
} from '../../../components/payment-confirm/index.ts';
import { CertificationRequired } from '../../../components/certification-required.tsx';
import { needsCertification } from '../../../lib/certification.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useCheckPayee, type TransferPayee } from '../api/check-payee.ts';
import { useWallets } from '../api/list-wallets.ts';
import { useTransfer } from '../api/transfer.ts';
import { transferAmountProblem, type TransferAmountProblem } from './amount-rule.ts';
import { isFinalAnswer } from '../../../lib/submission-key.ts';
import { clearTransferDraft, readTransferDraft, saveTransferDraft } from './transfer-draft.ts';

type Values = { currency?: Currency; payeeAccount: string; amount: string; note?: string };

const newIdempotencyKey = () => `wallet-transfer-${crypto.randomUUID()}`;

const TransferResult = ({ result, onAgain }: { result: WalletTransfer; onAgain: () => void }) => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <Card data-testid="transfer-result">
      <Result
        status="success"
        title={t('transfer.result.title')}
        subTitle={
          <Descriptions
            size="small"
            column={1}
            style={{ maxWidth: 420, margin: '8px auto 0', textAlign: 'start' }}
            items={[
              {
                key: 'amount',
                label: t('transfer.result.amount'),
                children: formatMoney(result.amount, result.currency),
              },
              { key: 'payee', label: t('transfer.result.payee'), children: result.payeeMaskedName },
              {
                key: 'orderNo',
                label: t('transfer.result.orderNo'),
                children: (
                  <Typography.Text copyable strong data-testid="transfer-order-no">
                    {result.orderNo}
                  </Typography.Text>
                ),
              },
              {
                key: 'time',
                label: t('transfer.result.time'),
                children: formatDateTime(result.createdAt),
              },
            ]}
          />
        }
        extra={[
          <Button
            key="details"
            type="primary"
            onClick={() => void navigate(`${paths.walletDetail}?currency=${result.currency}`)}
            data-testid="transfer-to-details"
          >
            {t('transfer.result.details')}
          </Button>,
          <Button key="again" onClick={onAgain} data-testid="transfer-again">
            {t('transfer.result.again')}
          </Button>,
          <Button key="wallet" onClick={() => void navigate(paths.wallet)}>
            {t('transfer.result.wallet')}
          </Button>,
        ]}
      />
    </Card>
  );
};

/**
 * Said before the form is filled, not at its last step: a transfer is confirmed with the payment
 * password, and this user has none yet. The link leads to the screen that sets it and back here,
 * where the form still holds what was typed (transfer-draft.ts).
 */
const PayPasswordNeeded = () => {
  const { t } = useTranslation('wallet');
  const { pathname, search } = useLocation();
  const requirements = useQuery(paymentRequirementsQueryOptions());
  if (!requirements.data?.missing.includes('payPassword')) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('transfer.payPasswordNeeded.title')}
      // The link under the words, not beside them: on a phone a side action squeezes the text.
      description={
        <Flex vertical gap={8} align="start">
          <span>{t('transfer.payPasswordNeeded.description')}</span>
          <Link
            to={`${paths.security.setPwd}?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
            data-testid="transfer-set-pay-password"
          >
            {t('transfer.payPasswordNeeded.link')}
          </Link>
        </Flex>
      }
      style={{ marginBottom: 16, maxWidth: 640 }}
      data-testid="transfer-pay-password-needed"
    />
  );
};

const TransferForm = ({
  wallets,
  onDone,
}: {
  wallets: WalletBalance[];
  onDone: (result: WalletTransfer) => void;
}) => {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const checkPayee = useCheckPayee();
  const transfer = useTransfer();
  const [payee, setPayee] = useState<TransferPayee & { account: string }>();
  const [confirming, setConfirming] = useState<
    Required<Omit<Values, 'note'>> & { note?: string }
  >();
  const [idempotencyKey, setIdempotencyKey] = useState('');

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

  const payeeLabel = t('transfer.payeeAccount');
  const amountLabel = t('transfer.amount');
  const amountMessage = (problem: TransferAmountProblem): string => {
    switch (problem.key) {
      case 'required':
        return tc('validation.required', { field: amountLabel });
      case 'format':
        return t('transfer.amountRule.invalid');
      case 'zero':
        return t('transfer.amountRule.positive');
      case 'scale':
        return problem.scale === 0
          ? t('transfer.amountRule.noDecimals', { currency })
          : t('transfer.amountRule.scale', { count: problem.scale, currency });
      case 'max':
        return t('transfer.amountRule.max', { max: formatMoney(problem.max, currency ?? '') });
      case 'exceeds':
        return t('transfer.amountRule.exceeds');
    }
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
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const account = values.payeeAccount.trim();
    if (!payee || payee.account !== account) {
      form.setFields([{ name: 'payeeAccount', errors: [t('transfer.checkFirst')] }]);
      return;
    }
    // One key per confirmation: a new user action, not a retry of an earlier one.
    setIdempotencyKey(newIdempotencyKey());
    setConfirming({
      currency: values.currency!,
      payeeAccount: account,
      amount: values.amount.trim(),
      note: values.note?.trim() || undefined,
    });
  };

  const onConfirm = async (credentials: PaymentConfirmCredentials) => {
    if (!confirming) return;
    const { reenteredAmount, ...rest } = credentials;
    try {
      const result = await transfer.mutateAsync({
        request: {
          payeeAccount: confirming.payeeAccount,
          currency: confirming.currency,
          amount: confirming.amount,
          reenteredAmount,
          ...(confirming.note ? { note: confirming.note } : {}),
          credentials: rest,
        },
        idempotencyKey,
      });
      setConfirming(undefined);
      clearTransferDraft();
      onDone(result);
    } catch (error) {
      // Answered for good (wrong password, insufficient balance...): what the user sends next is a
      // new submission. Network failures and server errors keep the key: the retry is the same one.
      if (isFinalAnswer(error)) setIdempotencyKey(newIdempotencyKey());
      throw error;
    }
  };

  return (
    <Card
      title={t('transfer.title')}
      data-testid="transfer-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(paths.wallet)}
        >
          {t('transfer.backToWallet')}
        </Button>
      }
    >
      <PayPasswordNeeded />
      <Alert
        type="info"
        showIcon
        title={t('transfer.sameCurrency')}
        style={{ marginBottom: 24, maxWidth: 640 }}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 640 }}
        data-testid="transfer-form"
        initialValues={{
          payeeAccount: draft.payeeAccount,
          amount: draft.amount,
          note: draft.note,
          currency: initialCurrency,
        }}
        onValuesChange={(changed: Partial<Values>, all: Values) => {
          saveTransferDraft(all);
          if ('payeeAccount' in changed) setPayee(undefined);
          if ('currency' in changed && form.getFieldValue('amount'))
            void form.validateFields(['amount']).catch(() => undefined);
        }}
      >
        <Form.Item
          name="currency"
          label={t('transfer.currency')}
          rules={[
            {
              required: true,
              message: tc('validation.required', { field: t('transfer.currency') }),
            },
          ]}
        >
          <Select
            data-testid="transfer-currency"
            options={wallets.map((w) => ({
              value: w.currency,
              label: t('transfer.currencyOption', {
                currency: w.currency,
                available: formatMoney(w.available, w.currency),
              }),
            }))}
          />
        </Form.Item>
        <Form.Item label={payeeLabel} required extra={t('transfer.payeeHint')}>
          <Flex gap={8}>
            <Form.Item
              name="payeeAccount"
              noStyle
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: tc('validation.required', { field: payeeLabel }),
                },
                { max: 254, message: tc('validation.tooLong', { field: payeeLabel, count: 254 }) },
              ]}
            >
              <Input
                aria-label={payeeLabel}
                placeholder={t('transfer.payeePlaceholder')}
                autoComplete="off"
                onPressEnter={() => void onCheck()}
                data-testid="transfer-payee-account"
              />
            </Form.Item>
            <Button
              onClick={() => void onCheck()}
              loading={checkPayee.isPending}
              data-testid="transfer-check-payee"
            >
              {t('transfer.check')}
            </Button>
          </Flex>
        </Form.Item>
        {payee ? (
          <Alert
            type="success"
            icon={<CheckCircleFilled />}
            showIcon
            style={{ marginTop: -8, marginBottom: 24 }}
            data-testid="transfer-payee"
            title={t('transfer.payeeFound')}
            description={
              <Descriptions
                size="small"
                column={1}
                items={[
                  {
                    key: 'name',
                    label: t('transfer.payeeName'),
                    children: <span data-testid="transfer-payee-name">{payee.maskedName}</span>,
                  },
                  // The number only when it was typed (found by e-mail, the server gives none);
                  // the country or region when the merchant registered one.
                  ...(payee.merNo
                    ? [
                        {
                          key: 'merNo',
                          label: t('transfer.payeeMerNo'),
                          children: <span data-testid="transfer-payee-mer-no">{payee.merNo}</span>,
                        },
                      ]
                    : []),
                  ...(payee.country
                    ? [
                        {
                          key: 'country',
                          label: t('transfer.payeeCountry'),
                          children: (
                            <span data-testid="transfer-payee-country">
                              {regionName(payee.country, language)}
                            </span>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            }
          />
        ) : null}
        <Form.Item
          name="amount"
          label={amountLabel}
          extra={
            wallet
              ? t('transfer.available', { amount: formatMoney(wallet.available, wallet.currency) })
              : undefined
          }
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = transferAmountProblem(value, currency, wallet?.available);
                return problem
                  ? Promise.reject(new Error(amountMessage(problem)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <AmountInput suffix={currency} maxLength={32} data-testid="transfer-amount" />
        </Form.Item>
        <Form.Item name="note" label={t('transfer.note')}>
          <Input.TextArea
            maxLength={140}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid="transfer-note"
          />
        </Form.Item>
        <Button type="primary" onClick={() => void onNext()} data-testid="transfer-next">
          {t('transfer.next')}
        </Button>
      </Form>
      <PaymentConfirmModal
        open={confirming !== undefined}
        total={confirming?.amount ?? '0'}
        currency={confirming?.currency ?? ''}
        title={t('transfer.confirmTitle')}
        onCancel={() => setConfirming(undefined)}
        onConfirm={onConfirm}
      />
    </Card>
  );
};

export const TransferScreen = () => {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const wallets = useWallets();
  const [result, setResult] = useState<WalletTransfer>();
  const [round, setRound] = useState(0);

  // Not certified yet: the server would refuse the transfer, so no form to fill in vain.
  if (needsCertification(user.state)) {
    return (
      <Card title={t('transfer.title')} data-testid="transfer-screen">
        <CertificationRequired user={user} />
      </Card>
    );
  }

  if (result) {
    return (
      <TransferResult
        result={result}
        onAgain={() => {
          setResult(undefined);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  if (wallets.isPending) {
    return (
      <Card title={t('transfer.title')} data-testid="transfer-screen">
        <Skeleton active data-testid="transfer-loading" />
      </Card>
    );
  }
  if (wallets.isError) {
    return (
      <Card title={t('transfer.title')} data-testid="transfer-screen">
        <Result
          status="error"
          title={t('wallet.loadFailed')}
          subTitle={wallets.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void wallets.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  const held = wallets.data.filter((w) => isCurrency(w.currency));
  if (held.length === 0) {
    return (
      <Card title={t('transfer.title')} data-testid="transfer-screen">
        <Empty description={t('wallet.empty')} />
      </Card>
    );
  }
  return <TransferForm key={round} wallets={held} onDone={setResult} />;
};
