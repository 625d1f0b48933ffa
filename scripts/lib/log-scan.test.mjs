import { describe, expect, it } from 'vitest';
import { scanLog } from './log-scan.mjs';

const line = (o) =>
  JSON.stringify({
    level: 30,
    time: 1780000000000,
    pid: 4242,
    reqId: '3f1c2a9e-5b7d-4c1e-9a2f-0b1c2d3e4f50',
    ...o,
  });

describe('the log scan (R15)', () => {
  it('passes clean request lines, masked phones and redacted paths', () => {
    const text = [
      line({
        req: { method: 'GET', url: '/dev/sms-outbox?mobile=[redacted]', remoteAddress: '127.0.0.1' },
        responseTime: 12.345678,
      }),
      line({ msg: 'provider call failed', err: { message: 'refused 138****5678' } }),
      line({ msg: 'staff login failed', user: 'a***#0123456789', ip: '127.0.0.1' }),
      // Request ids whose hex holds eleven digits that look like a mobile (seen in an e2e run).
      line({ reqId: 'cccaade4-14c1-4857-a6a3-19693414835a', msg: 'request completed' }),
      line({ reqId: '84302cac-7978-4478-b641-e16748395779', msg: 'request completed' }),
    ].join('\n');
    expect(scanLog(text, { names: ['乐乐'], phones: ['13800000000'], codes: ['123456'] })).toEqual([]);
  });

  it('finds phone numbers, session and share tokens, names and codes', () => {
    const text = [
      line({ req: { url: '/dev/sms-outbox?mobile=13912345678' } }),
      line({ msg: 'x', token: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ' }),
      line({
        req: {
          url: '/online/usercenter/shareDetails?token=12.1780000000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
        },
      }),
      line({ msg: 'baby 乐乐 added' }),
      line({ req: { url: '/appointment/?code=0123456789abcdef0123456789abcdef&state=x' } }),
      line({ msg: 'code 654321 sent' }),
    ].join('\n');
    const kinds = scanLog(text, {
      names: ['乐乐'],
      codes: ['0123456789abcdef0123456789abcdef', '654321'],
    }).map((f) => `${f.line}:${f.kind}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        '1:mobile number',
        '2:session token',
        '3:share token',
        '4:name',
        '5:code',
        '6:code',
      ]),
    );
  });

  it('does not show the value it found, and skips the start-up banner written for the terminal', () => {
    const text = [
      '',
      'Sprout is running (sqlite)',
      '  demo parent   13800000000 (SMS code: …)',
      '',
      line({ phone: '13800000000' }),
    ].join('\n');
    const findings = scanLog(text);
    expect(findings.map((f) => f.line)).toEqual([5]);
    expect(findings[0]?.excerpt).not.toContain('13800000000');
  });
});
