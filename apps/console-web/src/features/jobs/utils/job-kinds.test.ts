import { describe, expect, it } from 'vitest';
import { jobKindLabel } from './job-kinds.ts';

describe('job kind labels', () => {
  it('names the kinds staff meet and shows an unknown kind as it is', () => {
    expect(jobKindLabel('appointment-reminder')).toBe('就诊提醒');
    expect(jobKindLabel('refund-submit')).toBe('提交退款');
    expect(jobKindLabel('notice-wechat')).toBe('notice-wechat');
  });
});
