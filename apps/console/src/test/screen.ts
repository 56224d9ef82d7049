// Reading and driving the console's screens in tests: a table's rows and cells, a filter's option
// picked, a dialog found by its title (not the one closing), a decision confirmed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The data rows of a table (antd's measure row and empty row left out). */
export const rowsOf = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'),
];

/** The text of each cell of a row. */
export const cells = (element: Element) =>
  [...element.querySelectorAll('td')].map((td) => td.textContent);

/** Opens a filter's dropdown (by its test id) and picks the option labelled so. */
export const choose = async (testId: string, label: string) => {
  const select = screen.getByTestId(testId);
  act(() => {
    fireEvent.mouseDown(within(select).getByRole('combobox'));
  });
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
      (d) => !d.classList.contains('ant-select-dropdown-hidden'),
    );
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
