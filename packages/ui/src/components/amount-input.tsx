// An amount field that keeps what the user typed on screen ("1 250,75" in Russian) while the form
// holds the decimal the wire writes ("1250.75", typedAmount). A value set from outside (a draft, a
// reset) is shown with the language's decimal mark, as the field's hint writes amounts.
import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { amountFormat, typedAmount } from '../i18n/amount-format.ts';

export type AmountInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** A wire decimal with the language's decimal mark, ungrouped: "1250,75" in Russian. */
const shown = (value: string | undefined): string => {
  if (!value) return '';
  const decimal = amountFormat().decimal ?? '.';
  return /^-?\d+(\.\d+)?$/.test(value) ? value.replace('.', decimal) : value;
};

export const AmountInput = ({ value, onChange, ...props }: AmountInputProps) => {
  const [typed, setTyped] = useState<string>();
  // What was typed stays as long as it still means the form's value; anything else set the value.
  const text = typed !== undefined && typedAmount(typed) === (value ?? '') ? typed : shown(value);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange?.(String(typedAmount(event.target.value)));
      }}
    />
  );
};
