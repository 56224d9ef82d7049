// The wallet page's total: every balance in one display currency the merchant chooses (kept in
// this browser), converted at reference rates whose date and source are shown — an estimate, not
// an exchange quote.
import { InfoCircleOutlined } from '@ant-design/icons';
import {
  BUILT_IN_RATES_SOURCE,
  CURRENCY_CODES,
  isCurrency,
  type Currency,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { Card, Flex, Select, Skeleton, Statistic, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletTotal } from '../api/get-wallet-total.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

const STORAGE_KEY = 'tb.displayCurrency';

const storedCurrency = (): Currency => {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value && isCurrency(value) ? value : 'USD';
  } catch {
    return 'USD';
  }
};

export const WalletTotal = () => {
  const { t } = useTranslation('wallet');
  const [currency, setCurrency] = useState<Currency>(storedCurrency);
  const total = useWalletTotal(currency);

  const choose = (next: Currency) => {
    setCurrency(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  };

  const figures = () => {
    if (total.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
    if (total.isError) {
      return (
        <LoadFailedAlert
          title={t('total.loadFailed')}
          description={total.error.message}
          onRetry={total.refetch}
          reloadIcon
        />
      );
    }
    const data = total.data;
    return (
      <Flex vertical gap={8}>
        <Flex gap={48} wrap>
          <Statistic
            title={t('total.available')}
            value={`≈ ${formatMoney(data.available, data.displayCurrency)}`}
            valueRender={(node) => <span data-testid="wallet-total-available">{node}</span>}
          />
          <Statistic
            title={t('total.all')}
            value={`≈ ${formatMoney(data.total, data.displayCurrency)}`}
            valueRender={(node) => <span data-testid="wallet-total-all">{node}</span>}
          />
        </Flex>
        <Typography.Text type="secondary" data-testid="wallet-total-rates">
          {t('total.rates', {
            date: formatDateTime(data.asOf),
            source: data.source === BUILT_IN_RATES_SOURCE ? t('total.builtInSource') : data.source,
          })}
        </Typography.Text>
        {data.missing.length > 0 ? (
          <Typography.Text type="warning">
            {t('total.missing', { currencies: data.missing.join(', ') })}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  };

  return (
    <Card
      size="small"
      data-testid="wallet-total"
      title={
        <Flex gap={8} align="center">
          {t('total.title')}
          <Tooltip title={t('total.hint')}>
            <InfoCircleOutlined aria-label={t('total.hint')} />
          </Tooltip>
        </Flex>
      }
      extra={
        <Select
          value={currency}
          onChange={choose}
          showSearch
          style={{ width: 110 }}
          aria-label={t('total.displayCurrency')}
          data-testid="wallet-total-currency"
          options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
        />
      }
      style={{ marginBottom: 16 }}
    >
      {figures()}
    </Card>
  );
};
