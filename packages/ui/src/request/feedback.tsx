// Toasts and dialogs for code that runs outside React (the request layer). FeedbackBridge, rendered
// inside AppProviders, hands antd's context-aware message/modal and the `ui` texts to this module.
import { App, message as staticMessage } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
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

/** Dialogs asked for before the app is up (a call made while its scripts load): shown once it is. */
const waiting: (() => void)[] = [];

/** Spec §8 LOGIN_REPEAT: a confirm dialog with the server message and a "log in again" button. */
export const confirmLoginRepeat = (options: LoginRepeatDialogOptions): void => {
  const { modal, t } = bridge;
  if (!modal || !t) {
    waiting.push(() => confirmLoginRepeat(options));
    return;
  }
  modal.confirm({
    title: t('dialogs.loginRepeat.title', { ns: 'ui' }),
    content: options.message,
    okText: t('dialogs.loginRepeat.ok', { ns: 'ui' }),
    cancelButtonProps: { style: { display: 'none' } },
    closable: false,
    maskClosable: false,
    keyboard: false,
    onOk: options.onConfirm,
  });
};

/** Connects the module-level feedback to antd's App context; render once inside <App>. */
export const FeedbackBridge = () => {
  const { message, modal } = App.useApp();
  const { t, i18n } = useTranslation('ui');
  useEffect(() => {
    bridge.message = message;
    bridge.modal = modal;
    bridge.t = t;
    for (const show of waiting.splice(0)) show();
  }, [message, modal, t]);
  // A toast said in the language left behind goes with it: after a switch every word on screen is
  // in the new language.
  const shownIn = useRef(i18n.language);
  useEffect(() => {
    if (shownIn.current !== i18n.language) message.destroy();
    shownIn.current = i18n.language;
  }, [i18n.language, message]);
  return null;
};
