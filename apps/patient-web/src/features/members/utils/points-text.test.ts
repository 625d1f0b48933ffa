import { describe, expect, it } from 'vitest';
import {
  checkGiveAmount,
  clinicDateTime,
  entryKindLabel,
  groupedCardNumber,
  signedPoints,
} from './points-text.ts';

describe('points text', () => {
  it('signs points and groups card numbers', () => {
    expect(signedPoints(120)).toBe('+120');
    expect(signedPoints(-80)).toBe('-80');
    expect(groupedCardNumber('880012345678')).toBe('8800 1234 5678');
    expect(groupedCardNumber('12345')).toBe('1234 5');
  });

  it('shows instants on the clinic clock', () => {
    expect(clinicDateTime('2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30');
  });

  it('checks the points to give against usable points and today’s allowance', () => {
    expect(checkGiveAmount(' 50 ', 100, 5000)).toEqual({ ok: true, points: 50 });
    expect(checkGiveAmount('', 100, 5000)).toMatchObject({ ok: false });
    expect(checkGiveAmount('1.5', 100, 5000)).toMatchObject({ ok: false });
    expect(checkGiveAmount('0', 100, 5000)).toEqual({ ok: false, message: '转赠积分至少为1' });
    expect(checkGiveAmount('101', 100, 5000)).toEqual({ ok: false, message: '积分不足，当前可用100积分' });
    expect(checkGiveAmount('60', 100, 50)).toEqual({ ok: false, message: '今日最多还可转赠50积分' });
  });

  it('labels points given back apart from points a refund took back', () => {
    expect(entryKindLabel({ kind: 'reverse', points: 300, reason: '取消兑换：儿童保温水杯×1' })).toBe(
      '兑换取消退回',
    );
    expect(entryKindLabel({ kind: 'reverse', points: 50, reason: '积分退回：儿保体检' })).toBe('积分退回');
    expect(entryKindLabel({ kind: 'reverse', points: -40, reason: '退款扣回：儿保体检' })).toBe('退款扣回');
    expect(entryKindLabel({ kind: 'earn', points: 40, reason: '消费获得：儿保体检' })).toBe('消费获得');
    expect(entryKindLabel({ kind: 'spend', points: -300, reason: '积分兑换：水杯×1' })).toBe('积分使用');
  });
});
