// An action that asks first (a danger confirmation), then runs; its failure is the caller's to say
// (a record changed meanwhile reads differently from other errors), its success a message.
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
};

export const useConfirmedAction = () => {
  const { modal, message } = App.useApp();
  return ({ okTestId, run, onFailure, done, ...texts }: ConfirmedAction) =>
    modal.confirm({
      ...texts,
      okButtonProps: { danger: true, 'data-testid': okTestId } as ButtonProps,
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
