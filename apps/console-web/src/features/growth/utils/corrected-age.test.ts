import { describe, expect, it } from 'vitest';
import { correctedAgeText } from './corrected-age.ts';

describe('correctedAgeText', () => {
  it('counts from the due date for a baby born before 37 weeks', () => {
    // Born at 32 weeks: 8 weeks (56 days) early; due 2026-02-26.
    expect(correctedAgeText('2026-01-01', 32, '2026-05-03')).toBe('0岁2月7天');
  });
  it('is nothing at term, without a gestation, or from 2 years on', () => {
    expect(correctedAgeText('2026-01-01', 37, '2026-05-03')).toBeNull();
    expect(correctedAgeText('2026-01-01', null, '2026-05-03')).toBeNull();
    expect(correctedAgeText('2024-01-01', 30, '2026-05-03')).toBeNull();
  });
  it('says so before the due date', () => {
    expect(correctedAgeText('2026-04-20', 30, '2026-05-03')).toBe('未到预产期');
  });
});
