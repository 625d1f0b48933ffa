import { describe, expect, it } from 'vitest';
import { REFERENCE_NAMES, readingFor, summaryFor } from './reading.ts';

const ALARMING = /异常|危险|严重|疾病|警告/;

describe('readingFor', () => {
  it('suggests the doctor below P3 and above P97 without alarming words', () => {
    const below = readingFor('身长/身高', { percentile: 1.2, position: 'belowP3' });
    const above = readingFor('体重', { percentile: 99.1, position: 'aboveP97' });
    for (const text of [below, above]) {
      expect(text).toContain('医生');
      expect(text).not.toMatch(ALARMING);
    }
    expect(below).toMatch(/^身长\/身高比大多数同龄孩子小一些/);
    expect(above).toMatch(/^体重比大多数同龄孩子大一些/);
  });
  it('reads P3–P97 by band: below average under P25, average to P75, above after', () => {
    expect(readingFor('体重', { percentile: 10, position: 'withinP3P97' })).toContain('略低于');
    expect(readingFor('体重', { percentile: 25, position: 'withinP3P97' })).toContain('平均水平差不多');
    expect(readingFor('体重', { percentile: 75, position: 'withinP3P97' })).toContain('平均水平差不多');
    expect(readingFor('体重', { percentile: 75.1, position: 'withinP3P97' })).toContain('略高于');
    expect(readingFor('体重', { percentile: 50, position: 'withinP3P97' })).not.toContain('医生');
  });
  it('handles a missing score', () => {
    expect(readingFor('头围', null)).toBe('头围暂时没有可以比较的参考数据。');
  });
});

describe('summaryFor', () => {
  const within = { percentile: 50, position: 'withinP3P97' } as const;
  it('says all is in range when every scored indicator is', () => {
    const text = summaryFor([
      { indicatorName: '身长/身高', score: within },
      { indicatorName: '头围', score: null },
    ]);
    expect(text).toContain('都在正常范围内');
    expect(text).not.toContain('医生');
  });
  it('names the indicators outside P3–P97 calmly and suggests the doctor', () => {
    const text = summaryFor([
      { indicatorName: '身长/身高', score: { percentile: 1, position: 'belowP3' } },
      { indicatorName: '体重', score: { percentile: 99, position: 'aboveP97' } },
      { indicatorName: 'BMI', score: within },
    ]);
    expect(text).toBe(
      '这次测量身长/身高比大多数同龄孩子小一些，体重比大多数同龄孩子大一些，其他指标在正常范围内。建议下次就诊时和医生聊一聊，一起看看宝宝的生长情况。',
    );
    expect(text).not.toMatch(ALARMING);
  });
  it('says so when nothing could be scored', () => {
    expect(summaryFor([])).toContain('没有可以比较的参考数据');
  });
});

describe('REFERENCE_NAMES', () => {
  it('names both references with their tables', () => {
    expect(REFERENCE_NAMES.china).toContain('WS/T 423-2022');
    expect(REFERENCE_NAMES.who).toContain('WHO');
  });
});
