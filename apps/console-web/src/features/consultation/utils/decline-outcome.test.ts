import { describe, expect, it } from 'vitest';
import { declineOutcomeText } from './decline-outcome.ts';

describe('declineOutcomeText', () => {
  const after = { status: 'waiting' as const, statusLabel: '待接诊', doctorId: 2, doctorName: '周文博' };
  it('says where a reassigned inquiry went, or that it was refunded', () => {
    expect(declineOutcomeText(after, 1)).toBe('已拒绝接诊：问诊已转给周文博医生');
    expect(declineOutcomeText({ ...after, status: 'refunded', statusLabel: '已退款', doctorId: 1 }, 1)).toBe(
      '已拒绝接诊：问诊费已全额退回家长',
    );
    expect(declineOutcomeText({ ...after, doctorId: 1 }, 1)).toBe('已拒绝接诊，问诊状态：待接诊');
  });
});
