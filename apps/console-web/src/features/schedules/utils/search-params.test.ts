import { describe, expect, it } from 'vitest';
import { dateParam, oneOf, pageParams, positiveInt, toSearch } from './search-params.ts';

describe('list filters in the URL', () => {
  it('reads pages and ids, refusing anything odd', () => {
    expect(pageParams(new URLSearchParams('pageNum=3&pageSize=20'))).toEqual({ pageNum: 3, pageSize: 20 });
    expect(pageParams(new URLSearchParams('pageNum=-1&pageSize=7'))).toEqual({ pageNum: 1, pageSize: 10 });
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('1e3')).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
  });

  it('keeps only real calendar days and known values', () => {
    expect(dateParam('2026-02-28')).toBe('2026-02-28');
    expect(dateParam('2026-02-30')).toBeUndefined();
    expect(dateParam('2026-2-3')).toBeUndefined();
    expect(oneOf('stopped', ['open', 'stopped'] as const)).toBe('stopped');
    expect(oneOf('gone', ['open', 'stopped'] as const)).toBeUndefined();
  });

  it('writes back only what differs from the defaults', () => {
    expect(toSearch({ pageNum: 1, pageSize: 10, doctorId: 4, status: undefined, from: '' }).toString()).toBe(
      'doctorId=4',
    );
    expect(toSearch({ pageNum: 2, pageSize: 50 }).toString()).toBe('pageNum=2&pageSize=50');
  });
});
