// A console screen of one record under review in tests, named after its test ids (`payout` →
// `payout-screen`, `payout-error`): shown once its record came, the checks every such screen
// shares (a missing record, a failed load retried, a role refused), and a review's two decisions
// driven through their dialogs up to the request sent and the toast that follows.
import type { Language, Operation, OperatorRole, ResultOf } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { expect } from 'vitest';
import { expectMissing, expectRefused, outageOf, retryAfter } from './failures.ts';
import { renderApp, type RenderOptions } from './render-app.tsx';
import { confirmWithoutReason, confirmWithReason, openDecision, openScreen } from './screen.ts';

/** The inputs each operation received, as `renderApp` answers them. */
type InputsTo = ReturnType<typeof renderApp>['inputsTo'];

type Operator = NonNullable<RenderOptions['as']>;

/**
 * The stub server of a record's area: the screen at `path`, shown to `as`, is answered by
 * `handlers` over the record the test holds in `current` (its decisions change it there).
 */
type Server<Current> = {
  path: string;
  as: Operator;
  handlers: (current: Current) => StubAnswers;
};

export const detailScreenOf = <O extends Operation, Current = never>(
  detailOp: O,
  name: string,
  server?: Server<Current>,
) => {
  const open = () => openScreen(`${name}-screen`);
  const show = async (path: string, options: RenderOptions) => {
    const view = renderApp(path, options);
    await open();
    return view;
  };
  return {
    /** The screen at `path`, rendered as `renderApp` does, once its record came. */
    show,

    /**
     * The server's screen in `language` over `current` (`extra` answers taking over the server's),
     * once its record came; with a user to drive it.
     */
    served: async (current: Current, language: Language, extra: StubAnswers = []) => {
      if (!server) throw new Error(`no server for the ${name} screen`);
      const user = userEvent.setup();
      const { path, as, handlers } = server;
      const view = await show(path, { language, as, api: [...handlers(current), ...extra] });
      return { ...view, user };
    },

    /** The record at `path` does not exist: the screen says `text` and links back to `list`. */
    isMissing: async (path: string, as: Operator, text: string, list: string) => {
      renderApp(path, {
        language: 'en-US',
        as,
        api: [on(detailOp, { errorCode: 'NOT_FOUND', status: 404 } as never)],
      });
      await expectMissing(`${name}-error`, text, list);
    },

    /**
     * The record at `path` fails to load, the screen says so (after showing `loading` when
     * given), and after a retry it shows `record`.
     */
    retriesAfterOutage: async (
      path: string,
      as: Operator,
      record: ResultOf<O>,
      loading?: string,
    ) => {
      const user = userEvent.setup();
      const outage = outageOf(detailOp, (() => ({ result: record })) as never);
      renderApp(path, { language: 'en-US', as, api: [outage.answer] });
      if (loading) expect(await screen.findByTestId(loading)).toBeTruthy();
      await retryAfter(user, outage, `${name}-error`);
      await open();
    },

    /** `role` may not open the record at `path`. */
    isRefusedTo: async (path: string, role: OperatorRole) => {
      renderApp(path, { language: 'en-US', as: role, api: [] });
      await expectRefused();
    },
  };
};

/** A decision's dialog: its trigger (a test id), its title and what it says, the request it sends
 * (once), and the toast once it is done. */
type Decision = { trigger: string; title: string; says: string; request: unknown; done: string };

/**
 * Opens the approval `trigger`, whose confirmation titled `title` says `says` with nothing sent
 * yet; confirms with `button`, then expects `decideOp` sent `request` alone and the toast `done`.
 */
export const approveAfterConfirmation = async (
  user: UserEvent,
  inputsTo: InputsTo,
  decideOp: Operation,
  { trigger, title, says, button, request, done }: Decision & { button: string },
) => {
  const confirm = await openDecision(user, trigger, title);
  expect(confirm.textContent).toContain(says);
  expect(inputsTo(decideOp)).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: button }));
  await waitFor(() => expect(inputsTo(decideOp)).toEqual([request]));
  expect(await screen.findByText(done)).toBeTruthy();
};

/**
 * Opens the refusal `trigger`, a dialog titled `title` that says `says`; confirming it with no
 * reason says `required` and sends nothing; with `reason` it sends `request` alone, toasts `done`,
 * and the screen's `note` (a test id) comes to say `noteSays` (by default `Reason: ` and the reason
 * trimmed). Returns the note.
 */
export const refuseWithReason = async (
  user: UserEvent,
  inputsTo: InputsTo,
  decideOp: Operation,
  {
    trigger,
    title,
    says,
    required,
    reason,
    request,
    done,
    note,
    noteSays = `Reason: ${reason.trim()}`,
  }: Decision & { required: string; reason: string; note: string; noteSays?: string },
) => {
  const dialog = await openDecision(user, trigger, title);
  expect(dialog.textContent).toContain(says);
  await confirmWithoutReason(user, dialog, required);
  expect(inputsTo(decideOp)).toEqual([]);
  await confirmWithReason(user, dialog, reason);
  await waitFor(() => expect(inputsTo(decideOp)).toEqual([request]));
  expect(await screen.findByText(done)).toBeTruthy();
  const shown = await screen.findByTestId(note);
  await waitFor(() => expect(shown.textContent).toContain(noteSays));
  return shown;
};
