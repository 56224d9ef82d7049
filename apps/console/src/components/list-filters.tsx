// The fields of a list screen's filters bar, each bound to one filter in the address
// (useUrlFilters): a choice among values (a currency), a searched text, a merchant, a range of
// days. The placeholder is the field's accessible name too.
import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MerchantPicker } from './merchant-picker.tsx';

export type SelectFilterProps<T extends string | number> = {
  value: T | undefined;
  options: { value: T; label: string }[];
  label: string;
  testId: string;
  width: number;
  onChange: (value: T | undefined) => void;
  /** Typing narrows the options (long lists: currencies). */
  searchable?: boolean;
};

export const SelectFilter = <T extends string | number>({
  value,
  options,
  label,
  testId,
  width,
  onChange,
  searchable = false,
}: SelectFilterProps<T>) => (
  <Select<T>
    allowClear
    showSearch={searchable}
    value={value}
    placeholder={label}
    aria-label={label}
    options={options}
    data-testid={testId}
    style={{ width, maxWidth: '100%' }}
    onChange={onChange}
  />
);

/** The options of a choice: each value with its label. */
export const optionsOf = <T extends string | number>(
  values: readonly T[],
  label: (value: T) => string,
) => values.map((value) => ({ value, label: label(value) }));

/** A currency, typed to narrow the list; each option is its code. */
export const CurrencyFilter = <T extends string>({
  codes,
  ...props
}: Omit<SelectFilterProps<T>, 'options' | 'searchable'> & { codes: readonly T[] }) => (
  <SelectFilter<T> searchable options={optionsOf(codes, (code) => code)} {...props} />
);

const DAY = 'YYYY-MM-DD';

/** The days from and to (UTC calendar days, "2026-11-25"), either of them open. */
export const DaysFilter = ({
  from,
  to,
  labels,
  testId,
  disabled,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string; dates: string };
  testId: string;
  disabled?: boolean;
  onChange: (days: { from: string | undefined; to: string | undefined }) => void;
}) => {
  const range: [Dayjs | null, Dayjs | null] | null =
    from || to ? [from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null] : null;
  return (
    <DatePicker.RangePicker
      value={range}
      allowEmpty={[true, true]}
      disabled={disabled}
      placeholder={[labels.from, labels.to]}
      aria-label={labels.dates}
      data-testid={testId}
      style={{ width: 260, maxWidth: '100%' }}
      onChange={(days) =>
        onChange({
          from: days?.[0]?.format(DAY) ?? undefined,
          to: days?.[1]?.format(DAY) ?? undefined,
        })
      }
    />
  );
};

export type SearchFilterProps = {
  value: string | undefined;
  label: string;
  testId: string;
  width: number;
  maxLength: number;
  /** The trimmed text, or undefined when none. */
  onSearch: (text: string | undefined) => void;
};

export const SearchFilter = ({
  value,
  label,
  testId,
  width,
  maxLength,
  onSearch,
}: SearchFilterProps) => (
  <Input.Search
    // Remounted when the address changes (cleared), so it shows what the filter is.
    key={value ?? 'none'}
    defaultValue={value}
    allowClear
    maxLength={maxLength}
    placeholder={label}
    aria-label={label}
    data-testid={testId}
    style={{ width, maxWidth: '100%' }}
    onSearch={(text) => onSearch(text.trim() || undefined)}
  />
);

/** The merchant filter: its id and, so that it stays named, its label in the address. */
export type MerchantFilters = {
  merchantId?: string | undefined;
  merchantLabel?: string | undefined;
};

export const MerchantFilter = ({
  filters,
  setFilters,
  label,
  testId,
}: {
  filters: MerchantFilters;
  setFilters: (changes: MerchantFilters) => void;
  label: string;
  testId: string;
}) => (
  <MerchantPicker
    value={filters.merchantId}
    label={filters.merchantLabel}
    onChange={(merchant) =>
      setFilters({ merchantId: merchant?.id, merchantLabel: merchant?.label })
    }
    placeholder={label}
    testId={testId}
  />
);

/**
 * A review queue's tabs (those under review, then all): going to the review tab leaves a chosen
 * state behind, as that queue has one state (the screen offers the state filter on "all" only).
 */
export const reviewQueueTabs = <Q extends string>({
  queues,
  active,
  review,
  label,
  setFilters,
}: {
  queues: readonly Q[];
  active: Q;
  review: Q;
  label: (queue: string) => string;
  setFilters: (changes: { tab: Q; state?: undefined }) => void;
}) => ({
  tabs: { keys: queues, active, label },
  onTab: (tab: string) =>
    setFilters({ tab: tab as Q, ...(tab === review ? { state: undefined } : {}) }),
});
