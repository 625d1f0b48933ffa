import { describe, expect, it } from 'vitest';
import { absoluteShareLink, clinicDateTime, positiveId } from './share-link.ts';

describe('absoluteShareLink', () => {
  it('puts the server path under the origin', () => {
    expect(absoluteShareLink('/appointment/#/pages/x?token=a.b', 'https://c.example/')).toBe(
      'https://c.example/appointment/#/pages/x?token=a.b',
    );
  });
  it('keeps a full link as it is', () => {
    expect(absoluteShareLink('https://o.example/p', 'https://c.example')).toBe('https://o.example/p');
  });
});

describe('clinicDateTime', () => {
  it('prints the time in Asia/Shanghai', () => {
    expect(clinicDateTime('2026-11-24T20:30:00.000Z')).toBe('2026-11-25 04:30');
  });
  it('leaves text that is not a time alone', () => {
    expect(clinicDateTime('soon')).toBe('soon');
  });
});

describe('positiveId', () => {
  it('reads whole positive numbers only', () => {
    expect(positiveId('12')).toBe(12);
    expect(positiveId('0')).toBeNull();
    expect(positiveId('1.5')).toBeNull();
    expect(positiveId('abc')).toBeNull();
    expect(positiveId(null)).toBeNull();
  });
});
