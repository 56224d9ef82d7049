// A console screen's failures in tests: a server that is down until the test lets it recover, the
// failure a screen shows with its retry, a record another reviewer decided first, a path the
// operator's role may not open, a record missing.
import type { Operation, OperatorRole } from '@tradebridge/contracts';
import { on, type StubAnswer, type StubEntry, type StubFailure } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderApp } from './render-app.tsx';

/** A server that fails one operation until the test calls `recover`. */
type Outage = { answer: StubEntry; message: string; recover: () => void };

/**
 * `op` fails with SERVER_ERROR saying `message` until `recover()`, then answers as `then` does: for
 * a screen's failure and its retry.
 */
export const outageOf = <O extends Operation>(
  op: O,
  then: NoInfer<StubAnswer<O>>,
  message = 'Server down',
): Outage => {
  let down = true;
  return {
    answer: on(op, (input) =>
      down
        ? { errorCode: 'SERVER_ERROR', message }
        : typeof then === 'function'
          ? then(input)
          : then,
    ),
    message,
    recover: () => {
      down = false;
    },
  };
};

/**
 * Expects the failure (its test id, or the element) to say the outage's message, lets the server
 * recover and clicks the failure's `retry` button. Returns the failure.
 */
export const retryAfter = async (
  user: UserEvent,
  outage: Outage,
  failure: string | HTMLElement,
  retry = 'Retry',
) => {
  const shown =
    typeof failure === 'string'
      ? await screen.findByTestId(failure, {}, { timeout: 10_000 })
      : failure;
  expect(shown.textContent).toContain(outage.message);
  outage.recover();
  await user.click(within(shown).getByRole('button', { name: retry }));
  return shown;
};

/**
 * A decision another reviewer beat: the record changes under it (`change`) and the server refuses
 * it with `failure` and HTTP 409.
 */
export const decidedFirst = <O extends Operation>(
  op: O,
  failure: Omit<StubFailure, 'status'>,
  change: () => void,
) =>
  on(op, () => {
    change();
    return { ...failure, status: 409 };
  });

/**
 * Expects the screen to say `notice` (someone decided first), then, reloaded, to show `text` in
 * `testId`, having loaded the record twice (`loads`: the inputs of its detail call so far).
 */
export const expectReloaded = async (
  notice: string | RegExp,
  [testId, text]: [testId: string, text: string],
  loads: () => readonly unknown[],
) => {
  expect(await screen.findByText(notice)).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(text));
  expect(loads()).toHaveLength(2);
};

/** The failure a screen shows in place of a record (by its test id), once it is shown. */
export const failureOf = (testId: string) => screen.findByTestId(testId, {}, { timeout: 10_000 });

/** The screen at `path` shown to `as` while `op` fails: its failure `testId` says the server's words. */
export const expectLoadFailure = async (
  path: string,
  as: OperatorRole,
  op: Operation,
  testId: string,
) => {
  renderApp(path, {
    language: 'en-US',
    as,
    api: [on(op, { errorCode: 'SERVER_ERROR', message: 'Server down' })],
  });
  expect((await failureOf(testId)).textContent).toContain('Server down');
};

/** Expects the failure `testId` to say `text` (the record does not exist) and link back to `list`. */
export const expectMissing = async (testId: string, text: string, list: string) => {
  const failure = await failureOf(testId);
  expect(failure.textContent).toContain(text);
  expect(within(failure).getByRole('link').getAttribute('href')).toBe(list);
};

/** Expects the console's 403 page in its frame: the operator's role may not open the path. */
export const expectRefused = async (timeout = 10_000) => {
  const content = await screen.findByTestId('main-content', {}, { timeout });
  expect(await within(content).findByTestId('exception-403')).toBeTruthy();
};
