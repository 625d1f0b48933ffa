import { describe, expect, it } from 'vitest';
import { feeInputText, feeLabel, MAX_FEE_FEN, parseFeeYuan } from './fee.ts';

describe('parseFeeYuan', () => {
  it('turns yuan text into whole fen without float drift', () => {
    expect(parseFeeYuan('25.50')).toEqual({ ok: true, fen: 2550 });
    expect(parseFeeYuan('25.5')).toEqual({ ok: true, fen: 2550 });
    expect(parseFeeYuan(' 25 ')).toEqual({ ok: true, fen: 2500 });
    expect(parseFeeYuan('0')).toEqual({ ok: true, fen: 0 });
    expect(parseFeeYuan('12.35')).toEqual({ ok: true, fen: 1235 });
    expect(parseFeeYuan('0.29')).toEqual({ ok: true, fen: 29 });
    expect(parseFeeYuan('19.99')).toEqual({ ok: true, fen: 1999 });
  });

  it('refuses empty, negative, three decimals and junk with a message', () => {
    for (const text of ['', '  ', undefined, null, '-1', '1.005', '¥25', 'abc', '1e3', '25.']) {
      const result = parseFeeYuan(text);
      expect(result.ok, String(text)).toBe(false);
    }
    expect(parseFeeYuan('')).toEqual({ ok: false, message: '请输入挂号费，免费请填 0' });
  });

  it('refuses more than the ceiling, accepts the ceiling itself', () => {
    expect(parseFeeYuan('99999.99')).toEqual({ ok: true, fen: MAX_FEE_FEN });
    expect(parseFeeYuan('100000')).toMatchObject({ ok: false });
  });
});

describe('fee display', () => {
  it('shows yuan with two decimals and round-trips through the form', () => {
    expect(feeLabel(2550)).toBe('¥25.50');
    expect(feeLabel(5)).toBe('¥0.05');
    expect(feeLabel(0)).toBe('免费');
    for (const fen of [0, 1, 99, 100, 2550, 1235, MAX_FEE_FEN]) {
      expect(parseFeeYuan(feeInputText(fen))).toEqual({ ok: true, fen });
    }
  });
});
