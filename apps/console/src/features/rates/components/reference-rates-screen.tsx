// The reference rates: every operator reads them (units of each currency per 1 USD, with the USD
// value of one unit worked out exactly); admin and finance change them. Editing turns each rate into
// an input and asks for the source; a confirmation lists what changes (old → new, large changes
// highlighted) before anything is sent, and only the changed rates are sent. Rates are decimal
// strings from end to end: shown as given (trailing zeros trimmed), compared and divided with bigint.
import { EditOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import {
  BUILT_IN_RATES_SOURCE,
  CURRENCY_CODES,
  isCurrency,
  REFERENCE_RATE_SCALE,
  trimZeros,
  zRate,
  type Currency,
  type ReferenceRates,
} from '@tradebridge/contracts';
import {
  currencyName,
  EMPTY_VALUE,
  formatDateTime,
  isApiError,
  AmountInput,
  formatRate,
  PageContainer,
  useLanguage,
  WIDE_TABLE,
} from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Skeleton,
  Table,
  Tag,
  Typography,
  type FormInstance,
  type FormRule,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  changesByMoreThan,
  compareDecimals,
  divideDecimals,
  normalizeDecimal,
  percentChange,
} from '../../../lib/decimal.ts';
import { useReferenceRates } from '../api/get-reference-rates.ts';
import { useUpdateReferenceRates } from '../api/update-reference-rates.ts';

/** The base of every rate: always 1, never edited. */
const BASE = 'USD' satisfies Currency;
/** The base first, then the contracts' order. */
const CODES: readonly Currency[] = [BASE, ...CURRENCY_CODES.filter((code) => code !== BASE)];
/** A change above this many per cent is highlighted in the confirmation. */
const LARGE_CHANGE_PERCENT = 10n;
const SOURCE_MAX = 100;

type RateValues = { perUsd: Partial<Record<Currency, string>>; source: string };
type Row = { code: Currency; rate: string | undefined };
type Change = {
  currency: Currency;
  from: string | undefined;
  to: string;
  percent: string | undefined;
  isLarge: boolean;
};
type PendingSave = { changes: Change[]; source: string };

const isRate = (value: string | undefined): value is string =>
  value !== undefined && zRate.safeParse(value).success;

/** The rates as the inputs start: trimmed, empty where none is set. */
const formValuesOf = (rates: ReferenceRates): RateValues => ({
  perUsd: Object.fromEntries(
    CODES.filter((code) => code !== BASE).map((code) => {
      const rate = rates.perUsd[code];
      return [code, rate ? trimZeros(rate) : ''];
    }),
  ),
  source: '',
});

/** The typed rates that differ from the ones editing started from. */
const changesOf = (values: RateValues, from: ReferenceRates): Change[] =>
  CODES.flatMap((currency): Change[] => {
    const typed = values.perUsd[currency]?.trim();
    if (currency === BASE || !typed) return [];
    const old = from.perUsd[currency];
    if (old && compareDecimals(old, typed) === 0) return [];
    return [
      {
        currency,
        from: old,
        to: normalizeDecimal(typed),
        percent: old ? percentChange(old, typed) : undefined,
        isLarge: old ? changesByMoreThan(old, typed, LARGE_CHANGE_PERCENT) : false,
      },
    ];
  });

/** A server problem's field ("perUsd.EUR", "source") as the form's field path. */
const formFieldOf = (field: string): ['source'] | ['perUsd', Currency] | undefined => {
  if (field === 'source') return ['source'];
  const [head, code, ...rest] = field.split('.');
  if (head === 'perUsd' && code && rest.length === 0 && isCurrency(code) && code !== BASE) {
    return ['perUsd', code];
  }
  return undefined;
};

/** Puts the server's per-field problems under their inputs; true when one matched a field. */
const showServerFieldErrors = (form: FormInstance<RateValues>, error: unknown): boolean => {
  if (!isApiError(error)) return false;
  const fields = error.fields.flatMap((problem) => {
    const name = formFieldOf(problem.field);
    return name ? [{ name, errors: [problem.message] }] : [];
  });
  form.setFields(fields);
  return fields.length > 0;
};

/** "+12.5" in the language's decimal mark ("+12,5"). */
const signedPercent = (percent: string) =>
  `${percent.startsWith('+') ? '+' : ''}${formatRate(percent.replace(/^\+/, ''), { exact: true })}`;

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const ConfirmContent = ({ pending }: { pending: PendingSave }) => {
  const { t } = useTranslation('rates');
  const large = pending.changes.filter((change) => change.isLarge).length;
  const columns: ColumnsType<Change> = [
    {
      title: t('confirm.columns.currency'),
      dataIndex: 'currency',
      render: (code: Currency) => (
        <Typography.Text strong data-testid={`rate-change-${code}`}>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: t('confirm.columns.old'),
      dataIndex: 'from',
      align: 'right',
      render: (from: string | undefined) =>
        from ? (
          <span style={numeric}>{formatRate(from, { exact: true })}</span>
        ) : (
          <Typography.Text type="secondary">{t('confirm.noOldRate')}</Typography.Text>
        ),
    },
    {
      title: t('confirm.columns.new'),
      dataIndex: 'to',
      align: 'right',
      render: (to: string) => (
        <Typography.Text strong style={numeric}>
          {formatRate(to, { exact: true })}
        </Typography.Text>
      ),
    },
    {
      title: t('confirm.columns.change'),
      dataIndex: 'percent',
      align: 'right',
      render: (percent: string | undefined, change) =>
        percent === undefined ? (
          EMPTY_VALUE
        ) : (
          <Typography.Text
            type={change.isLarge ? 'danger' : 'secondary'}
            strong={change.isLarge}
            style={numeric}
            data-testid={`rate-change-percent-${change.currency}`}
            data-large={change.isLarge}
          >
            {change.isLarge && <WarningOutlined style={{ marginInlineEnd: 4 }} />}
            {t('percent', { value: signedPercent(percent) })}
          </Typography.Text>
        ),
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="rates-confirm">
      {pending.changes.length === 0 ? (
        <Typography.Text>{t('confirm.noChanges')}</Typography.Text>
      ) : (
        <>
          {large > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('confirm.large', { count: large })}
              data-testid="rates-large-changes"
            />
          )}
          <Typography.Text>
            {t('confirm.changes', { count: pending.changes.length })}
          </Typography.Text>
          <Table<Change>
            rowKey="currency"
            size="small"
            columns={columns}
            dataSource={pending.changes}
            pagination={false}
          />
        </>
      )}
      <Typography.Text type="secondary" data-testid="rates-confirm-source">
        {t('confirm.sourceLine', { source: pending.source })}
      </Typography.Text>
    </Flex>
  );
};

export const ReferenceRatesScreen = () => {
  const { t, i18n } = useTranslation('rates');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const { message } = App.useApp();
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.updateReferenceRates);
  const { data, error, isFetching, isPending, refetch } = useReferenceRates();
  const update = useUpdateReferenceRates();
  const [form] = Form.useForm<RateValues>();
  /** The rates editing started from (what the changes are measured against); null when reading. */
  const [editing, setEditing] = useState<ReferenceRates | null>(null);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const typed = Form.useWatch('perUsd', form);

  // The browser has no name for CNH, USDT or USDC: the locales give theirs.
  const nameOf = (code: Currency) =>
    i18n.exists(`names.${code}`, { ns: 'rates' })
      ? t(`names.${code}`)
      : currencyName(code, language);

  const usdValueOf = (rate: string | undefined) => {
    if (!isRate(rate)) return EMPTY_VALUE;
    const value = divideDecimals('1', rate, REFERENCE_RATE_SCALE);
    return value === '0' ? t('tooSmall') : formatRate(value, { exact: true });
  };

  const rateRule =
    (code: Currency, isRequired: boolean): FormRule =>
    () => ({
      validator: (_rule, value: string | undefined) => {
        if (!value?.trim()) {
          // A rate that exists cannot be removed (the server only sets rates).
          return isRequired
            ? Promise.reject(new Error(t('rateRequired', { currency: code })))
            : Promise.resolve();
        }
        return isRate(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('rateInvalid', { currency: code })));
      },
    });

  const rows = useMemo<Row[]>(
    () =>
      CODES.map((code) => ({
        code,
        rate: code === BASE ? '1' : (editing ?? data)?.perUsd[code],
      })),
    [data, editing],
  );

  const columns: ColumnsType<Row> = [
    {
      title: t('columns.code'),
      dataIndex: 'code',
      width: 120,
      render: (code: Currency) => (
        // On a phone the tag goes under the code rather than squeezing it to a letter a line.
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {code}
          </Typography.Text>
          {code === BASE && <Tag color="blue">{t('base')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('columns.currency'),
      dataIndex: 'code',
      key: 'name',
      render: (code: Currency) => <span data-testid={`rate-name-${code}`}>{nameOf(code)}</span>,
    },
    {
      title: t('columns.perUsd'),
      dataIndex: 'rate',
      align: 'right',
      width: 220,
      render: (rate: string | undefined, row) =>
        editing && row.code !== BASE ? (
          <Form.Item
            name={['perUsd', row.code]}
            rules={[rateRule(row.code, Boolean(rate))]}
            style={{ marginBottom: 0 }}
          >
            <AmountInput
              aria-label={row.code}
              style={{ textAlign: 'right', ...numeric }}
              data-testid={`rate-input-${row.code}`}
            />
          </Form.Item>
        ) : (
          <Typography.Text style={numeric} data-testid={`rate-${row.code}`}>
            {formatRate(rate, { exact: true })}
          </Typography.Text>
        ),
    },
    {
      title: t('columns.usdValue'),
      dataIndex: 'rate',
      key: 'usdValue',
      align: 'right',
      width: 200,
      render: (rate: string | undefined, row) => (
        <Typography.Text type="secondary" style={numeric} data-testid={`usd-value-${row.code}`}>
          {usdValueOf(editing && row.code !== BASE ? typed?.[row.code]?.trim() : rate)}
        </Typography.Text>
      ),
    },
  ];

  const onEdit = () => {
    if (!data) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(data));
    setEditing(data);
  };

  const onCancelEdit = () => {
    setPending(null);
    setEditing(null);
  };

  const onReview = (values: RateValues) => {
    if (!editing) return;
    setPending({ changes: changesOf(values, editing), source: values.source.trim() });
  };

  const onSave = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({
        perUsd: Object.fromEntries(pending.changes.map((change) => [change.currency, change.to])),
        source: pending.source,
      });
    } catch (failure) {
      // The request layer has shown the server's message; a problem with a field goes under it
      // and the confirmation closes so the field can be corrected.
      if (showServerFieldErrors(form, failure)) setPending(null);
      return;
    }
    void message.success(t('saved'));
    setPending(null);
    setEditing(null);
  };

  const page = { testId: 'rates-screen', title: t('title'), description: t('intro') };

  if (!data) {
    return (
      <PageContainer {...page}>
        <Card>
          {error ? (
            <Result
              status="error"
              title={tCommon('loadFailed')}
              subTitle={error.message}
              data-testid="rates-error"
              extra={
                <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
                  {tCommon('retry')}
                </Button>
              }
            />
          ) : (
            <div data-testid="rates-loading">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          )}
        </Card>
      </PageContainer>
    );
  }

  const changedMeanwhile = editing !== null && editing.asOf !== data.asOf;

  return (
    <PageContainer
      {...page}
      actions={
        editing ? (
          <>
            <Button onClick={onCancelEdit} disabled={update.isPending} data-testid="rates-cancel">
              {tCommon('cancel')}
            </Button>
            <Button type="primary" onClick={() => form.submit()} data-testid="rates-review">
              {t('review')}
            </Button>
          </>
        ) : (
          <>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void refetch()}
              loading={isFetching && !isPending}
              aria-label={tCommon('refresh')}
            />
            {canEdit && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={onEdit}
                data-testid="rates-edit"
              >
                {t('edit')}
              </Button>
            )}
          </>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          {error && (
            <Alert
              type="error"
              showIcon
              title={tCommon('loadFailed')}
              description={error.message}
              action={<Button onClick={() => void refetch()}>{tCommon('retry')}</Button>}
            />
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'asOf',
                label: t('asOf'),
                children: <span data-testid="rates-as-of">{formatDateTime(data.asOf)}</span>,
              },
              {
                key: 'source',
                label: t('source'),
                children: (
                  <span data-testid="rates-source">
                    {data.source === BUILT_IN_RATES_SOURCE ? t('builtInSource') : data.source}
                  </span>
                ),
              },
              {
                key: 'updatedBy',
                label: t('updatedBy'),
                children: (
                  <span data-testid="rates-updated-by">
                    {data.updatedBy ?? t('initialDefaults')}
                  </span>
                ),
              },
            ]}
          />
          <Form<RateValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={update.isPending}
            scrollToFirstError
            onFinish={onReview}
          >
            {editing && (
              <>
                <Alert type="info" showIcon title={t('editNote')} style={{ marginBottom: 16 }} />
                {changedMeanwhile && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('changedMeanwhile', { time: formatDateTime(data.asOf) })}
                    style={{ marginBottom: 16 }}
                    data-testid="rates-changed-meanwhile"
                  />
                )}
                <Form.Item
                  name="source"
                  label={t('sourceLabel')}
                  rules={[
                    { required: true, whitespace: true, message: t('sourceRequired') },
                    { max: SOURCE_MAX, message: t('sourceTooLong') },
                  ]}
                  style={{ maxWidth: 480 }}
                >
                  <Input
                    maxLength={SOURCE_MAX}
                    placeholder={t('sourcePlaceholder')}
                    data-testid="rates-source-input"
                  />
                </Form.Item>
              </>
            )}
            <Table<Row>
              rowKey="code"
              columns={columns}
              dataSource={rows}
              pagination={false}
              size="middle"
              {...WIDE_TABLE}
              data-testid="rates-table"
            />
          </Form>
        </Flex>
      </Card>
      <Modal
        open={pending !== null}
        title={t('confirm.title')}
        okText={t('confirm.ok')}
        cancelText={tCommon('cancel')}
        okButtonProps={{ ...{ 'data-testid': 'rates-save' } }}
        confirmLoading={update.isPending}
        onOk={() => void onSave()}
        onCancel={() => setPending(null)}
        destroyOnHidden
        width={560}
      >
        {pending && <ConfirmContent pending={pending} />}
      </Modal>
    </PageContainer>
  );
};
