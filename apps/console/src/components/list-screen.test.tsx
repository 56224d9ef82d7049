import type { Page } from '@tradebridge/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createConsoleI18n } from '../test/i18n.ts';
import { ListScreen, type ListQuery } from './list-screen.tsx';

type Row = { id: string; name: string };

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Row ${i + 1}` }));

const query = (overrides: Partial<ListQuery<Row>> = {}): ListQuery<Row> => ({
  data: { list: rowsOf(2), total: 2 },
  error: null,
  isFetching: false,
  isPending: false,
  refetch: vi.fn(),
  ...overrides,
});

const renderList = (
  props: {
    query?: ListQuery<Row>;
    page?: Page;
    onPage?: (page: Page) => void;
    onClear?: () => void;
    tabs?: boolean;
  } = {},
) => {
  const i18n = createConsoleI18n({ language: 'en-US' });
  const onTab = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ListScreen<Row>
        name="things"
        title="Things"
        description="Everything there is"
        filters={<span data-testid="things-filter">filter</span>}
        onClear={props.onClear}
        tabs={
          props.tabs
            ? { keys: ['open', 'closed'], active: 'open', label: (key) => `Tab ${key}` }
            : undefined
        }
        onTab={onTab}
        query={props.query ?? query()}
        emptyText="No things yet"
        page={props.page ?? { pageNum: 1, pageSize: 20 }}
        onPage={props.onPage ?? vi.fn()}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
      />
    </I18nextProvider>,
  );
  return { onTab };
};

const table = () => screen.getByTestId('things-table');
const bodyRows = () => [...table().querySelectorAll('tbody tr.ant-table-row')];

describe('ListScreen', () => {
  it('shows the title, the filters, the rows and their total', () => {
    renderList();
    const list = screen.getByTestId('things-screen');
    expect(within(list).getByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(list.textContent).toContain('Everything there is');
    expect(screen.getByTestId('things-filter')).toBeTruthy();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Row 1', 'Row 2']);
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says nothing while the first page loads, then the empty text', () => {
    renderList({ query: query({ data: undefined, isPending: true, isFetching: true }) });
    expect(screen.getByTestId('things-screen').querySelector('.ant-spin-spinning')).toBeTruthy();
    expect(table().textContent).not.toContain('No things yet');
    expect(screen.getByRole('button', { name: 'Refresh' }).className).not.toContain('loading');
  });

  it('shows the empty text when there is nothing', () => {
    renderList({ query: query({ data: { list: [], total: 0 } }) });
    expect(table().textContent).toContain('No things yet');
  });

  it('shows a failure with a retry, and the table says it could not load', async () => {
    const user = userEvent.setup();
    const failed = query({ data: undefined, error: new Error('Sorry, server error.') });
    renderList({ query: failed });
    const error = screen.getByTestId('things-error');
    expect(error.textContent).toContain('Could not load the data');
    expect(error.textContent).toContain('Sorry, server error.');
    expect(table().textContent).toContain('Could not load the data');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(failed.refetch).toHaveBeenCalledTimes(2);
  });

  it('turns pages, and a new size goes back to the first page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderList({
      query: query({ data: { list: rowsOf(20), total: 45 } }),
      page: { pageNum: 2, pageSize: 20 },
      onPage,
    });
    expect(screen.getByText('45 entries')).toBeTruthy();
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');
    await user.click(screen.getByTitle('3'));
    expect(onPage).toHaveBeenLastCalledWith({ pageNum: 3, pageSize: 20 });
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('50 / page'));
    expect(onPage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50 });
  });

  it('offers to clear the filters while one is set', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    renderList({ onClear });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('puts tabs over the table, under the filters bar, with the refresh button in their bar', async () => {
    const user = userEvent.setup();
    const { onTab } = renderList({ tabs: true });
    expect(screen.getByTestId('things-filter')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Refresh' })).toHaveLength(1);
    expect(
      screen
        .getByRole('tablist')
        .parentElement?.contains(screen.getByRole('button', { name: 'Refresh' })),
    ).toBe(true);
    expect(screen.getByTestId('things-tab-open').textContent).toBe('Tab open');
    await user.click(screen.getByRole('tab', { name: 'Tab closed' }));
    expect(onTab.mock.calls[0]?.[0]).toBe('closed');
  });
});
