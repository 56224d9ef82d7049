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
  type BankFile,
  type Currency,
  type PostCreditRequest,
} from '@tradebridge/contracts';
import { AmountInput, formatMoney, isApiError, useLanguage } from '@tradebridge/ui';
import { Alert, App, Button, Descriptions, Flex, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useAmountRule } from '../../../lib/amount-rule.ts';
import { countryOptions } from '../../../lib/countries.ts';
import { schemaRule, showFieldErrors } from '../../../lib/form.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { usePostCredit } from '../api/post-credit.ts';
import { BankFileStateTag } from './collection-labels.tsx';

type CreditValues = {
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
const ACCOUNT_MAX = 34;
const TEXT_MAX = 140;
/** Failures after which the credit may or may not have been posted. */
const UNANSWERED = new Set(['NETWORK_ERROR', 'REQUEST_TIMEOUT']);

/** What the import did with the one entry, in words. */
const outcomeOf = (file: BankFile) => {
  if (file.duplicates > 0) return 'duplicate' as const;
  if (file.exceptions > 0) return 'exception' as const;
  if (file.held > 0) return 'held' as const;
  if (file.credited > 0) return 'credited' as const;
  return 'failed' as const;
};

const Outcome = ({ file, request }: { file: BankFile; request: PostCreditRequest }) => {
  const { t } = useTranslation('collection');
  const outcome = outcomeOf(file);
  const type =
    outcome === 'credited'
      ? 'success'
      : outcome === 'held' || outcome === 'duplicate'
        ? 'info'
        : 'warning';
  return (
    <Flex vertical gap={12} data-testid="credit-outcome" data-outcome={outcome}>
      <Alert
        type={type}
        showIcon
        title={t(`credit.outcome.${outcome}`, {
          amount: formatMoney(request.amount, request.currency),
          account: request.account,
        })}
        description={
          outcome === 'held' ? (
            <Link to={paths.collections}>{t('credit.toCollections')}</Link>
          ) : outcome === 'exception' ? (
            <Link to={paths.importExceptions}>{t('credit.toExceptions')}</Link>
          ) : outcome === 'failed' && file.error ? (
            file.error
          ) : undefined
        }
      />
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'file', label: t('bankFiles.columns.name'), children: file.name, span: 2 },
          {
            key: 'state',
            label: t('bankFiles.columns.state'),
            children: <BankFileStateTag state={file.state} />,
            span: 2,
          },
          ...(['entries', 'credited', 'held', 'exceptions', 'duplicates'] as const).map(
            (count) => ({
              key: count,
              label: t(`bankFiles.columns.${count}`),
              children: <span data-testid={`credit-outcome-${count}`}>{file[count]}</span>,
            }),
          ),
        ]}
      />
    </Flex>
  );
};

export type PostCreditModalProps = { open: boolean; onClose: () => void };

export const PostCreditModal = ({ open, onClose }: PostCreditModalProps) => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditValues>();
  const credit = usePostCredit();
  const amountRule = useAmountRule({ field: 'currency' });
  const countries = useMemo(() => countryOptions(language), [language]);
  /** The key of the last submission and the body it was sent with. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const [done, setDone] = useState<{ file: BankFile; request: PostCreditRequest }>();

  useEffect(() => {
    if (!open) return;
    attempt.current = null;
    setUnanswered(false);
    setDone(undefined);
  }, [open]);

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
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    let file: BankFile;
    try {
      file = await credit.mutateAsync({ request, idempotencyKey: attempt.current.key });
    } catch (error) {
      setUnanswered(isApiError(error) && UNANSWERED.has(error.code));
      if (!showFieldErrors(form, error, FIELDS))
        void message.error(error instanceof Error ? error.message : String(error));
      return;
    }
    // The next credit, even of the same values, is another one.
    attempt.current = null;
    setUnanswered(false);
    setDone({ file, request });
  };

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
            <Button onClick={() => setDone(undefined)} data-testid="credit-another">
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
              loading={credit.isPending}
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
        <Outcome file={done.file} request={done.request} />
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
            disabled={credit.isPending}
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
