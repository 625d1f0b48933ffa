import { describe, expect, it } from 'vitest';
import { consultStrings as t } from './strings.ts';

describe('consultation strings', () => {
  it('names the next clinic day without leading zeros, or says there is none', () => {
    expect(t.nextClinic('2026-03-05')).toBe('最近出诊 3月5日');
    expect(t.nextClinic('2026-11-26')).toBe('最近出诊 11月26日');
    expect(t.nextClinic(null)).toBe('近期无门诊');
  });
  it('states the reply window and follow-ups from the service settings', () => {
    expect(t.replyWindow(30, 120)).toBe('工作时间内30分钟内接诊，接诊后2小时内首次回复，超时全额退款');
    expect(t.followUp(3, 72)).toBe('问诊结束后72小时内可免费追问3条');
  });
  it('says 复诊 only when the server labels it so; anything else is not a diagnosis', () => {
    expect(t.notice('复诊')[0]).toContain('已确诊');
    expect(t.notice('健康咨询')[0]).toContain('不是诊断');
  });
});
