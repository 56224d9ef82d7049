// What the portal's list screens share in their tests: a screen opened with its answers, a table's
// rows, what the list last asked and its second page, a list that loads, fails and is tried again,
// and an export asked as Excel and then as CSV.
import type { InputOf, Language, MerchantInfo, Operation } from '@tradebridge/contracts';
import { on, type ApiStub, type StubAnswers, type StubReply } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { User } from './form.ts';
import { mainUser, openScreen } from './render-app.tsx';

type Opened = { screenEl: HTMLElement; unmount: () => void };

/**
 * The `open` of a list screen's tests: renders `path` with the answers given, as the main user in
 * English unless told, and waits for the screen `testId`.
 */
export const listScreenAt =
  (path: string, testId: string) =>
  (
    api: StubAnswers,
    { user = mainUser(), language = 'en-US' }: { user?: MerchantInfo; language?: Language } = {},
  ) =>
    openScreen(path, testId, { language, api, user });

/** The rows of the antd table `table`, once it shows one at least. */
export const tableRowsOf = async (table: HTMLElement) => {
  await waitFor(() =>
    expect(table.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
  );
  return [...table.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
};

/** Waits until the last call `op` received sent `input` (a list's filters and page). */
export const expectLastInput = <O extends Operation>(
  inputsTo: ApiStub['inputsTo'],
  op: O,
  input: InputOf<O>,
) => waitFor(() => expect(inputsTo(op).at(-1)).toEqual(input));

/** The list asked its first page of 20; choosing page 2 asks that page. */
export const expectSecondPage = async <O extends Operation>(
  { user, inputsTo }: { user: User; inputsTo: ApiStub['inputsTo'] },
  op: O,
) => {
  expect(inputsTo(op)[0]).toEqual({ pageNum: 1, pageSize: 20 });
  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(inputsTo(op).at(-1)).toEqual({ pageNum: 2, pageSize: 20 }));
};

/**
 * The screen says it is loading while `op` hangs; when `op` fails it says `failedText` with a way to
 * try again, which shows `readyId` once `op` answers `answer`. Test ids: `<prefix>-loading`,
 * `<prefix>-failed`.
 */
export const expectLoadingAndRetry = async <O extends Operation>(
  open: (api: StubAnswers) => Promise<Opened>,
  op: O,
  answer: StubReply<O>,
  { prefix, failedText, readyId }: { prefix: string; failedText: string; readyId: string },
) => {
  const loading = await open([on(op, () => new Promise(() => {}))]);
  expect(await within(loading.screenEl).findByTestId(`${prefix}-loading`)).toBeTruthy();
  loading.unmount();
  let fail = true;
  const { screenEl } = await open([
    on(op, () => (fail ? { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' } : answer)),
  ]);
  const failed = await within(screenEl).findByTestId(`${prefix}-failed`);
  expect(failed.textContent).toContain(failedText);
  fail = false;
  await userEvent.click(within(failed).getByRole('button', { name: /Try again/ }));
  expect(await within(screenEl).findByTestId(readyId)).toBeTruthy();
};

/**
 * Exports the list as Excel and then as CSV: both say the export is being generated, both send
 * `filter`, and each carries its own idempotency key `<keyPrefix>-<uuid>`.
 */
export const expectExportsTwice = async <O extends Operation>(
  { screenEl, user, callsTo }: { screenEl: HTMLElement; user: User; callsTo: ApiStub['callsTo'] },
  op: O,
  filter: unknown,
  keyPrefix: string,
) => {
  await user.click(within(screenEl).getByTestId('export-button'));
  await user.click(await screen.findByTestId('export-xlsx'));
  expect((await screen.findByTestId('export-started')).textContent).toContain(
    'The export is being generated',
  );
  await user.click(within(screenEl).getByTestId('export-button'));
  await user.click(await screen.findByTestId('export-csv'));
  await waitFor(() => expect(callsTo(op)).toHaveLength(2));
  const [first, second] = callsTo(op);
  expect(first!.input).toEqual({ fileType: 'xlsx', filter });
  expect(second!.input).toEqual({ fileType: 'csv', filter });
  expect(first!.headers.get('Idempotency-Key')).toMatch(new RegExp(`^${keyPrefix}-[\\w-]{36}$`));
  expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
};
