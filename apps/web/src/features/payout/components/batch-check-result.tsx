// What the check of a batch found (payout/batch/check.json): every row — its number, payee, account,
// whether the payee is new, amount, fee, purpose, the settlement quota it draws and its problems —
// the totals of the valid rows, the count and total the user entered against the table's
// ("consistent" or "inconsistent": spec §5 and §8 "amounts mismatch warning in batch payment"; the
// user may still continue), the invalid rows' error file and the choice to pay only the valid ones,
// the approvals, the balance, the bank's hours and the settlement quota.
import { DownloadOutlined } from '@ant-design/icons';
import {
  isDecimalString,
  PayoutType,
  toMinor,
  type BatchCheck,
  type BatchCheckRow,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatMoney, messageForCode, useLanguage, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, Button, Checkbox, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { factOf, strongFactOf } from '../../../components/fact-items.tsx';
import { balanceAndApprovalItems, ShortAlert, Timing } from './price-summary.tsx';
import { QuotaNotice } from './quota-notice.tsx';

/** An amount as typed: formatted when it is a number, else as it stands. */
const moneyOrText = (amount: string | null, currency: string) =>
  amount === null || amount === ''
    ? EMPTY_VALUE
    : isDecimalString(amount)
      ? formatMoney(amount, currency, { fixed: true })
      : amount;

/** The total is more than the wallet holds (compared in minor units). */
export const isBatchShort = (check: BatchCheck) =>
  isDecimalString(check.total) &&
  isDecimalString(check.timing.available) &&
  toMinor(check.total, check.currency) > toMinor(check.timing.available, check.currency);

/** A row's field as the user knows it: the form's label, or the template's column. */
const useFieldLabel = () => {
  const { t, i18n } = useTranslation('payout');
  return (field: string) => {
    // "rows.2.payee.accountName" or "accountName": its last named part.
    const name = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
    const own: Record<string, string> = {
      amount: t('fields.amount'),
      purpose: t('fields.purpose'),
      note: t('batch.note'),
      payeeId: t('fields.payee'),
      currency: t('fields.currency'),
    };
    return own[name] ?? payeeFieldLabel(i18n, name) ?? name;
  };
};

const payeeFieldLabel = (i18n: I18n, name: string) =>
  i18n.exists(`payee:field.${name}`) ? i18n.t(`payee:field.${name}`) : undefined;

const Consistency = ({ consistent, testId }: { consistent: boolean | null; testId: string }) => {
  const { t } = useTranslation('payout');
  if (consistent === null) return null;
  return (
    <Tag
      color={consistent ? 'success' : 'warning'}
      style={{ marginInlineEnd: 0 }}
      data-testid={testId}
      data-consistent={String(consistent)}
    >
      {consistent ? t('batch.consistent') : t('batch.inconsistent')}
    </Tag>
  );
};

/** The count and total entered against the table's: consistent, or the spec's warning. */
export const EnteredComparison = ({
  mayContinue = false,
  entered,
  count,
  total,
  currency,
  countConsistent,
  totalConsistent,
}: {
  /** Before submitting: the warning says the user may still continue (spec §5). */
  mayContinue?: boolean;
  entered: { count: number; total: string } | null;
  count: number;
  total: string;
  currency: string;
  countConsistent: boolean | null;
  totalConsistent: boolean | null;
}) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  if (!entered) return null;
  const inconsistent = countConsistent === false || totalConsistent === false;
  return (
    <Flex vertical gap={8} data-testid="batch-comparison">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'count',
            label: t('batch.comparison.count'),
            children: (
              <Flex gap={8} align="center" wrap>
                <span data-testid="batch-comparison-count">
                  {t('batch.comparison.tableCount', { entered: entered.count, rows: count })}
                </span>
                <Consistency consistent={countConsistent} testId="batch-count-consistency" />
              </Flex>
            ),
          },
          {
            key: 'total',
            label: t('batch.comparison.total'),
            children: (
              <Flex gap={8} align="center" wrap>
                <span data-testid="batch-comparison-total">
                  {t('batch.comparison.tableTotal', {
                    entered: moneyOrText(entered.total, currency),
                    total: moneyOrText(total, currency),
                  })}
                </span>
                <Consistency consistent={totalConsistent} testId="batch-total-consistency" />
              </Flex>
            ),
          },
        ]}
      />
      {inconsistent ? (
        <Alert
          type="warning"
          showIcon
          title={messageForCode('BATCH_AMOUNTS_MISMATCH', language)}
          description={mayContinue ? t('batch.comparison.mayContinue') : undefined}
          data-testid="batch-mismatch"
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('batch.comparison.consistent')}
          data-testid="batch-consistent"
        />
      )}
    </Flex>
  );
};

const RowsTable = ({ check }: { check: BatchCheck }) => {
  const { t } = useTranslation('payout');
  const fieldLabel = useFieldLabel();
  const withQuota = check.rows.some((row) => row.quotaUsd !== null);
  return (
    <Table<BatchCheckRow>
      size="small"
      rowKey="row"
      dataSource={check.rows}
      {...WIDE_TABLE}
      pagination={check.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      data-testid="batch-check-rows"
      columns={[
        { title: t('batch.check.row'), dataIndex: 'row', width: 64 },
        {
          title: t('fields.payee'),
          key: 'payee',
          render: (_, row) => (
            <Flex vertical gap={2} align="start" style={{ maxWidth: 220 }}>
              <Typography.Text ellipsis={{ tooltip: true }} data-testid="batch-check-payee">
                {row.payeeName || EMPTY_VALUE}
              </Typography.Text>
              {row.newPayee ? (
                <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="batch-check-new">
                  {t('batch.check.newPayee')}
                </Tag>
              ) : null}
            </Flex>
          ),
        },
        { title: t('batch.check.account'), dataIndex: 'accountTail' },
        {
          title: t('fields.amount'),
          key: 'amount',
          align: 'right',
          render: (_, row) => (
            <span style={{ whiteSpace: 'nowrap' }} data-testid="batch-check-amount">
              {moneyOrText(row.amount, check.currency)}
            </span>
          ),
        },
        {
          title: t('fields.fee'),
          key: 'fee',
          align: 'right',
          render: (_, row) => (
            <span style={{ whiteSpace: 'nowrap' }}>{moneyOrText(row.fee, check.currency)}</span>
          ),
        },
        {
          title: t('fields.purpose'),
          key: 'purpose',
          render: (_, row) =>
            row.purpose ? t(`purpose.${row.purpose}`, { defaultValue: row.purpose }) : EMPTY_VALUE,
        },
        ...(withQuota
          ? [
              {
                title: t('batch.check.quotaUsd'),
                key: 'quota',
                align: 'right' as const,
                render: (_: unknown, row: BatchCheckRow) => moneyOrText(row.quotaUsd, 'USD'),
              },
            ]
          : []),
        {
          title: t('batch.check.result'),
          key: 'result',
          render: (_, row) =>
            row.valid ? (
              <Tag color="success" style={{ marginInlineEnd: 0 }} data-testid="batch-check-valid">
                {t('batch.check.valid')}
              </Tag>
            ) : (
              <Flex vertical gap={2} style={{ minWidth: 200 }} data-testid="batch-check-problems">
                {row.problems.map((problem) => (
                  <Typography.Text
                    key={`${problem.field}-${problem.message}`}
                    type="danger"
                    style={{ fontSize: 13 }}
                  >
                    {t('batch.check.problem', {
                      field: fieldLabel(problem.field),
                      message: problem.message,
                    })}
                  </Typography.Text>
                ))}
              </Flex>
            ),
        },
      ]}
    />
  );
};

export const BatchCheckResult = ({
  check,
  skipInvalid,
  onSkipInvalid,
  onErrorFile,
  errorFileLoading,
}: {
  check: BatchCheck;
  skipInvalid: boolean;
  onSkipInvalid: (skip: boolean) => void;
  onErrorFile: () => void;
  errorFileLoading: boolean;
}) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  const invalid = check.count - check.validCount;
  const short = isBatchShort(check);
  const money = (amount: string) => formatMoney(amount, check.currency, { fixed: true });
  return (
    <Flex vertical gap={16} data-testid="batch-check">
      <RowsTable check={check} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        data-testid="batch-totals"
        items={[
          factOf('rows', t('batch.check.rows'), check.count, 'batch-totals-rows'),
          factOf('valid', t('batch.check.validRows'), check.validCount, 'batch-totals-valid'),
          factOf('amount', t('fields.amount'), money(check.amount), 'batch-totals-amount'),
          factOf('fee', t('fields.fee'), money(check.fee), 'batch-totals-fee'),
          strongFactOf('total', t('fields.total'), money(check.total), 'batch-totals-total'),
          ...balanceAndApprovalItems(t, {
            available: money(check.timing.available),
            short,
            approvalsNeeded: check.approvalsNeeded,
            testIds: { available: 'batch-available-balance', approvals: 'batch-approvals' },
          }),
        ]}
      />
      <EnteredComparison
        mayContinue
        entered={check.entered}
        count={check.count}
        total={check.rowsTotal}
        currency={check.currency}
        countConsistent={check.countConsistent}
        totalConsistent={check.totalConsistent}
      />
      {invalid > 0 ? (
        <Alert
          type={check.validCount === 0 ? 'error' : 'warning'}
          showIcon
          title={
            check.validCount === 0
              ? messageForCode('BATCH_EMPTY', language)
              : t('batch.check.invalidRows', { count: invalid })
          }
          description={
            <Flex vertical gap={8} align="start" style={{ marginTop: 4 }}>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                loading={errorFileLoading}
                onClick={onErrorFile}
                data-testid="batch-error-file"
              >
                {t('batch.check.errorFile')}
              </Button>
              {check.validCount > 0 ? (
                <Checkbox
                  checked={skipInvalid}
                  onChange={(event) => onSkipInvalid(event.target.checked)}
                  data-testid="batch-skip-invalid"
                >
                  {t('batch.check.skipInvalid', { count: check.validCount })}
                </Checkbox>
              ) : null}
            </Flex>
          }
          data-testid="batch-invalid"
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('batch.check.allValid')}
          data-testid="batch-all-valid"
        />
      )}
      {short ? <ShortAlert testId="batch-short" /> : null}
      <QuotaNotice quota={check.quota} />
      <Timing
        price={{
          type: PayoutType.Transfer,
          sameDay: false,
          serviceOpen: check.timing.serviceOpen,
          nextServiceAt: check.timing.nextServiceAt,
        }}
      />
    </Flex>
  );
};
