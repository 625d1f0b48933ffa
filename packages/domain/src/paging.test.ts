import { describe, expect, it } from 'vitest';
import { hasMorePages, MAX_PAGE_NUM, MAX_PAGE_SIZE, normalisePage, pageOffset } from './paging.ts';

describe('hasMorePages', () => {
  it('stops when a page returns fewer items than the page size', () => {
    expect(hasMorePages(10, 10)).toBe(true);
    expect(hasMorePages(9, 10)).toBe(false);
    expect(hasMorePages(0, 10)).toBe(false);
    expect(hasMorePages(15, 15)).toBe(true);
    expect(hasMorePages(14, 15)).toBe(false);
  });

  it('never asks again with a nonsense page size', () => {
    expect(hasMorePages(0, 0)).toBe(false);
    expect(hasMorePages(5, -1)).toBe(false);
  });
});

describe('normalisePage', () => {
  it('keeps valid values', () => {
    expect(normalisePage({ pageNum: 3, pageSize: 20 })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(normalisePage({ pageNum: 1, pageSize: 1 })).toEqual({ pageNum: 1, pageSize: 1 });
    expect(normalisePage({ pageNum: 1, pageSize: 100 })).toEqual({ pageNum: 1, pageSize: 100 });
  });

  it('defaults to page 1 of size 10', () => {
    expect(normalisePage({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalisePage({ pageNum: 0, pageSize: 0 })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalisePage({ pageNum: -2, pageSize: -5 })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalisePage({ pageNum: 2.5, pageSize: 7.5 })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalisePage({ pageNum: Number.NaN, pageSize: null })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('caps the page size at 100 and the page number at MAX_PAGE_NUM', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(normalisePage({ pageSize: 101 }).pageSize).toBe(100);
    expect(normalisePage({ pageSize: 1_000_000 }).pageSize).toBe(100);
    expect(normalisePage({ pageNum: MAX_PAGE_NUM + 1 }).pageNum).toBe(MAX_PAGE_NUM);
  });

  it('reads whole-number query strings and refuses other text', () => {
    expect(normalisePage({ pageNum: '4', pageSize: '25' })).toEqual({ pageNum: 4, pageSize: 25 });
    expect(normalisePage({ pageNum: '2.5', pageSize: 'abc' })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalisePage({ pageNum: '-3', pageSize: '' })).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('pageOffset', () => {
  it('is zero for the first page and grows by the page size', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageOffset(3, 15)).toBe(30);
  });

  it('uses normalised values', () => {
    expect(pageOffset(0, 10)).toBe(0);
    expect(pageOffset(2, 500)).toBe(100);
    expect(Number.isSafeInteger(pageOffset(Number.MAX_SAFE_INTEGER, 100))).toBe(true);
  });
});
