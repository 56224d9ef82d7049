// Toasts and dialogs for code that runs outside React (the request layer). FeedbackBridge, rendered
// inside AppProviders, hands antd's context-aware message/modal and the `ui` texts to this module.
import { App, message as staticMessage, Modal as StaticModal } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type MessageApi = ReturnType<typeof App.useApp>['message'];
type ModalApi = ReturnType<typeof App.useApp>['modal'];

const bridge: { message?: MessageApi; modal?: ModalApi; t?: TFunction } = {};

const TOAST_SECONDS = 3;

/** An error toast. Identical texts share one toast, so a burst of failing calls shows one message. */
export const showErrorMessage = (text: string): void => {
  const api = bridge.message ?? staticMessage;
  void api.error({ content: text, key: text, duration: TOAST_SECONDS });
};

export type LoginRepeatDialogOptions = {
  /** The server's message (shown as the dialog body). */
  message: string;
  /** Runs when the user presses "log in again": log out and reload. */
  onConfirm: () => void;
};

/** Spec §8 LOGIN_REPEAT: a confirm dialog with the server message and a "log in again" button. */
export const confirmLoginRepeat = ({ message, onConfirm }: LoginRepeatDialogOptions): void => {
  const t = bridge.t;
  const modal = bridge.modal ?? StaticModal;
  modal.confirm({
    title: t ? t('dialogs.loginRepeat.title', { ns: 'ui' }) : 'Login elsewhere',
    content: message,
    okText: t ? t('dialogs.loginRepeat.ok', { ns: 'ui' }) : 'Log in again',
    cancelButtonProps: { style: { display: 'none' } },
    closable: false,
    maskClosable: false,
    keyboard: false,
    onOk: onConfirm,
  });
};

/** Connects the module-level feedback to antd's App context; render once inside <App>. */
export const FeedbackBridge = () => {
  const { message, modal } = App.useApp();
  const { t } = useTranslation('ui');
  useEffect(() => {
    bridge.message = message;
    bridge.modal = modal;
    bridge.t = t;
  }, [message, modal, t]);
  return null;
};
