// Reading and driving the console's screens in tests: a table's rows and cells, a filter's option
// picked, a dialog found by its title (not the one closing), a decision confirmed, a reason given.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The data rows of a table (antd's measure row and empty row left out). */
export const rowsOf = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'),
];

/** The data rows of the table of `testId`, once it shows `count` of them (screens load lazily). */
export const rowsOnceCounted = async (testId: string, count: number) => {
  const table = await screen.findByTestId(testId, {}, { timeout: 5_000 });
  await waitFor(() => expect(rowsOf(table)).toHaveLength(count));
  return rowsOf(table);
};

/** The text of each cell of a row. */
export const cells = (element: Element) =>
  [...element.querySelectorAll('td')].map((td) => td.textContent);

/** The dropdown each select opened (jsdom never hides a closed one, so it cannot be told apart). */
const dropdownOf = new WeakMap<HTMLElement, Element>();

/**
 * Opens a select's dropdown (by its test id), types `search` into it when given, and picks the
 * option labelled so, in that select's own dropdown (two selects may offer the same options): the
 * one its first opening added, else any shown one.
 */
export const choose = async (testId: string, label: string, search?: string) => {
  const select = screen.getByTestId(testId);
  const dropdowns = () => [...document.querySelectorAll('.ant-select-dropdown')];
  const before = new Set(dropdowns());
  act(() => {
    const combobox = within(select).getByRole('combobox');
    fireEvent.mouseDown(combobox);
    if (search !== undefined) fireEvent.change(combobox, { target: { value: search } });
  });
  const option = await waitFor(() => {
    const known = dropdownOf.get(select);
    const added = dropdowns().filter((d) => !before.has(d));
    const own = known?.isConnected ? [known] : added.slice(0, 1);
    if (own[0]) dropdownOf.set(select, own[0]);
    const open =
      own.length > 0
        ? own
        : dropdowns().filter((d) => !d.classList.contains('ant-select-dropdown-hidden'));
    const found = open
      .flatMap((d) => [...d.querySelectorAll('.ant-select-item-option')])
      .find((o) => o.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  act(() => {
    fireEvent.click(option);
  });
  await waitFor(() => expect(select.textContent).toContain(label));
};

/** The open dialog whose text has `title` (a closing one, still animating out, is not it). */
export const dialogTitled = (title: string) =>
  waitFor(
    () => {
      const dialog = screen
        .getAllByRole('dialog')
        .find((d) => d.textContent?.includes(title) && !d.closest('.ant-zoom-leave'));
      if (!dialog) throw new Error(`no dialog ${title}`);
      return dialog;
    },
    { timeout: 5_000 },
  );

/**
 * The dialog whose title (found by `titles`, a selector) is exactly `title`: in tests every antd
 * dialog is labelled by the same id, so its role's name cannot tell them apart. Up to 5 s: a
 * confirmation opening after a drawer's own animation takes past 1 s on a busy machine.
 */
export const dialogTitledExactly = (
  title: string,
  titles = '.ant-modal-title, .ant-modal-confirm-title',
) =>
  waitFor(
    () => {
      const dialog = screen
        .getAllByRole('dialog')
        .find((d) => d.querySelector(titles)?.textContent === title);
      if (!dialog) throw new Error(`no dialog titled ${title}`);
      return dialog;
    },
    { timeout: 5_000 },
  );

/** The screen (by its test id) once its data came (a whole console renders slowly under load). */
export const openScreen = (testId: string) => screen.findByTestId(testId, {}, { timeout: 10_000 });

/** The labels of a descriptions section, in order. */
export const labelsOf = (section: HTMLElement) =>
  [...section.querySelectorAll('.ant-descriptions-item-label')].map((label) => label.textContent);

/** The headline of each event of the screen's story section, newest first as shown. */
export const storyOf = () =>
  within(screen.getByTestId('section-story'))
    .getAllByTestId('story-event')
    .map((event) => event.querySelector('strong')?.textContent);

/** Clicks the decision `trigger` (a test id) and returns its dialog, titled `title`. */
export const openDecision = async (user: UserEvent, trigger: string, title: string) => {
  await user.click(screen.getByTestId(trigger));
  return dialogTitled(title);
};

/** Clicks the decision `trigger` (a test id), then `button` in the confirmation titled `title`. */
export const confirmDecision = async (
  user: UserEvent,
  trigger: string,
  title: string,
  button: string,
) => {
  const confirm = await openDecision(user, trigger, title);
  await user.click(within(confirm).getByRole('button', { name: button }));
};

/** Confirms a reason dialog with no reason given: it says `required` (the reason it needs). */
export const confirmWithoutReason = async (
  user: UserEvent,
  dialog: HTMLElement,
  required: string,
) => {
  await user.click(within(dialog).getByTestId('reject-confirm'));
  expect(await within(dialog).findByText(required)).toBeTruthy();
};

/** Types `reason` into a reason dialog and confirms it. */
export const confirmWithReason = async (user: UserEvent, dialog: HTMLElement, reason: string) => {
  await user.click(within(dialog).getByTestId('reject-reason'));
  await user.paste(reason);
  await user.click(within(dialog).getByTestId('reject-confirm'));
};

/** Types `text` into the search box of the filter `testId`. */
export const typeSearch = (user: UserEvent, testId: string, text: string) =>
  user.type(within(screen.getByTestId(testId)).getByRole('searchbox'), text);
