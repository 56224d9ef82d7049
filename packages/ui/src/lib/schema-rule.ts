// Contract schemas as antd rules: one source for the rules of client and server.
import type { FormRule } from 'antd';

/** What a contract schema offers a form rule. */
export type SafeParseSchema = { safeParse: (value: unknown) => { success: boolean } };

/** An antd rule passing when the contract schema accepts the value. Empty values pass: add `required`. */
export const schemaRule = (schema: SafeParseSchema, message: string): FormRule => ({
  validator: (_rule, value: unknown) =>
    value === undefined || value === '' || schema.safeParse(value).success
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
