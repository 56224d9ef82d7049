// The filter items of a records list's inline filter form (usePagedFilters' formProps), drawn one
// way in both apps: a choice of codes ("All" when none), a currency by its code, a date range
// (either end open) and a search box (applied when searched). A choice with a `minWidth` grows with
// its longest option and opens as wide as its options; one with a `width` stays that wide.
// FilterBar draws a list's whole filter form from its items, with the reset at the end.
import { CURRENCY_CODES } from '@tradebridge/contracts';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { PagedFilters } from '../hooks/use-paged-filters.ts';

type FilterItem = { name: string; label: ReactNode; 'data-testid': string };

type SelectFilterProps<V extends string | number> = FilterItem & {
  placeholder: string;
  options: { value: V; label: ReactNode }[];
  width?: number;
  minWidth?: number;
  /** With a `minWidth`: how wide it may grow (options the list fetches, as of accounts). */
  maxWidth?: number;
  /** While its options are fetched. */
  loading?: boolean;
  /** Searched by its labels (a long list, as of currencies). */
  search?: boolean;
};

export const SelectFilter = <V extends string | number>({
  name,
  label,
  placeholder,
  options,
  width,
  minWidth,
  maxWidth,
  loading,
  search = false,
  'data-testid': testId,
}: SelectFilterProps<V>) => (
  <Form.Item name={name} label={label}>
    <Select<V>
      allowClear
      {...(search ? { showSearch: { optionFilterProp: 'label' } } : {})}
      {...(loading === undefined ? {} : { loading })}
      placeholder={placeholder}
      style={minWidth === undefined ? { width } : { minWidth, maxWidth }}
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
type CurrencyFilterProps = FilterItem & {
  placeholder: string;
  codes?: readonly string[];
  width?: number;
};

export const CurrencyFilter = ({
  codes = CURRENCY_CODES,
  width = 120,
  ...item
}: CurrencyFilterProps) => (
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

type SearchFilterProps = FilterItem & {
  placeholder: string;
  maxLength: number;
  width: number;
  /** The form's `onSearch` (usePagedFilters). */
  onSearch: () => void;
};

export const SearchFilter = ({
  name,
  label,
  placeholder,
  maxLength,
  width,
  onSearch,
  'data-testid': testId,
}: SearchFilterProps) => (
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

/**
 * A FilterBar item's own: a choice's or currency's placeholder may be left to the bar's, and its
 * test id to its name's ("filter-" and the name in kebab case: orderNo → filter-order-no).
 */
type BarItem<P> = Omit<P, 'placeholder' | 'data-testid'> & {
  placeholder?: string;
  'data-testid'?: string;
};

/** One item of a FilterBar, drawn as the filter of its kind. */
export type FilterBarItem =
  | ({ kind: 'select' } & BarItem<SelectFilterProps<string | number>>)
  | ({ kind: 'currency' } & BarItem<CurrencyFilterProps>)
  | ({ kind: 'range'; label: ReactNode } & Partial<FilterItem>)
  | ({ kind: 'search' } & Omit<BarItem<SearchFilterProps>, 'onSearch'> & { placeholder: string })
  /** A filter of the list's own (a switch: `valuePropName` "checked"). */
  | { kind: 'field'; name: string; label: ReactNode; valuePropName?: string; field: ReactNode };

const testIdOf = (name: string) =>
  `filter-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const FilterBarField = ({
  item,
  placeholder,
  onSearch,
}: {
  item: FilterBarItem;
  placeholder: string;
  onSearch: () => void;
}) => {
  switch (item.kind) {
    case 'select': {
      const { kind: _, ...props } = item;
      return (
        <SelectFilter
          {...props}
          placeholder={props.placeholder ?? placeholder}
          data-testid={props['data-testid'] ?? testIdOf(props.name)}
        />
      );
    }
    case 'currency': {
      const { kind: _, ...props } = item;
      return (
        <CurrencyFilter
          {...props}
          placeholder={props.placeholder ?? placeholder}
          data-testid={props['data-testid'] ?? testIdOf(props.name)}
        />
      );
    }
    case 'range': {
      const { kind: _, ...props } = item;
      return <DateRangeFilter {...props} />;
    }
    case 'search': {
      const { kind: _, ...props } = item;
      return (
        <SearchFilter
          {...props}
          data-testid={props['data-testid'] ?? testIdOf(props.name)}
          onSearch={onSearch}
        />
      );
    }
    case 'field':
      return (
        <Form.Item
          name={item.name}
          label={item.label}
          {...(item.valuePropName === undefined ? {} : { valuePropName: item.valuePropName })}
        >
          {item.field}
        </Form.Item>
      );
  }
};

/**
 * A records list's filter form (usePagedFilters): its items in order, then `children` (buttons of
 * the list's own), then the reset when given, or the "clear" link while a filter holds something.
 */
export const FilterBar = <F extends object>({
  list,
  items,
  placeholder,
  reset,
  clear,
  style,
  children,
  'data-testid': testId,
}: {
  list: Pick<PagedFilters<F>, 'formProps' | 'onSearch' | 'onReset' | 'filtered'>;
  items: FilterBarItem[];
  /** A choice's placeholder while nothing is chosen ("All"). */
  placeholder: string;
  /** The reset button at the end. */
  reset?: { label: ReactNode; 'data-testid': string };
  /** The label of a link at the end that empties the filters, shown while they hold something. */
  clear?: ReactNode;
  /** In place of the form's own style (a list spaced by a gap of its own). */
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid': string;
}) => (
  <Form<F> {...list.formProps} {...(style === undefined ? {} : { style })} data-testid={testId}>
    {items.map((item) => (
      <FilterBarField
        key={item.name ?? 'range'}
        item={item}
        placeholder={placeholder}
        onSearch={list.onSearch}
      />
    ))}
    {children}
    {reset ? (
      <Form.Item>
        <Button onClick={list.onReset} data-testid={reset['data-testid']}>
          {reset.label}
        </Button>
      </Form.Item>
    ) : null}
    {clear !== undefined && list.filtered ? (
      <Button type="link" onClick={list.onReset} data-testid="filters-clear">
        {clear}
      </Button>
    ) : null}
  </Form>
);
