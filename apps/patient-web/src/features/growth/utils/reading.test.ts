import { describe, expect, it } from 'vitest';
import { isImplausibleMessage, parseDecimal, postureForAge, readingFor } from './reading.ts';

describe('readingFor', () => {
  it('suggests the doctor below P3 without alarming words', () => {
    const text = readingFor('身高', { percentile: 1.2, position: 'belowP3' });
    expect(text).toContain('医生');
    expect(text).not.toMatch(/异常|危险|严重/);
  });
  it('reads the middle as average', () => {
    expect(readingFor('体重', { percentile: 45.3, position: 'withinP3P97' })).toContain('平均水平差不多');
  });
  it('handles a missing score', () => {
    expect(readingFor('头围', null)).toContain('没有');
  });
});

describe('postureForAge', () => {
  it('is lying before the second birthday and standing from it', () => {
    expect(postureForAge('2024-03-10', '2026-03-09')).toBe('lying');
    expect(postureForAge('2024-03-10', '2026-03-10')).toBe('standing');
  });
});

describe('parseDecimal and isImplausibleMessage', () => {
  it('parses typed text', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('85.5')).toBe(85.5);
  });
  it('recognises the implausible-value message', () => {
    expect(isImplausibleMessage('身高与年龄明显不符（按年龄应在45-60厘米之间），请核对')).toBe(true);
    expect(isImplausibleMessage('身高应在30-230厘米之间')).toBe(false);
  });
});
