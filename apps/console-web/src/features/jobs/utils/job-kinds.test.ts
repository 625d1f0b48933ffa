import { describe, expect, it } from 'vitest';
import { jobKindLabel } from './job-kinds.ts';

describe('job kind labels', () => {
  it('names the kinds staff meet and shows an unknown kind as it is', () => {
    expect(jobKindLabel('appointment-reminder')).toBe('就诊提醒');
    expect(jobKindLabel('refund-submit')).toBe('提交退款');
    expect(jobKindLabel('notice-sms')).toBe('通知短信发送');
    expect(jobKindLabel('notice-wechat')).toBe('通知微信消息发送');
    expect(jobKindLabel('consultation-timeout')).toBe('consultation-timeout');
  });
});
