import { describe, expect, it } from 'vitest';
import { subjectPage } from './order-links.ts';

describe('subjectPage', () => {
  it("opens a registration's appointment", () => {
    expect(subjectPage({ kind: 'registration', subjectId: 42 })).toEqual({
      path: '/pages/newFun/orderDetail',
      query: { weId: 42 },
    });
  });
  it("opens a package card's detail", () => {
    expect(subjectPage({ kind: 'package_card', subjectId: 9 })).toEqual({
      path: '/pages/newFun/setMealDetail',
      query: { cardId: 9 },
    });
  });
  it('opens the records for other kinds', () => {
    expect(subjectPage({ kind: 'package', subjectId: 7 })).toEqual({ path: '/pages/newFun/orderHistory' });
  });
});
