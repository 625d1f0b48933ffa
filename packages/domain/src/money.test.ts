import { describe, expect, it } from 'vitest';
import { formatFen, isFen, yuanTextToFen } from './money.ts';

describe('yuanTextToFen', () => {
  it('parses whole yuan and one or two decimals', () => {
    expect(yuanTextToFen('12')).toBe(1200);
    expect(yuanTextToFen('12.5')).toBe(1250);
    expect(yuanTextToFen('12.50')).toBe(1250);
    expect(yuanTextToFen('0')).toBe(0);
    expect(yuanTextToFen('0.01')).toBe(1);
    expect(yuanTextToFen(' 8.8 ')).toBe(880);
  });

  it('has no float drift where multiplying would', () => {
    // 12.35 * 100 === 1234.9999999999998 and 1.005 * 100 === 100.49999999999999 in floats.
    expect(yuanTextToFen('12.35')).toBe(1235);
    expect(yuanTextToFen('0.29')).toBe(29);
    expect(yuanTextToFen('19.99')).toBe(1999);
    for (let fen = 0; fen < 20_000; fen += 7) {
      const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
      expect(yuanTextToFen(text)).toBe(fen);
    }
  });

  it('refuses more than two decimals, negatives, NaN and junk', () => {
    for (const text of [
      '12.345',
      '1.005',
      '-1',
      '-0.01',
      'NaN',
      'Infinity',
      '',
      ' ',
      '12.',
      '.5',
      '1e2',
      '1,000',
      '¥12',
      '012',
    ]) {
      expect(yuanTextToFen(text), text).toBeNull();
    }
  });

  it('accepts the largest safe amount and refuses one fen more', () => {
    expect(yuanTextToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(yuanTextToFen('90071992547409.92')).toBeNull();
    expect(yuanTextToFen('99999999999999999999')).toBeNull();
  });
});

describe('formatFen', () => {
  it('shows two decimals', () => {
    expect(formatFen(1250)).toBe('12.50');
    expect(formatFen(1200)).toBe('12.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(123456789)).toBe('1234567.89');
  });

  it('shows empty as 0.00', () => {
    expect(formatFen(null)).toBe('0.00');
    expect(formatFen(undefined)).toBe('0.00');
  });

  it('shows negatives with a minus sign, and -0 as 0.00', () => {
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(-1250)).toBe('-12.50');
    expect(formatFen(-0)).toBe('0.00');
  });

  it('throws on amounts that are not whole fen', () => {
    expect(() => formatFen(12.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
    expect(() => formatFen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips with yuanTextToFen', () => {
    for (const fen of [0, 1, 10, 99, 100, 101, 1999, 100000]) expect(yuanTextToFen(formatFen(fen))).toBe(fen);
  });
});

describe('isFen', () => {
  it('accepts safe non-negative integers only', () => {
    for (const n of [0, 1, 1250, Number.MAX_SAFE_INTEGER]) expect(isFen(n), String(n)).toBe(true);
    for (const n of [
      -1,
      0.5,
      Number.NaN,
      Number.MAX_SAFE_INTEGER + 1,
      Number.POSITIVE_INFINITY,
      '12',
      null,
      undefined,
    ]) {
      expect(isFen(n), String(n)).toBe(false);
    }
  });
});
