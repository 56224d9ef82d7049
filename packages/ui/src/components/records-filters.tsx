// The filter items of a records list's inline filter form (usePagedFilters' formProps), drawn one
// way in both apps: a choice of codes ("All" when none), a currency by its code, a date range
// (either end open) and a search box (applied when searched). A choice with a `minWidth` grows with
// its longest option and opens as wide as its options; one with a `width` stays that wide.
import { CURRENCY_CODES } from '@tradebridge/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';

type FilterItem = { name: string; label: ReactNode; 'data-testid': string };

export const SelectFilter = <V extends string | number>({
  name,
  label,
  placeholder,
  options,
  width,
  minWidth,
  search = false,
  'data-testid': testId,
}: FilterItem & {
  placeholder: string;
  options: { value: V; label: ReactNode }[];
  width?: number;
  minWidth?: number;
  /** Searched by its labels (a long list, as of currencies). */
  search?: boolean;
}) => (
  <Form.Item name={name} label={label}>
    <Select<V>
      allowClear
      {...(search ? { showSearch: { optionFilterProp: 'label' } } : {})}
      placeholder={placeholder}
      style={minWidth === undefined ? { width } : { minWidth }}
      {...(minWidth === undefined ? {} : { popupMatchSelectWidth: false })}
      options={options}
      data-testid={testId}
    />
  </Form.Item>
);

/**
 * A currency by its code, searched (every currency of the spec, or the list's own `codes`); as
 * narrow as a code.
 */
export const CurrencyFilter = ({
  codes = CURRENCY_CODES,
  width = 120,
  ...item
}: FilterItem & { placeholder: string; codes?: readonly string[]; width?: number }) => (
  <SelectFilter<string>
    {...item}
    width={width}
    search
    options={codes.map((code) => ({ value: code, label: code }))}
  />
);

export const DateRangeFilter = ({
  name = 'range',
  label,
  'data-testid': testId = 'filter-range',
}: Partial<FilterItem> & { label: ReactNode }) => (
  <Form.Item name={name} label={label}>
    <DatePicker.RangePicker allowEmpty={[true, true]} data-testid={testId} />
  </Form.Item>
);

export const SearchFilter = ({
  name,
  label,
  placeholder,
  maxLength,
  width,
  onSearch,
  'data-testid': testId,
}: FilterItem & {
  placeholder: string;
  maxLength: number;
  width: number;
  /** The form's `onSearch` (usePagedFilters). */
  onSearch: () => void;
}) => (
  <Form.Item name={name} label={label}>
    <Input.Search
      allowClear
      maxLength={maxLength}
      placeholder={placeholder}
      onSearch={onSearch}
      style={{ width }}
      data-testid={testId}
    />
  </Form.Item>
);
