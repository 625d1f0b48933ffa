import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MIN_LENGTH, judgeAdminPassword } from './password-strength.service.ts';

describe('the administrator password rule', () => {
  it('takes long passphrases and strong mixed passwords', () => {
    for (const password of ['correct horse battery staple', 'Mulberry kettle orbit 59', 'v7#Qe!29xLm@4Tz'])
      expect(judgeAdminPassword(password)).toMatchObject({ ok: true, reasons: [] });
  });

  it('refuses a password under 12 characters, counting characters not bytes', () => {
    const verdict = judgeAdminPassword('小芽儿童健康诊所密码好');
    expect([...'小芽儿童健康诊所密码好'].length).toBeLessThan(ADMIN_PASSWORD_MIN_LENGTH);
    expect(verdict).toMatchObject({ ok: false, score: null });
    expect(verdict.reasons[0]?.zh).toMatch(/至少 12 个字符（现在 11 个）/);
    expect(verdict.reasons[0]?.en).toMatch(/at least 12 characters \(this one has 11\)/);
  });

  it('refuses more than the console login takes', () => {
    expect(judgeAdminPassword('x'.repeat(65)).reasons[0]?.en).toMatch(/at most 64/);
  });

  it('refuses common passwords, keyboard rows, repeats and the account own name, with zxcvbn feedback in both languages', () => {
    const common = judgeAdminPassword('password1234');
    expect(common.ok).toBe(false);
    expect(common.score).toBeLessThan(3);
    expect(common.reasons.map((r) => r.en)).toContain('This is similar to a commonly used password.');
    expect(common.reasons.map((r) => r.zh)).toContain('这与常用密码相似。');
    expect(judgeAdminPassword('qwertyuiop123').ok).toBe(false);
    expect(judgeAdminPassword('aaaaaaaaaaaaaaaa').reasons.map((r) => r.zh)).toContain(
      '像 "aaa" 这样的重复字符很容易被猜到。',
    );
    expect(judgeAdminPassword('zhangwei2026!', ['zhangwei']).ok).toBe(false);
  });
});
