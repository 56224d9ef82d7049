// An action taken after a confirmation (retry a job, withdraw an announcement, disable an
// operator…): the dialog asks, its OK runs the action and says it is done. A failure has been said
// by the request layer (or, for a silent request, here); the dialog closes either way.
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmAction = {
  title: ReactNode;
  content: ReactNode;
  okText: ReactNode;
  /** The OK button in red: the action takes something away. */
  danger?: boolean;
  okTestId?: string;
  run: () => Promise<unknown>;
  /** Said once the action is done. */
  done: string;
  onDone?: () => void;
  /** The request is silent: its failure is said here. */
  silent?: boolean;
};

export const useConfirmAction = () => {
  const { t } = useTranslation('common');
  const { modal, message } = App.useApp();
  return ({ title, content, okText, danger, okTestId, run, done, onDone, silent }: ConfirmAction) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger, ...(okTestId ? { 'data-testid': okTestId } : {}) },
      cancelText: t('cancel'),
      onOk: () =>
        run().then(
          () => {
            void message.success(done);
            onDone?.();
          },
          (failure: unknown) => {
            if (silent)
              void message.error(failure instanceof Error ? failure.message : String(failure));
          },
        ),
    });
};
