// The rates table: each currency's rate per 1 USD and the USD value of one unit; while editing,
// every rate but the base's is an input.
import { REFERENCE_RATE_SCALE, type Currency, type ReferenceRates } from '@tradebridge/contracts';
import {
  AmountInput,
  currencyName,
  EMPTY_VALUE,
  formatRate,
  useLanguage,
  WIDE_TABLE,
} from '@tradebridge/ui';
import { Flex, Form, Table, Tag, Typography, type FormRule } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { divideDecimals } from '../../../lib/decimal.ts';
import { numeric } from './rates-confirm.tsx';
import { BASE, isRate, type Row } from './use-reference-rates-screen.ts';

export type RatesTableProps = {
  rows: Row[];
  editing: ReferenceRates | null;
  typed: Partial<Record<Currency, string>> | undefined;
};

export const RatesTable = ({ rows, editing, typed }: RatesTableProps) => {
  const { t, i18n } = useTranslation('rates');
  const language = useLanguage();

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

  return (
    <Table<Row>
      rowKey="code"
      columns={columns}
      dataSource={rows}
      pagination={false}
      size="middle"
      {...WIDE_TABLE}
      data-testid="rates-table"
    />
  );
};
