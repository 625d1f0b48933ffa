import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleCheckout } from './checkout.ts';
import type { BillLine, CheckoutInput, CouponOffer, PackageCardOffer } from './checkout-types.ts';

const TODAY = '2026-11-25';
const line = (lineId: string, amountFen: number, over: Partial<BillLine> = {}): BillLine => ({
  lineId,
  serviceCode: 'EXAM',
  category: 'exam',
  amountFen,
  babyId: 1,
  ...over,
});
const coupon = (couponId: number, over: Partial<CouponOffer> = {}): CouponOffer => ({
  couponId,
  name: `券${couponId}`,
  kind: 'amount',
  valueFen: 2000,
  percentOff: 0,
  capFen: null,
  thresholdFen: 0,
  serviceCodes: null,
  stacksWithMemberDiscount: true,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  state: 'unused',
  ...over,
});
const card = (cardId: number, over: Partial<PackageCardOffer> = {}): PackageCardOffer => ({
  cardId,
  name: `套餐${cardId}`,
  babyId: 1,
  serviceCodes: ['EXAM'],
  usesLeft: 1,
  expiresOn: '2027-06-30',
  ...over,
});
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  today: TODAY,
  lines: [line('a', 10_000)],
  memberDiscounts: [],
  coupons: [],
  packageCards: [],
  points: null,
  wishes: { usePackageCards: true, usePoints: false, coupon: 'best' },
  ...over,
});
const member95 = [{ category: 'exam', payPercent: 95, label: '检查费95折' }];

describe('settleCheckout', () => {
  it('stacks member discount, a coupon and points in that order, each with its reason', () => {
    const out = settleCheckout(
      input({
        memberDiscounts: member95,
        coupons: [coupon(1, { thresholdFen: 5000 })],
        points: { balance: 100_000, fenPerPoint: 1, maxPayPercent: 10 },
        wishes: { usePackageCards: true, usePoints: true, coupon: 'best' },
      }),
    );
    // 100.00 → member 95.00 → coupon −20 = 75.00 → points pay 10 % = 7.50 → 67.50
    expect(out.payFen).toBe(6750);
    expect(out.pointsUsed).toBe(750);
    expect(out.adjustments.map((a) => [a.kind, a.amountFen])).toEqual([
      ['member', 500],
      ['coupon', 2000],
      ['points', 750],
    ]);
    expect(out.adjustments[1]?.reason).toBe('优惠券「券1」：满50元减20元');
    expect(out.adjustments[2]?.reason).toBe('使用750积分抵7.50元（积分最多抵扣应付金额的10%）');
  });

  it('leaves the member discount out when it would drop the bill under a better coupon threshold', () => {
    const out = settleCheckout(
      input({ memberDiscounts: member95, coupons: [coupon(1, { thresholdFen: 10_000, valueFen: 2000 })] }),
    );
    // member alone: 95.00; coupon alone: 80.00 (the 95.00 would miss the 满100 threshold).
    expect(out.payFen).toBe(8000);
    expect(out.couponId).toBe(1);
    expect(out.adjustments.map((a) => a.kind)).toEqual(['coupon']);
    expect(out.memberDiscountNotes).toEqual([
      '使用会员折扣后不满优惠券「券1」的使用门槛，本单使用优惠券更优惠',
    ]);
  });

  it('picks the better of two coupons and says why the other is not used', () => {
    const out = settleCheckout(
      input({
        coupons: [
          coupon(1, { valueFen: 1000 }),
          coupon(2, { kind: 'percent', percentOff: 30, capFen: 2500, valueFen: 0 }),
          coupon(3, { validTo: '2026-11-24' }),
          coupon(4, { serviceCodes: ['DRUG'] }),
          coupon(5, { thresholdFen: 20_000 }),
          coupon(6, { state: 'used' }),
          coupon(7, { validFrom: '2026-12-01' }),
        ],
      }),
    );
    expect(out.couponId).toBe(2);
    expect(out.payFen).toBe(7500);
    expect(Object.fromEntries(out.couponsNotUsed.map((r) => [r.couponId, r.reason]))).toEqual({
      1: '每单限用一张，已为您选用更优惠的券',
      3: '已过期',
      4: '不适用于本单项目',
      5: '未满200元，不可使用',
      6: '已使用',
      7: '2026-12-01起可用',
    });
    // Only the coupon a better one left out may still be picked; the others cannot apply at all.
    expect(out.couponsNotUsed.filter((r) => r.usable).map((r) => r.couponId)).toEqual([1]);
  });

  it('a coupon that does not stack with the member discount takes only its own lines out of it', () => {
    const out = settleCheckout(
      input({
        lines: [line('exam', 10_000), line('lab', 10_000, { serviceCode: 'LAB', category: 'lab' })],
        memberDiscounts: [...member95, { category: 'lab', payPercent: 90, label: '检验费9折' }],
        coupons: [coupon(1, { serviceCodes: ['EXAM'], valueFen: 3000, stacksWithMemberDiscount: false })],
      }),
    );
    // exam: 100 − 30 coupon (no member discount); lab: 100 × 90 % = 90.
    expect(out.lines.map((l) => [l.lineId, l.memberFen, l.couponFen, l.payFen])).toEqual([
      ['exam', 0, 3000, 7000],
      ['lab', 1000, 0, 9000],
    ]);
    expect(out.memberDiscountNotes).toEqual(['优惠券「券1」不与会员折扣同享，券适用的项目不再享受会员折扣']);
  });

  it('has no member discount note when the discount shows in full or the family has none', () => {
    expect(settleCheckout(input({ memberDiscounts: member95 })).memberDiscountNotes).toEqual([]);
    expect(settleCheckout(input({ coupons: [coupon(1)] })).memberDiscountNotes).toEqual([]);
    // A line a package card covers has nothing left to discount: no note either.
    const covered = settleCheckout(
      input({
        memberDiscounts: member95,
        packageCards: [card(1)],
        wishes: { usePackageCards: true, usePoints: false, coupon: 'best' },
      }),
    );
    expect(covered.packageUses).toHaveLength(1);
    expect(covered.memberDiscountNotes).toEqual([]);
  });

  it('says when a chosen coupon that does not stack beats the member discount', () => {
    const out = settleCheckout(
      input({
        memberDiscounts: member95,
        coupons: [coupon(1, { valueFen: 3000, stacksWithMemberDiscount: false })],
      }),
    );
    expect(out.couponId).toBe(1);
    expect(out.memberDiscountNotes).toHaveLength(1);
    expect(out.memberDiscountNotes[0]).toContain('不与会员折扣同享');
  });

  it('a package card covers its own child’s line, the card that expires first, one use per line', () => {
    const out = settleCheckout(
      input({
        lines: [line('a', 5000), line('b', 5000), line('c', 5000, { babyId: 2 }), line('d', 5000)],
        packageCards: [
          card(1, { usesLeft: 1, expiresOn: '2027-01-01' }),
          card(2, { usesLeft: 5, expiresOn: '2026-12-31' }),
          card(3, { expiresOn: '2026-11-01', usesLeft: 9 }),
        ],
      }),
    );
    expect(out.packageUses).toEqual([
      { cardId: 2, lineId: 'a' },
      { cardId: 2, lineId: 'b' },
      { cardId: 2, lineId: 'd' },
    ]);
    expect(out.payFen).toBe(5000);
    expect(out.adjustments[0]?.reason).toBe('套餐卡「套餐2」抵扣3项，每项用1次');
  });

  it('does not spend a card use when a coupon makes the bill cheaper without it', () => {
    const out = settleCheckout(
      input({
        lines: [line('a', 1000), line('b', 10_000, { serviceCode: 'LAB' })],
        packageCards: [card(1)],
        coupons: [coupon(1, { thresholdFen: 11_000, valueFen: 5000 })],
      }),
    );
    expect(out.packageUses).toEqual([]);
    expect(out.payFen).toBe(6000);
  });

  it('follows the parent: no coupon, a named coupon, no cards, no points', () => {
    const base = input({ coupons: [coupon(1), coupon(2, { valueFen: 3000 })], packageCards: [card(1)] });
    expect(
      settleCheckout({ ...base, wishes: { usePackageCards: false, usePoints: false, coupon: null } }),
    ).toMatchObject({
      payFen: 10_000,
      couponId: null,
      packageUses: [],
    });
    const named = settleCheckout({
      ...base,
      wishes: { usePackageCards: false, usePoints: false, coupon: 1 },
    });
    expect(named).toMatchObject({ payFen: 8000, couponId: 1 });
    expect(named.couponsNotUsed).toEqual([{ couponId: 2, usable: true, reason: '本次选择了其他优惠券' }]);
  });

  it('says the threshold is missed when the coupon the parent chose does not reach it', () => {
    const out = settleCheckout(
      input({
        lines: [line('a', 6000)],
        coupons: [coupon(1, { thresholdFen: 10_000 })],
        wishes: { usePackageCards: false, usePoints: false, coupon: 1 },
      }),
    );
    expect(out.couponId).toBeNull();
    expect(out.couponsNotUsed).toEqual([{ couponId: 1, usable: false, reason: '未满100元，不可使用' }]);
  });

  it('points never pay more than the share, the balance or the bill, in whole points', () => {
    const out = settleCheckout(
      input({
        lines: [line('a', 999)],
        points: { balance: 100, fenPerPoint: 10, maxPayPercent: 50 },
        wishes: { usePackageCards: false, usePoints: true, coupon: null },
      }),
    );
    // half of 9.99 is 4.99 yuan: 49 points of 10 fen, not 50.
    expect(out.pointsUsed).toBe(49);
    expect(out.payFen).toBe(509);
    const poorer = settleCheckout(
      input({
        lines: [line('a', 999)],
        points: { balance: 40, fenPerPoint: 10, maxPayPercent: 50 },
        wishes: { usePackageCards: false, usePoints: true, coupon: null },
      }),
    );
    expect([poorer.pointsUsed, poorer.payFen]).toEqual([40, 599]);
  });

  it('refuses amounts that are not whole fen', () => {
    expect(() => settleCheckout(input({ lines: [line('a', 10.5)] }))).toThrow(RangeError);
    expect(() => settleCheckout(input({ lines: [line('a', 1), line('a', 2)] }))).toThrow(RangeError);
  });
});

// Any bill, any family: the parts of every line add up, nothing is negative, and the answer is
// never worse than each discount used alone.
const arbitraryInput = fc.record({
  lines: fc.uniqueArray(
    fc.record({
      lineId: fc.constantFrom('l1', 'l2', 'l3', 'l4'),
      serviceCode: fc.constantFrom('EXAM', 'LAB', 'DRUG'),
      category: fc.constantFrom('exam', 'lab', 'drug'),
      amountFen: fc.integer({ min: 0, max: 500_000 }),
      babyId: fc.constantFrom(1, 2),
    }),
    { selector: (l) => l.lineId, minLength: 1, maxLength: 4 },
  ),
  memberDiscounts: fc.uniqueArray(
    fc.record({
      category: fc.constantFrom('exam', 'lab', 'drug'),
      payPercent: fc.integer({ min: 50, max: 100 }),
      label: fc.constant('会员'),
    }),
    { selector: (d) => d.category, maxLength: 3 },
  ),
  coupons: fc.array(
    fc.record({
      kind: fc.constantFrom<'amount' | 'percent'>('amount', 'percent'),
      valueFen: fc.integer({ min: 0, max: 50_000 }),
      percentOff: fc.integer({ min: 1, max: 60 }),
      capFen: fc.option(fc.integer({ min: 1, max: 30_000 })),
      thresholdFen: fc.integer({ min: 0, max: 300_000 }),
      serviceCodes: fc.option(fc.subarray(['EXAM', 'LAB', 'DRUG'], { minLength: 1 })),
      stacksWithMemberDiscount: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
  cards: fc.array(
    fc.record({
      babyId: fc.constantFrom(1, 2),
      serviceCodes: fc.subarray(['EXAM', 'LAB', 'DRUG'], { minLength: 1 }),
      usesLeft: fc.integer({ min: 0, max: 2 }),
    }),
    { maxLength: 2 },
  ),
  points: fc.option(
    fc.record({
      balance: fc.integer({ min: 0, max: 100_000 }),
      fenPerPoint: fc.integer({ min: 1, max: 10 }),
      maxPayPercent: fc.integer({ min: 0, max: 100 }),
    }),
  ),
});

const unwrap = (g: {
  lines: BillLine[];
  memberDiscounts: CheckoutInput['memberDiscounts'];
  coupons: Omit<CouponOffer, 'couponId' | 'name' | 'validFrom' | 'validTo' | 'state'>[];
  cards: Omit<PackageCardOffer, 'cardId' | 'name' | 'expiresOn'>[];
  points: CheckoutInput['points'];
}): CheckoutInput => ({
  today: TODAY,
  lines: g.lines,
  memberDiscounts: g.memberDiscounts,
  coupons: g.coupons.map((c, i) => coupon(i + 1, c)),
  packageCards: g.cards.map((c, i) => card(i + 1, c)),
  points: g.points,
  wishes: { usePackageCards: true, usePoints: true, coupon: 'best' },
});

describe('settleCheckout on any bill', () => {
  it('adds up, is never negative and never worse than one discount alone', () => {
    fc.assert(
      fc.property(arbitraryInput, (g) => {
        const full = unwrap(g);
        const out = settleCheckout(full);
        for (const l of out.lines) {
          expect(l.packageFen + l.memberFen + l.couponFen + l.pointsFen + l.payFen).toBe(l.amountFen);
          for (const part of [l.packageFen, l.memberFen, l.couponFen, l.pointsFen, l.payFen])
            expect(part).toBeGreaterThanOrEqual(0);
        }
        expect(out.payFen).toBe(out.lines.reduce((a, l) => a + l.payFen, 0));
        expect(out.pointsUsed).toBeLessThanOrEqual(full.points?.balance ?? 0);
        const none = { usePackageCards: false, usePoints: false, coupon: null } as const;
        const alone: CheckoutInput[] = [
          { ...full, memberDiscounts: [], wishes: none },
          { ...full, wishes: none },
          { ...full, memberDiscounts: [], wishes: { ...none, usePackageCards: true } },
          { ...full, memberDiscounts: [], wishes: { ...none, usePoints: true } },
          ...full.coupons.map((c) => ({
            ...full,
            memberDiscounts: [],
            wishes: { ...none, coupon: c.couponId },
          })),
        ];
        for (const other of alone) expect(out.payFen).toBeLessThanOrEqual(settleCheckout(other).payFen);
      }),
      { numRuns: 400 },
    );
  });
});
