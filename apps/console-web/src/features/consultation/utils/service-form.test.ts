import { describe, expect, it } from 'vitest';
import { parsePriceYuan, type ServiceFormValues, serviceBodyOf, workingHoursText } from './service-form.ts';

describe('parsePriceYuan', () => {
  it('turns yuan text into whole fen without float drift', () => {
    expect(parsePriceYuan('39')).toEqual({ ok: true, fen: 3900 });
    expect(parsePriceYuan(' 12.35 ')).toEqual({ ok: true, fen: 1235 });
    expect(parsePriceYuan('0.1')).toEqual({ ok: true, fen: 10 });
    expect(parsePriceYuan('0')).toEqual({ ok: true, fen: 0 });
    expect(parsePriceYuan('100000')).toEqual({ ok: true, fen: 10_000_000 });
  });
  it('refuses empty, malformed, negative and too large amounts in Chinese', () => {
    expect(parsePriceYuan('')).toEqual({ ok: false, message: '请输入问诊价格，免费请填 0' });
    for (const bad of ['12.345', '-1', 'abc', '1e3'])
      expect(parsePriceYuan(bad)).toEqual({
        ok: false,
        message: '请输入正确的金额，最多两位小数，如 39 或 39.90',
      });
    expect(parsePriceYuan('100000.01')).toEqual({ ok: false, message: '问诊价格不能超过 100000.00 元' });
  });
});

const values = (extra: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  priceYuan: '39.90',
  acceptMinutes: 30,
  answerMinutes: 120,
  followUpMessages: 3,
  followUpHours: 72,
  workingHours: [{ weekday: 1, start: '08:00', end: '12:00' }],
  enabled: true,
  ...extra,
});

describe('serviceBodyOf', () => {
  it('builds the save body with the price in fen', () => {
    const check = serviceBodyOf(7, values());
    expect(check).toEqual({
      ok: true,
      body: {
        doctorId: 7,
        priceFen: 3990,
        acceptMinutes: 30,
        answerMinutes: 120,
        followUpMessages: 3,
        followUpHours: 72,
        workingHours: [{ weekday: 1, start: '08:00', end: '12:00' }],
        enabled: true,
      },
    });
  });
  it('names the field of the first problem', () => {
    expect(serviceBodyOf(7, values({ priceYuan: 'x' }))).toMatchObject({ ok: false, field: 'priceYuan' });
    expect(serviceBodyOf(7, values({ workingHours: [] }))).toEqual({
      ok: false,
      field: 'workingHours',
      message: '开通问诊需至少设置一个工作时段',
    });
    expect(serviceBodyOf(7, values({ workingHours: [], enabled: false })).ok).toBe(true);
    expect(
      serviceBodyOf(7, values({ workingHours: [{ weekday: 2, start: '12:00', end: '08:00' }] })),
    ).toEqual({ ok: false, field: 'workingHours', message: '结束时间应晚于开始时间' });
  });
});

describe('workingHoursText', () => {
  const all = (start: string, end: string, days = [1, 2, 3, 4, 5, 6, 7]) =>
    days.map((weekday) => ({ weekday, start, end }));
  it('runs days with the same periods together', () => {
    expect(workingHoursText(all('00:00', '24:00'))).toBe('每天 00:00-24:00');
    expect(
      workingHoursText([
        ...all('14:00', '17:30', [1, 2, 3, 4, 5]),
        ...all('08:00', '12:00', [1, 2, 3, 4, 5, 6]),
      ]),
    ).toBe('周一至周五 08:00-12:00、14:00-17:30；周六 08:00-12:00');
    expect(
      workingHoursText([
        { weekday: 3, start: '14:00', end: '17:30' },
        { weekday: 1, start: '08:00', end: '12:00' },
      ]),
    ).toBe('周一 08:00-12:00；周三 14:00-17:30');
    expect(workingHoursText([])).toBe('未设置');
  });
});
