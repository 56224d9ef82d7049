// /wallet/transfer (spec "wallet transfer"): money from one of the merchant's wallets to another
// merchant's wallet in the same currency. The payee (merchant number or login e-mail) is checked
// first and shown masked, with the number typed and its country or region, so a person can
// recognise it without its name; the amount keeps the currency's scale and the available balance;
// the payment confirmation asks for the total again and the credentials. One Idempotency-Key per
// confirmation, reused while the same submission is retried. Before the merchant is certified the
// screen says why money cannot move yet and leads to the certification's next step instead.
import { useQuery } from '@tanstack/react-query';
import { isCurrency, type WalletTransfer } from '@tradebridge/contracts';
import { AmountInput, formatDateTime, formatMoney } from '@tradebridge/ui';
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
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { paymentRequirementsQueryOptions } from '../../../components/payment-confirm/index.ts';
import { CertificationRequired } from '../../../components/certification-required.tsx';
import { needsCertification } from '../../../lib/certification.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useWallets } from '../api/list-wallets.ts';
import { FoundPayee, PayeeAccountField } from './transfer-payee.tsx';
import {
  useTransferForm,
  type TransferFormProps,
  type TransferValues,
} from './use-transfer-form.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

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

const TransferForm = ({ wallets, onDone }: TransferFormProps) => {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const transfer = useTransferForm({ wallets, onDone });
  const { wallet } = transfer;
  return (
    <Card
      title={t('transfer.title')}
      data-testid="transfer-screen"
      extra={
        <BackLink onClick={() => void navigate(paths.wallet)}>
          {t('transfer.backToWallet')}
        </BackLink>
      }
    >
      <PayPasswordNeeded />
      <Alert
        type="info"
        showIcon
        title={t('transfer.sameCurrency')}
        style={{ marginBottom: 24, maxWidth: 640 }}
      />
      <Form<TransferValues>
        form={transfer.form}
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 640 }}
        data-testid="transfer-form"
        initialValues={transfer.initialValues}
        onValuesChange={transfer.onValuesChange}
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
        <PayeeAccountField checking={transfer.checking} onCheck={() => void transfer.onCheck()} />
        {transfer.payee ? <FoundPayee payee={transfer.payee} /> : null}
        <Form.Item
          name="amount"
          label={t('transfer.amount')}
          extra={
            wallet
              ? t('transfer.available', { amount: formatMoney(wallet.available, wallet.currency) })
              : undefined
          }
          rules={[transfer.amountRule]}
        >
          <AmountInput suffix={transfer.currency} maxLength={32} data-testid="transfer-amount" />
        </Form.Item>
        <Form.Item name="note" label={t('transfer.note')}>
          <Input.TextArea
            maxLength={140}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid="transfer-note"
          />
        </Form.Item>
        <Button type="primary" onClick={() => void transfer.onNext()} data-testid="transfer-next">
          {t('transfer.next')}
        </Button>
      </Form>
      {transfer.confirmModal}
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
        <LoadFailedResult title={t('wallet.loadFailed')} query={wallets} retry={t('retry')} />
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
