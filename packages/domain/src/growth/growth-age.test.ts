import { describe, expect, it } from 'vitest';
import { ageOn } from '../age.ts';
import { GROWTH_CHART_TOTAL_SLOTS } from '../spec-constants.ts';
import {
  ageLabelOfDays,
  assessmentAges,
  chartGrid,
  chartSlot,
  chartSlotCount,
  expectedPosture,
  parseAgeLabel,
  slotOfAge,
  slotOfAgeDays,
  standardisedLengthHeight,
} from './growth-age.ts';

describe('the growth chart grid (spec section 9)', () => {
  it('has 6697 slots from 0 to 18 years: 31 a month, 372 a year, plus the slot at 18', () => {
    const grid = chartGrid('0-18');
    expect(grid).toHaveLength(6697);
    expect(GROWTH_CHART_TOTAL_SLOTS).toBe(6697);
    expect(chartSlotCount('0-3')).toBe(3 * 372 + 1);
    expect(chartSlotCount('0-7')).toBe(7 * 372 + 1);
    expect(grid[0]).toMatchObject({ slot: 0, label: '0岁0月0天', ageDays: 0 });
    expect(grid[30]).toMatchObject({ label: '0岁0月30天', ageDays: 30 });
    expect(grid[31]).toMatchObject({ label: '0岁1月0天', ageDays: 30.4375 });
    expect(grid[371]).toMatchObject({ label: '0岁11月30天' });
    expect(grid[372]).toMatchObject({ label: '1岁0月0天', ageDays: 365.25 });
    expect(grid[6696]).toMatchObject({ slot: 6696, label: '18岁0月0天', ageDays: 18 * 365.25 });
    for (let i = 1; i < grid.length; i += 1)
      expect(grid[i]?.ageDays).toBeGreaterThan(grid[i - 1]?.ageDays ?? 0);
    expect(() => chartSlot(6697)).toThrow(RangeError);
    expect(() => chartSlot(-1)).toThrow(RangeError);
  });

  it("places a child's calendar age (ageOn) on its slot, and reads the label back", () => {
    const age = ageOn('2020-01-15', '2023-03-20');
    if (!age) throw new Error('no age');
    expect(age.text).toBe('3岁2月5天');
    const slot = slotOfAge(age);
    expect(slot).toBe(3 * 372 + 2 * 31 + 5);
    expect(chartSlot(slot ?? 0).label).toBe(age.text);
    expect(parseAgeLabel('3岁2月5天')).toEqual({ years: 3, months: 2, days: 5 });
    expect(parseAgeLabel('5月')).toEqual({ years: 0, months: 5, days: 0 });
    expect(parseAgeLabel('abc')).toBeNull();
    expect(parseAgeLabel('')).toBeNull();
    expect(slotOfAge({ years: 18, months: 0, days: 1 })).toBeNull();
    expect(slotOfAge({ years: 1, months: 12, days: 0 })).toBeNull();
  });

  it('labels an age in days on the grid convention', () => {
    expect(slotOfAgeDays(30.4375)).toBe(31);
    expect(ageLabelOfDays(0)).toBe('0岁0月0天');
    expect(ageLabelOfDays(365.25 * 2 + 30.4375 * 3 + 4)).toBe('2岁3月4天');
    expect(ageLabelOfDays(-1)).toBeNull();
  });
});

describe('length and height (WHO rule)', () => {
  it('expects lying before 731 days (rounded half up) and standing from it', () => {
    expect(expectedPosture(730)).toBe('lying');
    expect(expectedPosture(730.4)).toBe('lying');
    expect(expectedPosture(730.5)).toBe('standing');
    expect(expectedPosture(731)).toBe('standing');
  });

  it('adds 0.7 cm to a standing height before 731 days and takes 0.7 cm off a lying length after', () => {
    expect(standardisedLengthHeight(730, 80, 'standing')).toBeCloseTo(80.7, 12);
    expect(standardisedLengthHeight(730, 80, 'lying')).toBe(80);
    expect(standardisedLengthHeight(800, 90, 'lying')).toBeCloseTo(89.3, 12);
    expect(standardisedLengthHeight(800, 90, 'standing')).toBe(90);
    expect(standardisedLengthHeight(800, 90)).toBe(90);
  });
});

describe('corrected age', () => {
  it('counts from the due date for babies born before 37 weeks, until 2 years', () => {
    // Born at 32+3 weeks: 7 weeks 4 days (53 days) early.
    expect(assessmentAges(100, { weeks: 32, days: 3 })).toEqual({
      chronologicalDays: 100,
      correctedDays: 47,
    });
    expect(assessmentAges(30, { weeks: 28 })).toEqual({ chronologicalDays: 30, correctedDays: -54 });
    expect(assessmentAges(730, { weeks: 30 }).correctedDays).toBe(730 - 70);
    expect(assessmentAges(731, { weeks: 30 }).correctedDays).toBeNull();
    expect(assessmentAges(100, { weeks: 37 }).correctedDays).toBeNull();
    expect(assessmentAges(100).correctedDays).toBeNull();
  });
});
