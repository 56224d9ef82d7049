import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURRENCY_CODES, minorUnits, type Currency } from './currencies.ts';
import {
  AMOUNT_FORMATS,
  amountProblem,
  amountReason,
  formatAmount,
  formatRate,
  fromMinor,
  isDecimalString,
  maskName,
  MAX_AMOUNT_MINOR,
  NOT_A_NUMBER,
  maxAmountOf,
  refineAmounts,
  roundToScale,
  scaledToString,
  scaleOf,
  toMinor,
  trimZeros,
  zAmount,
  zAmountIn,
  zCurrency,
} from './money.ts';

describe('toMinor / fromMinor', () => {
  it.each([
    ['1234', 'JPY', 1234n, '1234'],
    ['0', 'JPY', 0n, '0'],
    ['1234.5', 'USD', 123450n, '1234.50'],
    ['0.01', 'USD', 1n, '0.01'],
    ['0', 'USD', 0n, '0.00'],
    ['12', 'USD', 1200n, '12.00'],
    ['1.000001', 'USDT', 1_000_001n, '1.000001'],
    ['0.000001', 'USDC', 1n, '0.000001'],
    ['7', 'USDT', 7_000_000n, '7.000000'],
  ] as const)('%s %s ↔ %s minor units', (text, currency, minor, canonical) => {
    expect(toMinor(text, currency)).toBe(minor);
    expect(fromMinor(minor, currency)).toBe(canonical);
    expect(toMinor(canonical, currency)).toBe(minor);
  });

  it('refuses more decimals than the currency has, even zeros (no silent rounding)', () => {
    expect(() => toMinor('1.5', 'JPY')).toThrow(RangeError);
    expect(() => toMinor('100.00', 'JPY')).toThrow(/JPY takes at most 0 decimals/);
    expect(() => toMinor('1.234', 'USD')).toThrow(/USD takes at most 2 decimals/);
    expect(() => toMinor('1.500', 'USD')).toThrow(RangeError);
    expect(() => toMinor('0.0000001', 'USDT')).toThrow(/USDT takes at most 6 decimals/);
  });

  it.each([
    '',
    ' ',
    '1.',
    '.5',
    '+1',
    ' 1',
    '1 ',
    '1e5',
    '1E-2',
    '1,000',
    '1_000',
    '0x10',
    'NaN',
    '-',
    '--1',
    '１２',
    '−1',
  ])('refuses the non-decimal %j', (text) => {
    expect(() => toMinor(text, 'USD')).toThrow(/not a decimal amount/);
  });

  it('refuses a JS number smuggled past the types', () => {
    expect(() => toMinor(12.5 as unknown as string, 'USD')).toThrow(RangeError);
    expect(() => fromMinor(1250 as unknown as bigint, 'USD')).toThrow(TypeError);
  });

  it('keeps the sign of negatives (ledger debits) and writes them back', () => {
    expect(toMinor('-12.34', 'USD')).toBe(-1234n);
    expect(fromMinor(-1234n, 'USD')).toBe('-12.34');
    expect(fromMinor(-5n, 'USD')).toBe('-0.05');
    expect(fromMinor(-5n, 'JPY')).toBe('-5');
    expect(fromMinor(-1n, 'USDT')).toBe('-0.000001');
  });

  it("reads '-0' as zero, with no negative zero on the way back", () => {
    expect(toMinor('-0', 'USD')).toBe(0n);
    expect(toMinor('-0.00', 'USD')).toBe(0n);
    expect(fromMinor(toMinor('-0', 'USD'), 'USD')).toBe('0.00');
  });

  it('reads leading zeros as the same number and writes the canonical form', () => {
    expect(toMinor('007.50', 'USD')).toBe(750n);
    expect(toMinor('000', 'JPY')).toBe(0n);
    expect(fromMinor(toMinor('0012.3', 'USD'), 'USD')).toBe('12.30');
  });

  it('stays exact far beyond 2^53', () => {
    expect(toMinor('9007199254740993', 'JPY')).toBe(9_007_199_254_740_993n);
    expect(toMinor('9007199254740993.01', 'USD')).toBe(900_719_925_474_099_301n);
    const huge = '123456789012345678901234567890.123456';
    expect(toMinor(huge, 'USDT')).toBe(123456789012345678901234567890123456n);
    expect(fromMinor(toMinor(huge, 'USDT'), 'USDT')).toBe(huge);
    expect(fromMinor(-(2n ** 64n), 'USD')).toBe('-184467440737095516.16');
  });

  it('round-trips every bigint in every currency (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.bigInt(), (currency, minor) => {
        expect(toMinor(fromMinor(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('round-trips every canonical decimal string within the scale (property)', () => {
    const amount = fc
      .tuple(
        fc.constantFrom<Currency>(...CURRENCY_CODES),
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.nat({ max: 6 }),
      )
      .map(([currency, negative, magnitude, fractionLength]) => {
        const scale = Math.min(fractionLength, minorUnits(currency));
        const text = scaledToString(magnitude, scale);
        return { currency, text: negative && magnitude !== 0n ? `-${text}` : text };
      });
    fc.assert(
      fc.property(amount, ({ currency, text }) => {
        const written = fromMinor(toMinor(text, currency), currency);
        // Same number, padded to the currency's full scale.
        expect(trimZeros(written)).toBe(trimZeros(text));
        expect(scaleOf(written)).toBe(minorUnits(currency));
      }),
    );
  });
});

describe('isDecimalString / scaleOf', () => {
  it('accepts plain decimals only', () => {
    expect(['0', '12', '-12.5', '007', '1.000'].filter((v) => !isDecimalString(v))).toEqual([]);
    expect(['', '1.', '.1', '1e3', ' 1', '+1', '1.2.3'].filter(isDecimalString)).toEqual([]);
  });

  it('counts written fraction digits, trailing zeros included', () => {
    expect(scaleOf('12')).toBe(0);
    expect(scaleOf('12.50')).toBe(2);
    expect(scaleOf('-0.000001')).toBe(6);
    expect(scaleOf('abc')).toBe(0);
  });
});

describe('trimZeros', () => {
  it.each([
    ['12.3400', '12.34'],
    ['5.00', '5'],
    ['5.', '5'],
    ['0.000', '0'],
    ['100', '100'],
    ['1000', '1000'],
    ['10.0', '10'],
    ['-1.10', '-1.1'],
    ['0.05', '0.05'],
  ])('%s → %s', (input, output) => {
    expect(trimZeros(input)).toBe(output);
  });
});

describe('roundToScale (half away from zero)', () => {
  it.each([
    ['1.005', 2, 101n],
    ['1.004', 2, 100n],
    ['1.0049999', 2, 100n],
    ['-1.005', 2, -101n],
    ['-1.004', 2, -100n],
    ['0.5', 0, 1n],
    ['-0.5', 0, -1n],
    ['2.5', 0, 3n],
    ['-2.5', 0, -3n],
    ['1.4999', 0, 1n],
    ['9.995', 2, 1000n],
    ['-9.995', 2, -1000n],
    ['12', 2, 1200n],
    ['12.3', 4, 123000n],
    ['007.125', 2, 713n],
  ] as const)('%s to %i decimals → %s', (input, scale, expected) => {
    expect(roundToScale(input, scale)).toBe(expected);
  });

  it('rounds a tiny negative to plain zero', () => {
    const rounded = roundToScale('-0.004', 2);
    expect(rounded).toBe(0n);
    expect(scaledToString(rounded, 2)).toBe('0.00');
  });

  it('refuses what is not a decimal string', () => {
    expect(() => roundToScale('1e3', 2)).toThrow(RangeError);
    expect(() => roundToScale(1.5 as unknown as string, 2)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it.each([
    null,
    undefined,
    12.5,
    0,
    Number.NaN,
    'abc',
    '1e5',
    '',
    '   ',
    '1.',
    '.5',
    '1,000',
    {},
    [],
    true,
  ])('shows -- for %j', (value) => {
    expect(formatAmount(value)).toBe(NOT_A_NUMBER);
    expect(formatAmount(value, 'USD')).toBe(NOT_A_NUMBER);
  });

  it('trims trailing zeros', () => {
    expect(formatAmount('12.3400')).toBe('12.34');
    expect(formatAmount('5.00')).toBe('5');
    expect(formatAmount('100')).toBe('100');
    expect(formatAmount('0.00')).toBe('0');
    expect(formatAmount('5.00', 'USD')).toBe('5');
  });

  it('groups thousands of the integer part only', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.891');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('1000')).toBe('1,000');
    expect(formatAmount('-1234567.5')).toBe('-1,234,567.5');
    expect(formatAmount('0.123456')).toBe('0.123456');
  });

  it('writes each language the way its readers do, as Intl.NumberFormat does', () => {
    for (const [language, format] of Object.entries(AMOUNT_FORMATS)) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(1234567.5);
      expect(formatAmount('1234567.50', 'USD', format)).toBe(intl);
    }
  });

  it('takes other separators (e.g. Russian)', () => {
    expect(formatAmount('1234567.5', 'RUB', { group: '\u00a0', decimal: ',' })).toBe(
      '1\u00a0234\u00a0567,5',
    );
  });

  it('drops leading zeros and negative zero, and trims spaces around the value', () => {
    expect(formatAmount('007.50')).toBe('7.5');
    expect(formatAmount('-0')).toBe('0');
    expect(formatAmount('-0.00')).toBe('0');
    expect(formatAmount(' 12.50 ')).toBe('12.5');
  });

  it('rounds half away from zero to the currency scale when a string has more decimals', () => {
    expect(formatAmount('1234.5', 'JPY')).toBe('1,235');
    expect(formatAmount('1.005', 'USD')).toBe('1.01');
    expect(formatAmount('-1.005', 'USD')).toBe('-1.01');
    expect(formatAmount('-0.004', 'USD')).toBe('0');
    // Unknown currency: nothing to round to.
    expect(formatAmount('1.23456', 'XXX')).toBe('1.23456');
  });

  it('formats bigint minor units with their currency, and -- without one', () => {
    expect(formatAmount(123450n, 'USD')).toBe('1,234.5');
    expect(formatAmount(1234n, 'JPY')).toBe('1,234');
    expect(formatAmount(1_500_000n, 'USDT')).toBe('1.5');
    expect(formatAmount(-5n, 'USD')).toBe('-0.05');
    expect(formatAmount(900_719_925_474_099_301n, 'USD')).toBe('9,007,199,254,740,993.01');
    expect(formatAmount(123450n)).toBe(NOT_A_NUMBER);
    expect(formatAmount(123450n, 'XXX')).toBe(NOT_A_NUMBER);
  });

  it('keeps the full currency scale with `fixed`', () => {
    expect(formatAmount('5', 'USD', { fixed: true })).toBe('5.00');
    expect(formatAmount(123450n, 'USD', { fixed: true })).toBe('1,234.50');
    expect(formatAmount('1.5', 'USDT', { fixed: true })).toBe('1.500000');
    expect(formatAmount('1234.5', 'JPY', { fixed: true })).toBe('1,235');
    expect(formatAmount('-0.001', 'USD', { fixed: true })).toBe('0.00');
    // Without a known currency there is no scale to keep: trimmed as usual.
    expect(formatAmount('5.00', undefined, { fixed: true })).toBe('5');
  });
});

describe('formatRate', () => {
  it.each([
    ['7.12345', '7.1235'],
    ['7.12344', '7.1234'],
    ['7.1', '7.1'],
    ['7', '7'],
    ['7.10000', '7.1'],
    ['0.00004', '0'],
    ['0.00005', '0.0001'],
    ['-0.00005', '-0.0001'],
    ['-0.00004', '0'],
    ['0.99995', '1'],
    ['007.5', '7.5'],
    [' 7.1 ', '7.1'],
  ])('%j → %s', (input, output) => {
    expect(formatRate(input)).toBe(output);
  });

  it.each([null, undefined, 7.1, 'abc', '1e-5', ''])('shows -- for %j', (value) => {
    expect(formatRate(value)).toBe(NOT_A_NUMBER);
  });

  it("writes the reader's marks, and a configured rate exactly when asked", () => {
    expect(formatRate('15234.56789', AMOUNT_FORMATS['ru-RU'])).toBe('15\u00a0234,5679');
    expect(formatRate('0.12345678', { ...AMOUNT_FORMATS['ru-RU'], exact: true })).toBe(
      '0,12345678',
    );
    expect(formatRate('7.12000000', { exact: true })).toBe('7.12');
    expect(formatRate('-0.00004', { exact: true })).toBe('-0.00004');
  });
});

describe('maskName', () => {
  it.each([
    ['A', 'A'],
    ['Anna', 'Anna'],
    ['Alice', 'A***e'],
    ['Alexander', 'A*******r'],
    ['张三', '张三'],
    ['欧阳娜娜', '欧阳娜娜'],
    ['爱新觉罗溥仪', '爱****仪'],
    ['😀😀😀😀', '😀😀😀😀'],
    ['😀abc😎', '😀***😎'],
    ['𠀋𠀋𠀋𠀋𠀋', '𠀋***𠀋'],
  ])('%s → %s', (input, output) => {
    expect(maskName(input)).toBe(output);
  });

  it('treats an emoji sequence or a combining accent as one character', () => {
    // Family (ZWJ sequence) and a flag are one character each: four characters in all.
    expect(maskName('👨‍👩‍👧ab🇨🇳')).toBe('👨‍👩‍👧ab🇨🇳');
    expect(maskName('👨‍👩‍👧abc🇨🇳')).toBe('👨‍👩‍👧***🇨🇳');
    // "José" written with a combining acute accent (decomposed form) has four characters.
    expect(maskName('Jose\u0301')).toBe('Jose\u0301');
    expect(maskName('Rene\u0301e')).toBe('R***e');
    expect(maskName('Zoe\u0308lle')).toBe('Z****e');
  });

  it('ignores surrounding spaces', () => {
    expect(maskName('  Alice  ')).toBe('A***e');
    expect(maskName(' Bob ')).toBe('Bob');
  });

  it.each(['', '   ', null, undefined])('shows -- for %j', (value) => {
    expect(maskName(value)).toBe(NOT_A_NUMBER);
  });
});

describe('amountProblem', () => {
  it.each([
    ['1250.75', 'USD'],
    [' 1.123456 ', 'USDT'],
    ['100', 'JPY'],
    ['0.01', 'USD'],
    ['007.50', 'EUR'],
    ['9999999999999.99', 'USD'],
    ['999999999999999', 'JPY'],
    ['999999999.999999', 'USDC'],
  ] as const)('accepts %j in %s', (value, currency) => {
    expect(amountProblem(value, currency)).toBeNull();
  });

  it.each([
    ['', 'USD', { key: 'required' }],
    ['   ', 'USD', { key: 'required' }],
    [undefined, 'USD', { key: 'required' }],
    ['-1', 'USD', { key: 'format' }],
    ['1.', 'USD', { key: 'format' }],
    ['.5', 'USD', { key: 'format' }],
    ['1e3', 'USD', { key: 'format' }],
    ['1,000', 'USD', { key: 'format' }],
    ['1 000', 'USD', { key: 'format' }],
    ['+1', 'USD', { key: 'format' }],
    ['１２', 'USD', { key: 'format' }],
    ['1.234', 'USD', { key: 'scale', scale: 2 }],
    ['100.5', 'JPY', { key: 'scale', scale: 0 }],
    ['100.0', 'JPY', { key: 'scale', scale: 0 }],
    ['0.000', 'USD', { key: 'scale', scale: 2 }],
    ['1.1234567', 'USDT', { key: 'scale', scale: 6 }],
    ['0', 'USD', { key: 'zero' }],
    ['0.00', 'USD', { key: 'zero' }],
    ['10000000000000', 'USD', { key: 'max', max: '9999999999999.99' }],
    ['1000000000000000', 'JPY', { key: 'max', max: '999999999999999' }],
    ['1000000000', 'USDC', { key: 'max', max: '999999999.999999' }],
    ['9'.repeat(5000), 'USD', { key: 'max', max: '9999999999999.99' }],
  ] as const)('names %j in %s as %j', (value, currency, problem) => {
    expect(amountProblem(value, currency)).toEqual(problem);
  });

  it('checks only presence, format and zero while no currency is chosen', () => {
    expect(amountProblem('1.2345678', undefined)).toBeNull();
    expect(amountProblem('9'.repeat(40), undefined)).toBeNull();
    expect(amountProblem('0.000', undefined)).toEqual({ key: 'zero' });
    expect(amountProblem('abc', undefined)).toEqual({ key: 'format' });
    expect(amountProblem('', undefined)).toEqual({ key: 'required' });
  });

  it('gives each problem its validation reason', () => {
    expect(amountReason({ key: 'required' })).toBe('required');
    expect(amountReason({ key: 'format' })).toBe('amountInvalid');
    expect(amountReason({ key: 'zero' })).toBe('amountPositive');
    expect(amountReason({ key: 'scale', scale: 6 })).toBe('amountScale:6');
    expect(amountReason({ key: 'max', max: '9999999999999.99' })).toBe(
      'amountTooLarge:9999999999999.99',
    );
  });
});

/** Strings near and far from amounts: plain decimals, with spaces, signs, exponents, anything. */
const amountLike = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^\d{1,20}$/),
      fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
    )
    .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`)),
  fc.constantFrom('0', '0.00', '', ' ', '1.', '.5', '-1', '1e3', '1,5', '9'.repeat(40)),
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '\u00a0'), fc.stringMatching(/^[\d.\-+e, ]{0,12}$/))
    .map(([space, text]) => `${space}${text}${space}`),
  fc.string(),
);
const currencies = fc.constantFrom<Currency>(...CURRENCY_CODES);

describe('the amount schemas and amountProblem agree (property)', () => {
  it('zAmountIn refuses exactly what amountProblem names, with its reason', () => {
    fc.assert(
      fc.property(amountLike, currencies, (value, currency) => {
        const problem = amountProblem(value, currency);
        const result = zAmountIn(currency).safeParse(value);
        expect(result.success).toBe(problem === null);
        if (problem)
          expect(result.error?.issues.map((i) => i.message)).toEqual([amountReason(problem)]);
        else expect(result.data).toBe(value.trim());
      }),
      { numRuns: 500 },
    );
  });

  it('zAmount with refineAmounts does the same on the amount field', () => {
    const zPayment = z
      .object({ currency: zCurrency, amount: zAmount })
      .superRefine(refineAmounts('amount'));
    fc.assert(
      fc.property(amountLike, currencies, (amount, currency) => {
        const problem = amountProblem(amount, currency);
        const result = zPayment.safeParse({ currency, amount });
        expect(result.success).toBe(problem === null);
        if (problem) {
          expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
            [['amount'], amountReason(problem)],
          ]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('an accepted amount is a positive number of minor units up to the maximum', () => {
    fc.assert(
      fc.property(amountLike, currencies, (value, currency) => {
        fc.pre(amountProblem(value, currency) === null);
        const minor = toMinor(value.trim(), currency);
        expect(minor > 0n && minor <= MAX_AMOUNT_MINOR).toBe(true);
      }),
    );
  });

  it('a well-formed amount in scale is refused as zero or too large exactly by its minor units', () => {
    fc.assert(
      fc.property(currencies, fc.bigInt({ min: 0n, max: 10n ** 20n }), (currency, minor) => {
        const problem = amountProblem(fromMinor(minor, currency), currency);
        const expected =
          minor === 0n
            ? { key: 'zero' }
            : minor > MAX_AMOUNT_MINOR
              ? { key: 'max', max: maxAmountOf(currency) }
              : null;
        expect(problem).toEqual(expected);
      }),
    );
  });
});

describe('zAmount', () => {
  it('accepts plain decimal strings, trimmed (zero and the maximum need the currency)', () => {
    expect(zAmount.parse('0')).toBe('0');
    expect(zAmount.parse('12.50')).toBe('12.50');
    expect(zAmount.parse(' 12.5 ')).toBe('12.5');
    expect(zAmount.parse('1'.repeat(40))).toBe('1'.repeat(40));
  });

  it.each(['-1', '1.', '.5', '1e5', 'abc', '1,000', '+1'])(
    'refuses %j as amountInvalid',
    (value) => {
      const result = zAmount.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['amountInvalid']);
    },
  );

  it('refuses an empty amount as required, and numbers', () => {
    expect(zAmount.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['required']);
    expect(zAmount.safeParse(12.5).success).toBe(false);
  });

  it('states its format in JSON Schema (the OpenAPI document)', () => {
    const pattern = new RegExp(String(z.toJSONSchema(zAmount).pattern));
    expect(pattern.test('1250.75')).toBe(true);
    expect(pattern.test('1e3')).toBe(false);
    expect(z.toJSONSchema(zAmountIn('USD')).pattern).toBe(z.toJSONSchema(zAmount).pattern);
  });
});

describe('zAmountIn', () => {
  it.each([
    ['JPY', '100', true],
    ['JPY', '100.5', false],
    ['JPY', '100.0', false],
    ['USD', '0.01', true],
    ['USD', '0.001', false],
    ['USD', '0.00', false],
    ['USDT', '0.000001', true],
    ['USDT', '0.0000001', false],
  ] as const)('%s %s → %s', (currency, value, ok) => {
    expect(zAmountIn(currency).safeParse(value).success).toBe(ok);
  });

  it('names the scale in the reason', () => {
    expect(zAmountIn('USD').safeParse('1.234').error?.issues[0]?.message).toBe('amountScale:2');
    expect(zAmountIn('JPY').safeParse('1.5').error?.issues[0]?.message).toBe('amountScale:0');
    expect(zAmountIn('USDC').safeParse('1.1234567').error?.issues[0]?.message).toBe(
      'amountScale:6',
    );
  });

  it('refuses a malformed amount with amountInvalid and zero with amountPositive', () => {
    expect(zAmountIn('USD').safeParse('abc').error?.issues[0]?.message).toBe('amountInvalid');
    expect(zAmountIn('USD').safeParse('0').error?.issues[0]?.message).toBe('amountPositive');
  });
});

describe('refineAmounts', () => {
  const zPayment = z
    .object({ currency: zCurrency, amount: zAmount })
    .superRefine(refineAmounts('amount'));

  it('accepts an amount within its sibling currency scale', () => {
    expect(zPayment.parse({ currency: 'USD', amount: '10.25' })).toEqual({
      currency: 'USD',
      amount: '10.25',
    });
    expect(zPayment.safeParse({ currency: 'USDT', amount: '1.123456' }).success).toBe(true);
    expect(zPayment.safeParse({ currency: 'JPY', amount: '1000' }).success).toBe(true);
  });

  it('reports too many decimals on the amount field', () => {
    const issues = zPayment.safeParse({ currency: 'JPY', amount: '1000.5' }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['amount'], message: 'amountScale:0' }),
    ]);
    expect(zPayment.safeParse({ currency: 'USD', amount: '1.001' }).error?.issues[0]).toMatchObject(
      {
        path: ['amount'],
        message: 'amountScale:2',
      },
    );
  });

  it('reports only the currency when the currency is unknown', () => {
    const issues = zPayment.safeParse({ currency: 'XXX', amount: '1.1234567' }).error?.issues ?? [];
    expect(issues.map((i) => i.path)).toEqual([['currency']]);
  });

  it('refuses an amount above the currency maximum, at each currency scale', () => {
    expect(maxAmountOf('USD')).toBe('9999999999999.99');
    expect(maxAmountOf('JPY')).toBe('999999999999999');
    expect(maxAmountOf('USDT')).toBe('999999999.999999');
    expect(zPayment.safeParse({ currency: 'USD', amount: '9999999999999.99' }).success).toBe(true);
    for (const [currency, amount] of [
      ['USD', '10000000000000'],
      ['USD', '9223372036854775808'],
      ['JPY', '1000000000000000'],
      ['USDC', '1000000000'],
    ] as const) {
      expect(zPayment.safeParse({ currency, amount }).error?.issues[0], amount).toMatchObject({
        path: ['amount'],
        message: `amountTooLarge:${maxAmountOf(currency)}`,
      });
    }
    expect(zAmountIn('USD').safeParse('92233720368547758.08').error?.issues[0]?.message).toBe(
      'amountTooLarge:9999999999999.99',
    );
  });

  it('works on any amount field name', () => {
    const zExchange = z
      .object({ currency: zCurrency, sellAmount: zAmount })
      .superRefine(refineAmounts('sellAmount'));
    expect(
      zExchange.safeParse({ currency: 'USD', sellAmount: '0.001' }).error?.issues[0]?.path,
    ).toEqual(['sellAmount']);
  });
});
