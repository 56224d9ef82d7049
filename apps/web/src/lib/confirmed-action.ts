// An action that asks first (a danger confirmation unless told otherwise), then runs; its failure
// is the caller's to say (useStaleFailure: a record changed meanwhile reads differently from other
// errors), its success a message.
import { isApiError } from '@tradebridge/ui';
import { App, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

export type ConfirmedAction = {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  /** The confirm button's test id. */
  okTestId: string;
  run: () => Promise<unknown>;
  onFailure: (error: unknown) => void;
  /** Said once it is done. */
  done: string;
  /** The confirm button drawn as a danger one; true unless said otherwise. */
  danger?: boolean;
};

export const useConfirmedAction = () => {
  const { modal, message } = App.useApp();
  return ({ okTestId, run, onFailure, done, danger = true, ...texts }: ConfirmedAction) =>
    modal.confirm({
      ...texts,
      okButtonProps: (danger
        ? { danger: true, 'data-testid': okTestId }
        : { 'data-testid': okTestId }) as ButtonProps,
      onOk: async () => {
        try {
          await run();
        } catch (error) {
          onFailure(error);
          return;
        }
        void message.success(done);
      },
    });
};

/**
 * The failure of an action on a record: one changed meanwhile (its query reads it again) is said as a
 * warning under `stale.key`, so that it shows once; any other failure as an error.
 */
export const useStaleFailure = (
  isStale: (error: unknown) => boolean,
  stale: { key: string; content: string },
) => {
  const { message } = App.useApp();
  return (error: unknown) => {
    if (isStale(error)) void message.warning(stale);
    else void message.error(isApiError(error) ? error.message : String(error));
  };
};
