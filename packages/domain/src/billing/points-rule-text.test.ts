import { describe, expect, it } from 'vitest';
import { pointsRuleLines } from './points-rule-text.ts';

const rule = {
  pointsPerYuan: 1,
  fenPerPoint: 1,
  maxPayPercent: 50,
  validYearsAfter: 1,
  transferDailyCount: 3,
  transferDailyPoints: 5000,
};

describe('points rule text', () => {
  it('says the figures in force', () => {
    const lines = pointsRuleLines(rule);
    expect(lines[0]).toContain('每满1元获得1积分');
    expect(lines[2]).toBe('缴费时每100积分可抵扣1元，最多抵扣应付金额的50%。');
    expect(lines[3]).toContain('明年');
    expect(lines[5]).toContain('每天最多转赠3次、共5000积分');
  });

  it('says when a part of the rule is off, and other rates exactly', () => {
    const lines = pointsRuleLines({
      ...rule,
      pointsPerYuan: 0,
      maxPayPercent: 0,
      transferDailyCount: 0,
      validYearsAfter: 0,
    });
    expect(lines[0]).toBe('目前消费暂不赠送积分。');
    expect(lines[2]).toBe('目前积分暂不能抵扣缴费。');
    expect(lines[3]).toContain('获得当年的12月31日');
    expect(lines[5]).toBe('目前暂不支持积分转赠。');
    expect(pointsRuleLines({ ...rule, fenPerPoint: 2 })[2]).toBe(
      '缴费时每50积分可抵扣1元，最多抵扣应付金额的50%。',
    );
    expect(pointsRuleLines({ ...rule, fenPerPoint: 3 })[2]).toBe(
      '缴费时每34积分可抵扣1.02元，最多抵扣应付金额的50%。',
    );
  });
});
