// The numbers people read: order numbers and account numbers, made one way everywhere.
import { randomDigits } from './crypto.ts';

/** An order number: a prefix, the UTC day and 8 random digits ("WT2026030212345678"). */
export const newOrderNo = (prefix: string, now = new Date()) =>
  `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomDigits(8)}`;

/** An account number (merchant "M…", user "U…"): a prefix, 8 digits of the clock, 4 random. */
export const newAccountNo = (prefix: string) =>
  `${prefix}${Date.now().toString().slice(-8)}${randomDigits(4)}`;
