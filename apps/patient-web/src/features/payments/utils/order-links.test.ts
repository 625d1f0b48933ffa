import { describe, expect, it } from 'vitest';
import { subjectPage } from './order-links.ts';

describe('subjectPage', () => {
  it("opens a registration's appointment", () => {
    expect(subjectPage({ kind: 'registration', subjectId: 42, orderNo: 'R42' })).toEqual({
      path: '/pages/newFun/orderDetail',
      query: { weId: 42 },
    });
  });
  it("opens a package card's detail", () => {
    expect(subjectPage({ kind: 'package_card', subjectId: 9, orderNo: 'K9' })).toEqual({
      path: '/pages/newFun/setMealDetail',
      query: { cardId: 9 },
    });
  });
  it('opens the 已缴费 tab for clinic bills, never 预约记录 (it lists appointments only)', () => {
    expect(subjectPage({ kind: 'clinic_fee', subjectId: 3, orderNo: 'F1' })).toEqual({
      path: '/pages/htmlFee/feeIndex',
      query: { tab: 'paid' },
    });
  });
  it("opens a consultation's 预约信息", () => {
    expect(subjectPage({ kind: 'consultation', subjectId: 5, orderNo: 'C1' })).toEqual({
      path: '/pages/otherFun/appointmentInfo',
      query: { inquiryId: 5 },
    });
  });
  it("opens the order's 消费详情 for any other kind", () => {
    expect(subjectPage({ kind: 'package', subjectId: 7, orderNo: 'P7' })).toEqual({
      path: '/pages/newFun/consumeDetail',
      query: { orderNo: 'P7' },
    });
  });
});
