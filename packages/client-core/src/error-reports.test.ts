import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createErrorReporter, reportOf, reportUncaught } from './error-reports.ts';

const where = { app: 'patient' as const, release: 'web-1.0.0+abc', page: () => '/pages/home/index?babyId=3' };

describe('script error reports (issue 22)', () => {
  it('shapes an Error: name and message, stack, the page without its query', () => {
    const error = new TypeError('x is undefined');
    expect(reportOf(error, where)).toMatchObject({
      app: 'patient',
      release: 'web-1.0.0+abc',
      page: '/pages/home/index',
      message: 'TypeError: x is undefined',
      stack: expect.stringContaining('TypeError'),
    });
    expect(reportOf('plain text', where)?.message).toBe('plain text');
    expect(reportOf(new Error('m'.repeat(900)), where)?.message).toHaveLength(500);
  });

  it('leaves out refusals the app showed, keeps a server error with its request id', () => {
    expect(reportOf(new ApiError(4009, '积分不足'), where)).toBeNull();
    expect(
      reportOf(new ApiError(5000, '服务器开小差了', { requestId: 'req-12345678' }), where),
    ).toMatchObject({
      requestId: 'req-12345678',
    });
  });

  it('sends each error once and at most five a page load', () => {
    const sent: string[] = [];
    const reporter = createErrorReporter({ ...where, send: (r) => sent.push(r.message) });
    const same = new Error('again');
    for (let i = 0; i < 10; i++) reporter.report(same);
    expect(sent).toEqual(['Error: again']);
    for (let i = 0; i < 10; i++) reporter.report(new Error(`new ${i}`));
    expect(sent).toHaveLength(5);
  });

  it('listens to a window’s uncaught errors and unhandled rejections', () => {
    const listeners = new Map<string, (e: never) => void>();
    const target = { addEventListener: (type: string, l: (e: never) => void) => listeners.set(type, l) };
    const sent: string[] = [];
    reportUncaught(target, createErrorReporter({ ...where, send: (r) => sent.push(r.message) }));
    (listeners.get('error') as (e: { error: unknown }) => void)({ error: new RangeError('boom') });
    (listeners.get('unhandledrejection') as (e: { reason: unknown }) => void)({ reason: new Error('lost') });
    expect(sent).toEqual(['RangeError: boom', 'Error: lost']);
  });
});
