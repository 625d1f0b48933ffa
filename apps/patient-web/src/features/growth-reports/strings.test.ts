import { describe, expect, it } from 'vitest';
import { reportStrings as s } from './strings.ts';

describe('bone age against the calendar age, in words parents use', () => {
  it('counts months under two years and years beyond', () => {
    expect(s.boneAgeAdvance(-0.69)).toBe('比实际年龄小约 8 个月');
    expect(s.boneAgeAdvance(1.5)).toBe('比实际年龄大约 18 个月');
    expect(s.boneAgeAdvance(2.46)).toBe('比实际年龄大约 2.5 岁');
    expect(s.boneAgeAdvance(-0.03)).toBe('与实际年龄相当');
  });
});
