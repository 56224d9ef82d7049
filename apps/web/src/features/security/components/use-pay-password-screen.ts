// The state of a payment-password screen (pay-password-screens.tsx) by mode: set it the first time
// (code + new PIN), change it (current PIN + new PIN), reset a forgotten one (code + new PIN).
import type {
  ModifyPayPasswordRequest,
  ResetPayPasswordRequest,
  SetPayPasswordRequest,
} from '@tradebridge/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyFormError } from '../../../lib/form-errors.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { useModifyPayPassword } from '../api/modify-pay-password.ts';
import { useResetPayPassword } from '../api/reset-pay-password.ts';
import { useSetPayPassword } from '../api/set-pay-password.ts';
import { CODE_ERRORS, useOwnAccount } from './account-code-field.tsx';

export type PayPasswordMode = 'set' | 'change' | 'reset';

type SetValues = Omit<SetPayPasswordRequest, 'checkAccount'>;
type ChangeValues = Omit<ModifyPayPasswordRequest, 'checkAccount'>;
type ResetValues = Omit<ResetPayPasswordRequest, 'checkAccount'>;
/** What the form holds: the fields of the mode's request but the account. */
export type PayPasswordValues = SetValues | ChangeValues | ResetValues;

const codeErrors = (field: string) =>
  Object.fromEntries(CODE_ERRORS.map((code) => [code, field])) as Record<
    (typeof CODE_ERRORS)[number],
    string
  >;

const pinErrors = (field: string) => ({
  PAY_PWD_SAME_DIGITS: field,
  PAY_PWD_SEQUENCE: field,
  PAY_PWD_COMMON: field,
  PAY_PWD_SAME_AS_LAST: field,
});

/** The new PIN's two inputs, and which server errors go under which input. */
const FIELDS = {
  set: {
    pinName: 'payPwd',
    confirmName: 'payPwdTwo',
    codeToField: { ...codeErrors('dynamicCode'), ...pinErrors('payPwd') },
  },
  change: {
    pinName: 'newCredential',
    confirmName: 'newCredentialTwo',
    codeToField: {
      PAY_PWD_WRONG: 'oldCredential',
      PAY_LOCKED: 'oldCredential',
      ...pinErrors('newCredential'),
    },
  },
  reset: {
    pinName: 'newCredential',
    confirmName: 'newCredentialTwo',
    codeToField: { ...codeErrors('dynamicCode'), ...pinErrors('newCredential') },
  },
} as const;

export const usePayPasswordScreen = (mode: PayPasswordMode) => {
  const { t } = useTranslation('security');
  // Sent here by a payment that needs the password (?redirect=/wallet/transfer): back there after
  // setting it.
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [form] = Form.useForm<PayPasswordValues>();
  const account = useOwnAccount();
  const [done, setDone] = useState(false);
  const setPwd = useSetPayPassword();
  const modify = useModifyPayPassword();
  const reset = useResetPayPassword();
  const texts = {
    set: {
      title: t('titles.setPwd'),
      testId: 'set-pay-password',
      doneTitle: t('payPwd.setDone'),
      submitText: t('payPwd.set'),
    },
    change: {
      title: t('titles.password'),
      testId: 'change-pay-password',
      doneTitle: t('payPwd.changed'),
      submitText: t('payPwd.change'),
    },
    reset: {
      title: t('titles.forgotPwd'),
      testId: 'reset-pay-password',
      doneTitle: t('payPwd.resetDone'),
      submitText: t('payPwd.reset'),
    },
  }[mode];

  const onFinish = (values: PayPasswordValues) => {
    const options = {
      onSuccess: () => setDone(true),
      onError: (error: unknown) =>
        applyFormError(form, error, { codeToField: FIELDS[mode].codeToField }),
    };
    // The form's fields are the mode's (the screen renders them by mode).
    if (mode === 'set') setPwd.mutate({ checkAccount: account, ...(values as SetValues) }, options);
    else if (mode === 'change')
      modify.mutate({ checkAccount: account, ...(values as ChangeValues) }, options);
    else reset.mutate({ checkAccount: account, ...(values as ResetValues) }, options);
  };

  return {
    ...texts,
    ...FIELDS[mode],
    form,
    done,
    /** Where to offer going on once done: only the first setting follows a redirect. */
    next: mode === 'set' && redirect ? safeRedirect(redirect) : undefined,
    /** The screen asks for the current PIN (change) instead of a code sent to the account. */
    asksOldPin: mode === 'change',
    /** Whether the screen is for a payment password already set (else: one not set yet). */
    needsSet: mode !== 'set',
    isPending: { set: setPwd, change: modify, reset }[mode].isPending,
    onFinish,
  };
};
