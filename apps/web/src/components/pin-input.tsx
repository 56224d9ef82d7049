// The input of a 6-digit payment password (PIN): masked, digits keyboard, six at most. Form.Item's
// value, events and ref pass through.
import { Input } from 'antd';
import type { ComponentProps } from 'react';

export const PinInput = (props: ComponentProps<typeof Input.Password>) => (
  <Input.Password inputMode="numeric" maxLength={6} {...props} />
);
