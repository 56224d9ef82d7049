// Filling and reading antd forms in the screen tests: the input behind a test id (antd puts it on
// the control or its wrapper), typing into it at once, an option chosen, and the error shown under
// its field.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fill } from './render-app.tsx';

export type User = ReturnType<typeof userEvent.setup>;

/** The input of a field (antd puts a test id on the control or its wrapper). */
export const inputOf = (form: HTMLElement, testId: string): HTMLInputElement => {
  const el = within(form).getByTestId(testId);
  return (
    el.matches('input, textarea') ? el : el.querySelector('input, textarea')!
  ) as HTMLInputElement;
};

/** Replaces what the field of `testId` holds with `text` (nothing: leaves it empty). */
export const type = async (user: User, form: HTMLElement, testId: string, text: string) => {
  const input = inputOf(form, testId);
  await user.clear(input);
  if (text) await fill(user, input, text);
};

/** The error under the field of `testId`, once it shows `text`. */
export const expectError = (form: HTMLElement, testId: string, text: string) =>
  waitFor(() =>
    expect(
      inputOf(form, testId).closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')
        ?.textContent,
    ).toBe(text),
  );

/** Types `text` into the field of `testId` and expects the field to refuse it with `error`. */
export const expectRefused = async (
  user: User,
  form: HTMLElement,
  testId: string,
  text: string,
  error: string,
) => {
  await type(user, form, testId, text);
  await expectError(form, testId, error);
};

/** Chooses the option titled `title` of the select of `testId`, typing `search` first if given. */
export const chooseTitled = async (
  user: User,
  form: HTMLElement,
  testId: string,
  title: string | RegExp,
  search?: string,
) => {
  const input = inputOf(form, testId);
  await user.click(input);
  if (search) await user.type(input, search);
  await user.click(await screen.findByTitle(title));
};

/**
 * Chooses the option of the select of `testId` titled `text` (typed in to find it): the exact title
 * first, then one that starts with it as a word ("USD US dollar"), then any that starts with it.
 */
export const chooseOption = async (
  user: User,
  container: HTMLElement,
  testId: string,
  text: string,
) => {
  await user.click(inputOf(container, testId));
  await user.paste(text);
  const option = await waitFor(() => {
    const options = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const titleOf = (el: Element) => el.getAttribute('title') ?? el.textContent ?? '';
    const found =
      options.findLast((el) => titleOf(el) === text) ??
      options.findLast((el) => titleOf(el).startsWith(`${text} `)) ??
      options.findLast((el) => titleOf(el).startsWith(text));
    expect(found, `an option ${text}`).toBeTruthy();
    return found!;
  });
  await user.click(option);
};
