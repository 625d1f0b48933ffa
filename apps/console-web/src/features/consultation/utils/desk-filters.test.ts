import { describe, expect, it } from 'vitest';
import { readComplaintFilters, readRatingFilters } from './desk-filters.ts';

describe('the desk lists read their filters from the URL defensively', () => {
  it('keeps 1-5 stars and known statuses only', () => {
    expect(readRatingFilters(new URLSearchParams('doctorId=2&stars=5'))).toEqual({ doctorId: 2, stars: 5 });
    expect(readRatingFilters(new URLSearchParams('doctorId=x&stars=6'))).toEqual({
      doctorId: undefined,
      stars: undefined,
    });
    expect(readComplaintFilters(new URLSearchParams('status=open'))).toEqual({
      status: 'open',
      doctorId: undefined,
    });
    expect(readComplaintFilters(new URLSearchParams('status=closed')).status).toBeUndefined();
  });
});
