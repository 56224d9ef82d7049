// The fields of a list screen's filters bar, each bound to one filter in the address
// (useUrlFilters): a choice among values, a searched text, a merchant. The placeholder is the
// field's accessible name too.
import { Input, Select } from 'antd';
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
