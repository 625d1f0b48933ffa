import { describe, expect, it } from 'vitest';
import { idParam } from './id-param.ts';

describe('an id from the query string', () => {
  it('reads a positive whole number', () => {
    expect(idParam('42')).toBe(42);
  });

  it('refuses what the server would refuse', () => {
    for (const raw of [null, '', '0', '-3', '1.5', '12abc', ' 7', '99999999999999999'])
      expect(idParam(raw)).toBeNull();
  });
});
