// Working days for the rates' age: Monday to Friday in UTC, holidays counted as working days.
import { describe, expect, it } from 'vitest';
import { workingDaysBetween } from './freshness.ts';

const at = (iso: string) => new Date(iso);

describe('workingDaysBetween', () => {
  it('counts the weekdays after the rates’ day up to today’s', () => {
    const friday = at('2026-11-20T15:00:00Z');
    expect(workingDaysBetween(friday, at('2026-11-20T23:59:59Z'))).toBe(0);
    // The weekend adds nothing: Friday's rates are still 0 days old on Sunday, 1 on Monday.
    expect(workingDaysBetween(friday, at('2026-11-22T12:00:00Z'))).toBe(0);
    expect(workingDaysBetween(friday, at('2026-11-23T00:00:00Z'))).toBe(1);
    expect(workingDaysBetween(friday, at('2026-11-25T02:00:00Z'))).toBe(3);
    expect(workingDaysBetween(friday, at('2026-11-26T02:00:00Z'))).toBe(4);
    // Two whole weeks and the Monday after: 11.
    expect(workingDaysBetween(friday, at('2026-12-07T09:00:00Z'))).toBe(11);
    // Christmas Day (a Friday in 2026) counts like any weekday.
    expect(workingDaysBetween(at('2026-12-24T15:00:00Z'), at('2026-12-28T08:00:00Z'))).toBe(2);
  });

  it('is never negative for rates dated after now, and spans years', () => {
    expect(workingDaysBetween(at('2026-12-04T00:00:00Z'), at('2026-11-25T00:00:00Z'))).toBe(0);
    // 2026-11-24 (Tuesday) to 2029-11-21 (Wednesday): 156 weeks and a day of weekdays.
    expect(workingDaysBetween(at('2026-11-24T15:00:00Z'), at('2029-11-21T02:00:00Z'))).toBe(
      156 * 5 + 1,
    );
  });
});
