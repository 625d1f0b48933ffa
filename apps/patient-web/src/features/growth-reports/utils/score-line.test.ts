import { describe, expect, it } from 'vitest';
import { scoreLine } from './score-line.ts';

describe('the line under a percentile in a report', () => {
  it('gives the z-score where there is one', () => {
    expect(scoreLine({ score: { z: -2.45 }, sdBand: { text: '-3SD~-2SD' } })).toBe('z值 -2.45');
  });

  it('gives the SD band below P3 on WS/T 423, never 暂无可比较的参考数据', () => {
    expect(scoreLine({ score: { z: null }, sdBand: { text: '<-3SD' } })).toBe('标准差范围 <-3SD');
    expect(scoreLine({ score: { z: null }, sdBand: null })).toBe('参考表只列出P3–P97，这里没有更细的分级');
    // A report frozen before SD bands existed has no sdBand at all.
    expect(scoreLine({ score: { z: null } })).toBe('参考表只列出P3–P97，这里没有更细的分级');
  });

  it('says there is no reference only when nothing was scored', () => {
    expect(scoreLine({ score: null })).toBe('暂无可比较的参考数据');
  });
});
