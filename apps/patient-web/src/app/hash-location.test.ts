import { describe, expect, it } from 'vitest';
import { entryIndex, splitHashRoute } from './hash-location.ts';
import { matchRoute } from './route-table.ts';

describe('splitHashRoute', () => {
  it('keeps the query inside the hash, apart from the path', () => {
    expect(splitHashRoute('#/pages/newFun/orderDetail?orderNo=SP2026&x=1')).toEqual({
      path: '/pages/newFun/orderDetail',
      search: 'orderNo=SP2026&x=1',
    });
    expect(splitHashRoute('#/pages/home/index')).toEqual({ path: '/pages/home/index', search: '' });
  });
  it('reads an empty or slash-less hash as a path from the root', () => {
    expect(splitHashRoute('')).toEqual({ path: '/', search: '' });
    expect(splitHashRoute('#')).toEqual({ path: '/', search: '' });
    expect(splitHashRoute('#pages/home/index?a=1')).toEqual({ path: '/pages/home/index', search: 'a=1' });
  });
  it('drops a second fragment after the route', () => {
    expect(splitHashRoute('#/pages/a?x=1#top')).toEqual({ path: '/pages/a', search: 'x=1' });
  });
});

describe('entryIndex', () => {
  it('reads the number the router gave the history entry, 0 without one', () => {
    expect(entryIndex({ idx: 3 })).toBe(3);
    expect(entryIndex({ idx: 0, usr: null })).toBe(0);
    expect(entryIndex(null)).toBe(0);
    expect(entryIndex({ idx: '2' })).toBe(0);
  });
});

describe('matchRoute', () => {
  it('finds a route whatever the letter case or a trailing slash, as the old router did', () => {
    expect(matchRoute('/pages/newFun/myBaby')?.path).toBe('/pages/newFun/myBaby');
    expect(matchRoute('/pages/newfun/mybaby/')?.path).toBe('/pages/newFun/myBaby');
    expect(matchRoute('/choose-location')?.path).toBe('/choose-location');
  });
  it('finds nothing for an address outside the table', () => {
    expect(matchRoute('/pages/newFun/nothing')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
  });
});
