import { ApiError } from '@tradebridge/ui';
import { act, render } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { applyFormError } from './form-errors.ts';

const renderForm = () => {
  const ref: { form?: FormInstance } = {};
  const Harness = () => {
    const [form] = Form.useForm();
    ref.form = form;
    return (
      <Form form={form}>
        <Form.Item name="loginAccount">
          <Input />
        </Form.Item>
        <Form.Item name="verifyCode">
          <Input />
        </Form.Item>
      </Form>
    );
  };
  render(<Harness />);
  return ref.form!;
};

describe('applyFormError', () => {
  it('puts the server fields on the inputs of the same name', () => {
    const form = renderForm();
    const onOtherError = vi.fn();
    const error = new ApiError('VALIDATION_FAILED', 'x', {
      fields: [
        { field: 'verifyCode', message: 'verifyCode: must be 4 digits' },
        { field: 'codeToken', message: 'codeToken: too short' },
      ],
      fromEnvelope: true,
    });
    act(() => applyFormError(form, error, { onOtherError }));
    expect(form.getFieldError('verifyCode')).toEqual(['must be 4 digits']);
    expect(onOtherError).toHaveBeenCalledWith('codeToken: too short');
  });

  it('puts a chosen error code under its input, and anything else elsewhere', () => {
    const form = renderForm();
    const onOtherError = vi.fn();
    act(() =>
      applyFormError(form, new ApiError('ACCOUNT_EXISTS', 'taken'), {
        codeToField: { ACCOUNT_EXISTS: 'loginAccount' },
        onOtherError,
      }),
    );
    expect(form.getFieldError('loginAccount')).toEqual(['taken']);
    act(() => applyFormError(form, new ApiError('RATE_LIMITED', 'slow down'), { onOtherError }));
    expect(onOtherError).toHaveBeenCalledWith('slow down');
  });
});
