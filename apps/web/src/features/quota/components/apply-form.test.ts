import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { applyIssuesOf, applyRequestOf, type ApplyValues } from './apply-form.ts';
import { usedPercent } from './labels.ts';

const problems = (values: ApplyValues) =>
  applyIssuesOf(applyRequestOf(values)).map((issue) => [issue.path.join('.'), issue.message]);

const FILE_ID = '00000000-0000-4000-8000-00000000f0b1';

const VALID: ApplyValues = {
  kind: 'goodsTrade',
  amount: '50000',
  validFrom: dayjs('2026-12-01'),
  validTo: dayjs('2027-11-30'),
  contractIds: [],
  fileIds: [FILE_ID],
  note: '',
};

describe('the application’s problems', () => {
  it('has none for a valid request, which it writes as the wire wants', () => {
    expect(problems(VALID)).toEqual([]);
    expect(applyRequestOf(VALID)).toEqual({
      kind: 'goodsTrade',
      amount: '50000',
      validFrom: '2026-12-01',
      validTo: '2027-11-30',
      contractIds: [],
      fileIds: [FILE_ID],
      note: '',
    });
  });

  it('says what is wrong with the amount', () => {
    expect(problems({ ...VALID, amount: '' })).toEqual([['amount', 'required']]);
    expect(problems({ ...VALID, amount: 'abc' })).toEqual([['amount', 'amountInvalid']]);
    expect(problems({ ...VALID, amount: '1.234' })).toEqual([['amount', 'amountInvalid']]);
    expect(problems({ ...VALID, amount: '0' })).toContainEqual(['amount', 'amountPositive']);
  });

  it('judges the period and the evidence while other fields are still missing', () => {
    const empty = { validFrom: dayjs('2026-12-10'), validTo: dayjs('2026-12-01') };
    expect(problems(empty)).toEqual([
      ['kind', 'required'],
      ['amount', 'required'],
      ['validTo', 'periodOrder'],
      ['fileIds', 'evidenceRequired'],
    ]);
    expect(problems({ ...VALID, amount: '', validTo: dayjs('2027-12-02') })).toEqual([
      ['amount', 'required'],
      ['validTo', 'periodTooLong'],
    ]);
    // Without an end, there is no period to judge yet.
    expect(problems({ ...VALID, validTo: null })).toEqual([['validTo', 'required']]);
  });

  it('takes a year, both ends counted, and a contract as evidence', () => {
    expect(
      problems({
        ...VALID,
        validTo: dayjs('2027-12-01'),
        fileIds: [],
        contractIds: [FILE_ID],
      }),
    ).toEqual([]);
  });
});

describe('the share used', () => {
  it('is computed in cents, capped at 100', () => {
    expect(usedPercent('25000.50', '100000.00')).toBe(25);
    expect(usedPercent('1', '3')).toBe(33.3);
    expect(usedPercent('1000.00', '1000.00')).toBe(100);
    expect(usedPercent('0.00', '0.00')).toBe(0);
    expect(usedPercent('x', '10')).toBe(0);
  });
});
