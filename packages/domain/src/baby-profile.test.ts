import { describe, expect, it } from 'vitest';
import {
  BABY_RULES,
  babyNameProblem,
  birthdayProblem,
  cmToMm,
  heightProblem,
  mmToCm,
} from './baby-profile.ts';

const TODAY = '2024-06-15';

describe('birthdayProblem', () => {
  it('accepts today and past birthdays under 18', () => {
    expect(birthdayProblem(TODAY, TODAY)).toBeNull();
    expect(birthdayProblem('2020-01-01', TODAY)).toBeNull();
  });

  it('refuses a future birthday', () => {
    expect(birthdayProblem('2024-06-16', TODAY)).toBe('出生日期不能晚于今天');
    expect(birthdayProblem('2030-01-01', TODAY)).toBe('出生日期不能晚于今天');
  });

  it('refuses the 18th birthday and accepts 17 years 364 days', () => {
    expect(birthdayProblem('2006-06-15', TODAY)).toBe('仅支持为18岁以下的孩子建档');
    expect(birthdayProblem('2000-01-01', TODAY)).toBe('仅支持为18岁以下的孩子建档');
    expect(birthdayProblem('2006-06-16', TODAY)).toBeNull();
  });

  it('refuses dates that are not real days', () => {
    expect(birthdayProblem('2023-02-29', TODAY)).toBe('请选择正确的出生日期');
    expect(birthdayProblem('2024/01/01', TODAY)).toBe('请选择正确的出生日期');
    expect(birthdayProblem('', TODAY)).toBe('请选择正确的出生日期');
  });
});

describe('babyNameProblem', () => {
  it('refuses empty and whitespace-only names', () => {
    expect(babyNameProblem('')).toBe('请输入宝宝姓名');
    expect(babyNameProblem('   ')).toBe('请输入宝宝姓名');
    expect(babyNameProblem('\t\n　')).toBe('请输入宝宝姓名');
  });

  it('accepts 20 characters and refuses 21', () => {
    expect(BABY_RULES.nameMaxLength).toBe(20);
    expect(babyNameProblem('小'.repeat(20))).toBeNull();
    expect(babyNameProblem('小'.repeat(21))).toBe('宝宝姓名不能超过20个字');
    // Surrounding spaces do not count.
    expect(babyNameProblem(`  ${'小'.repeat(20)}  `)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(babyNameProblem('𠀀'.repeat(20))).toBeNull();
    expect(babyNameProblem('𠀀'.repeat(21))).toBe('宝宝姓名不能超过20个字');
  });

  it('refuses angle brackets', () => {
    expect(babyNameProblem('<b>豆豆')).toBe('宝宝姓名不能包含尖括号');
    expect(babyNameProblem('豆豆')).toBeNull();
  });
});

describe('heightProblem', () => {
  const parent = BABY_RULES.parentHeightCm;

  it('accepts the bounds and refuses just outside them', () => {
    expect(heightProblem(129.9, parent, '父亲身高')).toBe('父亲身高应在130-230厘米之间');
    expect(heightProblem(130, parent, '父亲身高')).toBeNull();
    expect(heightProblem(230, parent, '父亲身高')).toBeNull();
    expect(heightProblem(230.1, parent, '父亲身高')).toBe('父亲身高应在130-230厘米之间');
  });

  it('accepts one decimal and refuses two', () => {
    expect(heightProblem(170.5, parent, '母亲身高')).toBeNull();
    expect(heightProblem(170.25, parent, '母亲身高')).toBe('母亲身高最多保留一位小数');
    expect(heightProblem(170.05, parent, '母亲身高')).toBe('母亲身高最多保留一位小数');
  });

  it('asks for a number when there is none', () => {
    expect(heightProblem(Number.NaN, parent, '父亲身高')).toBe('请输入父亲身高');
    expect(heightProblem(Number.POSITIVE_INFINITY, parent, '父亲身高')).toBe('请输入父亲身高');
  });

  it('uses the hope-height bound separately', () => {
    expect(heightProblem(120, BABY_RULES.hopeHeightCm, '期望身高')).toBeNull();
    expect(heightProblem(119.9, BABY_RULES.hopeHeightCm, '期望身高')).toBe('期望身高应在120-230厘米之间');
  });
});

describe('cm and mm', () => {
  it('converts exactly at one decimal', () => {
    expect(cmToMm(170.1)).toBe(1701);
    expect(cmToMm(0.1 + 0.2)).toBe(3);
    expect(mmToCm(1701)).toBe(170.1);
  });
});
