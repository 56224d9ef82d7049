// A currency of the spec's 21, searched by code or by its name in the reader's language; the box
// shows the code alone so it stays narrow.
import { CURRENCY_CODES, type Currency } from '@tradebridge/contracts';
import { currencyName, useLanguage } from '@tradebridge/ui';
import { Select, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';

export const CurrencySelect = ({
  value,
  onChange,
  style,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: {
  value?: Currency | undefined;
  onChange?: (currency: Currency) => void;
  style?: CSSProperties;
  'aria-label'?: string;
  'data-testid'?: string;
}) => {
  const language = useLanguage();
  const options = useMemo(
    () =>
      CURRENCY_CODES.map((code) => ({
        value: code,
        label: `${code} ${currencyName(code, language)}`,
      })),
    [language],
  );
  return (
    <Select<Currency>
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      labelRender={({ value: code }) => <span>{String(code)}</span>}
      optionRender={(option) => (
        <span>
          <Typography.Text strong>{option.value}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {currencyName(String(option.value), language)}
          </Typography.Text>
        </span>
      )}
      popupMatchSelectWidth={false}
      style={style}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
};
