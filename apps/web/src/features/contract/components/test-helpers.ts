// Driving the area's antd controls in its screen tests: an option of a select (searched by its
// text, chosen in the dropdown just opened) and a file chosen in an upload field.
import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { inputOf, type User } from '../../../test/form.ts';

/** `close`: a multiple select stays open after a choice (Escape closes it; in a modal, Escape
 * on a closed select would close the modal). */
export const choose = async (
  user: User,
  form: HTMLElement,
  testId: string,
  title: string,
  { close = false } = {},
) => {
  await user.click(inputOf(form, testId));
  await user.paste(title);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].findLast((el) => el.getAttribute('title') === title);
    expect(
      found,
      `${title} among ${document.querySelectorAll('.ant-select-item-option').length} options`,
    ).toBeTruthy();
    return found!;
  });
  await user.click(option);
  if (close) await user.keyboard('{Escape}');
};

export const chooseFile = (holder: HTMLElement, name: string, type = 'application/pdf') =>
  fireEvent.change(holder.querySelector<HTMLInputElement>('input[type=file]')!, {
    target: { files: [new File([new Uint8Array(64)], name, { type })] },
  });
