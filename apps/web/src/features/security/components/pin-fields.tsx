// A new payment password typed twice (spec §5): 6 digits, refused while too simple, the reason
// shown as the user types (contracts payPasswordProblem, the same rule the server applies).
import { payPasswordProblem, type PayPasswordProblem } from '@tradebridge/contracts';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PinInput } from '../../../components/pin-input.tsx';
import { useRequiredRule } from '../../../lib/required-rule.ts';

const PROBLEM_CODES = {
  sameDigits: 'PAY_PWD_SAME_DIGITS',
  sequence: 'PAY_PWD_SEQUENCE',
  common: 'PAY_PWD_COMMON',
} as const;

/** The reason a PIN is refused, in the user's language; null when it is fine. */
export const usePinProblemText = () => {
  const { t } = useTranslation('security');
  const language = useLanguage();
  return (problem: PayPasswordProblem | null): string | null => {
    if (!problem) return null;
    return problem === 'format' ? t('pin.rule') : messageForCode(PROBLEM_CODES[problem], language);
  };
};

export const PinFields = ({ name, confirmName }: { name: string; confirmName: string }) => {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation('common');
  const required = useRequiredRule();
  const problemText = usePinProblemText();
  const label = t('pin.new');
  const confirmLabel = t('pin.confirm');
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={t('pin.hint')}
        validateFirst
        rules={[
          required(label),
          {
            validator: (_, value: string) => {
              const text = problemText(payPasswordProblem(value ?? ''));
              return text ? Promise.reject(new Error(text)) : Promise.resolve();
            },
          },
        ]}
      >
        <PinInput autoComplete="new-password" data-testid="pin-new" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={confirmLabel}
        dependencies={[name]}
        validateFirst
        rules={[
          required(confirmLabel),
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(tc('password.inconsistent'))),
          }),
        ]}
      >
        <PinInput autoComplete="new-password" data-testid="pin-confirm" />
      </Form.Item>
    </>
  );
};
