// The numbers people read: order numbers and account numbers, made one way everywhere.
import { randomDigits } from './crypto.ts';

/**
 * An order number: a prefix, the UTC day and 8 random digits ("WT2026030212345678"). The demo
 * history passes its own digits, from its seeded generator, to number past orders the same way.
 */
export const newOrderNo = (prefix: string, now = new Date(), digits = randomDigits(8)) =>
  `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;

/** An account number (merchant "M…", user "U…"): a prefix, 8 digits of the clock, 4 random. */
export const newAccountNo = (prefix: string) =>
  `${prefix}${Date.now().toString().slice(-8)}${randomDigits(4)}`;
