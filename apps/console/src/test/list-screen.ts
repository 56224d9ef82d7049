// A console list screen in tests, named after its test ids (`payees` → `payees-table`,
// `payees-error`): rendered at a path with its list operation answering rows as one page, its table
// once the lazy screen came, and the checks every review list shares (a row opens its record, a
// failed load retries, a role is refused and shown no menu item).
import type { InputOf, Operation, OperatorRole, ResultOf } from '@tradebridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, pageOf } from '@tradebridge/ui/test';
import { expect } from 'vitest';
import { expectRefused, outageOf, retryAfter } from './failures.ts';
import { cleanUp, renderApp, type RenderOptions } from './render-app.tsx';
import { rowsOf } from './screen.ts';

/** A row of the page a list operation answers. */
type RowOf<O extends Operation> = ResultOf<O> extends { list: (infer R)[] } ? R : never;

type PageInput = { pageNum?: number; pageSize?: number };

/** The inputs each operation received, as `renderApp` answers them. */
type InputsTo = ReturnType<typeof renderApp>['inputsTo'];

export const listScreenOf = <O extends Operation>(op: O, name: string) => {
  /** The list operation answering `rows` as one page, at the page asked for. */
  const answer = (rows: RowOf<O>[]) => on(op, ((body: PageInput) => pageOf(rows, body)) as never);

  /** The table, once the screen came. */
  const table = () => screen.findByTestId(`${name}-table`, {}, { timeout: 10_000 });

  /**
   * The screen at `path` as `as` (in English unless `language` says), listing `rows`; `api` answers
   * the screen's other operations.
   */
  const render = (
    path: string,
    as: NonNullable<RenderOptions['as']>,
    {
      rows = [],
      language = 'en-US',
      api = [],
    }: { rows?: RowOf<O>[]; language?: RenderOptions['language']; api?: RenderOptions['api'] } = {},
  ) => renderApp(path, { language, as, api: [answer(rows), ...api] });

  /** The table once it shows `count` rows. */
  const tableOf = async (count: number) => {
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(count));
    return view;
  };

  /** Waits until the list's last request (of those `inputsTo` saw) is `request`. */
  const asked = (inputsTo: InputsTo, request: InputOf<O>) =>
    waitFor(() => expect(inputsTo(op).at(-1)).toEqual(request));

  /** The screen at `path` as `as`, listing nothing, once its table asked `first`. */
  const renderAsking = async (
    path: string,
    as: NonNullable<RenderOptions['as']>,
    first: InputOf<O>,
  ) => {
    const view = render(path, as);
    await table();
    expect(view.inputsTo(op)[0]).toEqual(first);
    return view;
  };

  return {
    answer,
    table,
    render,
    tableOf,
    asked,
    renderAsking,

    /**
     * As a reviewer at `path` (the list asking `first`), clicking the tab `tab` asks `then` and
     * leaves the address's query at `search`.
     */
    switchesTab: async (
      path: string,
      tab: string,
      [first, then]: [first: InputOf<O>, then: InputOf<O>],
      search: string,
    ) => {
      const user = userEvent.setup();
      const { inputsTo, router } = await renderAsking(path, 'reviewer', first);
      await user.click(screen.getByTestId(`${name}-tab-${tab}`));
      await asked(inputsTo, then);
      expect(router.state.location.search).toBe(search);
      return { user, router };
    },

    /**
     * The list of `rows` at `path` shown to a reviewer in Chinese, then in Russian (the first
     * unmounted and cleaned up): `check` of each language gets the table's rows.
     */
    inChineseAndRussian: async (
      path: string,
      rows: RowOf<O>[],
      check: Record<'zh-CN' | 'ru-RU', (shown: HTMLElement[]) => void>,
    ) => {
      const api = [answer(rows)];
      for (const language of ['zh-CN', 'ru-RU'] as const) {
        const view = renderApp(path, { language, as: 'reviewer', api });
        check[language](rowsOf(await tableOf(rows.length)));
        view.unmount();
        cleanUp();
      }
    },

    /** A reviewer clicks the `open` link of `row`'s record and lands on `recordPath`. */
    opensFromRow: async (path: string, row: RowOf<O>, open: string, recordPath: string) => {
      const user = userEvent.setup();
      const { router } = render(path, 'reviewer', { rows: [row] });
      await tableOf(1);
      await user.click(screen.getByTestId(open));
      await waitFor(() => expect(router.state.location.pathname).toBe(recordPath));
    },

    /** The list at `path` fails to load, says so, and after a retry shows it is `empty`. */
    retriesAfterOutage: async (path: string, empty: string) => {
      const user = userEvent.setup();
      const outage = outageOf(op, ((body: PageInput) => pageOf([], body)) as never);
      renderApp(path, { language: 'en-US', as: 'reviewer', api: [outage.answer] });
      await retryAfter(user, outage, `${name}-error`);
      expect(await screen.findByText(empty)).toBeTruthy();
    },

    /** `role` may not open the list at `path`, and its menu has no `menuTestId`. */
    isRefusedTo: async (path: string, role: OperatorRole, menuTestId: string) => {
      renderApp(path, { language: 'en-US', as: role, api: [] });
      await expectRefused();
      expect(screen.queryByTestId(menuTestId)).toBeNull();
    },
  };
};
