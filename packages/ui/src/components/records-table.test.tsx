import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { anyFilterHeld, usePagedFilters } from '../hooks/use-paged-filters.ts';
import { usePaging } from '../lib/paging.ts';
import {
  linkColumn,
  moneyColumn,
  stateColumn,
  textColumn,
  timeColumn,
} from './records-columns.tsx';
import { SearchFilter, SelectFilter } from './records-filters.tsx';
import { RecordsTable, type RecordsQuery, type RecordsTableProps } from './records-table.tsx';

type Thing = {
  no: string;
  createdAt: string;
  amount: string;
  currency: string;
  state: string;
  owner: string | null;
};

const THING: Thing = {
  no: 'T-1',
  createdAt: '2026-11-25T13:50:15Z',
  amount: '1250.5',
  currency: 'USD',
  state: 'paid',
  owner: null,
};

const queryOf = (over: Partial<RecordsQuery<Thing>> = {}): RecordsQuery<Thing> => ({
  data: { list: [THING], total: 1 },
  isPending: false,
  isFetching: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const TEXTS = {
  loadFailed: 'The things could not be loaded',
  empty: 'No things yet',
  emptyFiltered: 'No thing matches these filters',
  total: (count: number) => `${count} things`,
};

const COLUMNS = [
  linkColumn<Thing>({
    title: 'Number',
    key: 'no',
    text: (row) => row.no,
    to: (row) => `/things/${row.no}`,
    time: (row) => row.createdAt,
    testId: 'thing-link',
    timeTestId: 'thing-time',
    fixed: 'left',
  }),
  timeColumn<Thing>({ title: 'Created', key: 'created', time: (row) => row.createdAt }),
  moneyColumn<Thing>({
    title: 'Amount',
    key: 'amount',
    amount: (row) => row.amount,
    currency: (row) => row.currency,
    testId: 'thing-amount',
    look: { strong: true },
  }),
  stateColumn<Thing>({
    title: 'State',
    key: 'state',
    tag: (row) => <span data-testid="thing-state">{row.state}</span>,
  }),
  textColumn<Thing>({ title: 'Owner', key: 'owner', text: (row) => row.owner, testId: 'owner' }),
];

const Paged = (props: Omit<RecordsTableProps<Thing>, 'paging' | 'columns' | 'rowKey'>) => {
  const paging = usePaging(20);
  return <RecordsTable<Thing> rowKey="no" columns={COLUMNS} paging={paging} {...props} />;
};

const renderTable = (props: Omit<RecordsTableProps<Thing>, 'paging' | 'columns' | 'rowKey'>) =>
  render(
    <I18nextProvider i18n={createI18n({}, { language: 'en-US' })}>
      <MemoryRouter>
        <Paged {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('RecordsTable', () => {
  it('draws the rows with their link, time, amount, state and total', () => {
    renderTable({ query: queryOf(), testId: 'things', texts: TEXTS });
    const table = screen.getByTestId('things-table');
    const link = within(table).getByTestId('thing-link');
    expect(link.getAttribute('href')).toBe('/things/T-1');
    expect(link.textContent).toBe('T-1');
    expect(within(table).getByTestId('thing-time').textContent).not.toBe('--');
    expect(within(table).getByTestId('thing-amount').textContent).toBe('1,250.50 USD');
    expect(within(table).getByTestId('thing-state').textContent).toBe('paid');
    expect(within(table).queryByTestId('owner')).toBeNull();
    expect(within(table).getAllByText('--').length).toBe(1);
    expect(screen.getByText('1 things')).toBeTruthy();
  });

  it('says it is loading inside the table until the first page is there', () => {
    renderTable({
      query: queryOf({ data: undefined, isPending: true, isFetching: true }),
      testId: 'things',
      texts: TEXTS,
    });
    expect(within(screen.getByTestId('things-table')).getByTestId('things-loading')).toBeTruthy();
    expect(screen.queryByTestId('things-empty')).toBeNull();
  });

  it('tells nothing yet from nothing matching, with a way to clear the filters', async () => {
    const empty = queryOf({ data: { list: [], total: 0 } });
    const { unmount } = renderTable({
      query: empty,
      testId: 'things',
      texts: TEXTS,
      emptyExtra: <button type="button">Add a thing</button>,
    });
    expect(screen.getByTestId('things-empty').textContent).toContain('No things yet');
    expect(screen.getByRole('button', { name: 'Add a thing' })).toBeTruthy();
    expect(screen.queryByTestId('things-clear-filters')).toBeNull();
    unmount();

    const onClearFilters = vi.fn();
    renderTable({ query: empty, testId: 'things', texts: TEXTS, filtered: true, onClearFilters });
    expect(screen.getByTestId('things-empty').textContent).toContain(
      'No thing matches these filters',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('says a failure with a retry when there is nothing to show', async () => {
    const query = queryOf({ data: undefined, isError: true, error: new Error('Network down') });
    renderTable({ query, testId: 'things', testIds: { failed: 'things-error' }, texts: TEXTS });
    const failed = screen.getByTestId('things-error');
    expect(failed.textContent).toContain('The things could not be loaded');
    expect(failed.textContent).toContain('Network down');
    expect(screen.queryByTestId('things-table')).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: /Try again/ }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the page it has when a later fetch fails', () => {
    renderTable({
      query: queryOf({ isError: true, error: new Error('Network down') }),
      testId: 'things',
      texts: TEXTS,
    });
    expect(screen.getByTestId('thing-link')).toBeTruthy();
    expect(screen.queryByTestId('things-failed')).toBeNull();
  });

  it("in 'page', shows a skeleton first and nothing yet in place of the table", () => {
    const { unmount } = renderTable({
      query: queryOf({ data: undefined, isPending: true }),
      testId: 'things',
      texts: TEXTS,
      emptyState: 'page',
    });
    expect(screen.getByTestId('things-loading')).toBeTruthy();
    expect(screen.queryByTestId('things-table')).toBeNull();
    unmount();

    const { unmount: unmountEmpty } = renderTable({
      query: queryOf({ data: { list: [], total: 0 } }),
      testId: 'things',
      texts: TEXTS,
      emptyState: 'page',
      emptyExtra: <button type="button">Add a thing</button>,
    });
    const empty = screen.getByTestId('things-empty');
    expect(empty.textContent).toContain('No things yet');
    expect(within(empty).getByRole('button', { name: 'Add a thing' })).toBeTruthy();
    expect(screen.queryByTestId('things-table')).toBeNull();
    unmountEmpty();

    renderTable({
      query: queryOf({ data: { list: [], total: 0 } }),
      testId: 'things',
      texts: TEXTS,
      emptyState: 'page',
      filtered: true,
    });
    const table = screen.getByTestId('things-table');
    expect(table.textContent).toContain('No thing matches these filters');
    expect(screen.queryByTestId('things-empty')).toBeNull();
  });
});

type Filters = { state?: string; keyword?: string };

const FilterProbe = ({ keepSearched, initial }: { keepSearched?: boolean; initial?: Filters }) => {
  const { filters, formProps, onSearch, onReset, filtered, paging } = usePagedFilters<Filters>({
    pageSize: 20,
    searchField: 'keyword',
    keepSearched,
    initial,
  });
  return (
    <>
      <Form<Filters> {...formProps}>
        <SelectFilter
          name="state"
          label="State"
          placeholder="All"
          minWidth={120}
          options={[{ value: 'paid', label: 'Paid' }]}
          data-testid="filter-state"
        />
        <SearchFilter
          name="keyword"
          label="Keyword"
          placeholder="Number"
          maxLength={20}
          width={200}
          onSearch={onSearch}
          data-testid="filter-keyword"
        />
      </Form>
      <button type="button" onClick={onReset}>
        Reset
      </button>
      <button type="button" onClick={() => paging.setPage({ pageNum: 3, pageSize: 20 })}>
        Page 3
      </button>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="filtered">{String(filtered)}</output>
      <output data-testid="page">{paging.page.pageNum}</output>
    </>
  );
};

const shown = () => screen.getByTestId('filters').textContent;

describe('usePagedFilters', () => {
  it('applies the search when searched, and a reset from the first page', async () => {
    const user = userEvent.setup();
    render(<FilterProbe />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(screen.getByRole('searchbox'), 'abc');
    expect(shown()).toBe('{}');
    expect(screen.getByTestId('page').textContent).toBe('3');
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(shown()).toBe('{"keyword":"abc"}');
    expect(screen.getByTestId('filtered').textContent).toBe('true');
    expect(screen.getByTestId('page').textContent).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown()).toBe('{}');
    expect(screen.getByTestId('filtered').textContent).toBe('false');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('keeps the last search when another filter changes, with keepSearched', async () => {
    const user = userEvent.setup();
    render(<FilterProbe keepSearched />);
    await user.type(screen.getByRole('searchbox'), 'abc');
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('Paid'));
    expect(JSON.parse(shown() ?? '')).toEqual({ state: 'paid' });
  });

  it('begins with the initial filters, and a reset empties them too', async () => {
    const user = userEvent.setup();
    render(<FilterProbe initial={{ keyword: 'abc' }} />);
    expect(shown()).toBe('{"keyword":"abc"}');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('abc');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown()).toBe('{}');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('counts only the filters that hold something', () => {
    expect(anyFilterHeld({ a: undefined, b: '  ', c: false, d: null, e: [null, null] })).toBe(
      false,
    );
    expect(anyFilterHeld({ a: 0 })).toBe(true);
    expect(anyFilterHeld({ range: [null, 'x'] })).toBe(true);
  });
});
