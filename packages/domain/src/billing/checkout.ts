import type {
  BillLine,
  Checkout,
  CheckoutInput,
  CouponOffer,
  CouponRefusal,
  PackageCardOffer,
  SettledLine,
} from './checkout-types.ts';
import { checkoutAdjustments } from './checkout-reasons.ts';
import { couponBlocker, couponDiscountFen, inCouponScope } from './coupon-rules.ts';
import { splitByWeight } from './split.ts';

/**
 * Checkout (issue 15): the best allowed combination of package cards, member discount, one coupon
 * and points for a bill, every discount with its reason, and why each other coupon is not used.
 *
 * The order of stacking is fixed and shown to the parent: a package card covers a whole line, then
 * the member discount lowers what is left of each line, then one coupon applies to the lines in its
 * scope, then points pay part of the rest. What is searched is which of them to use: every coupon
 * (or none), with and without the member discount, with and without the package cards. A discount
 * that blocks a better one (a member discount that drops the bill under a coupon's threshold, a card
 * that does the same) is then left out, so the answer is never worse for the parent than any of them
 * applied alone or in sequence. When two plans cost the same, the one that spends less is kept: no
 * card use, then no coupon, then fewer points.
 */
export const settleCheckout = (input: CheckoutInput): Checkout => {
  assertInput(input);
  const plans = candidatePlans(input).map((plan) => settlePlan(input, plan));
  const best = plans.reduce((a, b) => (cheaper(b, a) ? b : a));
  return {
    ...best,
    couponsNotUsed: couponRefusals(input, best, plans),
    adjustments: checkoutAdjustments(input, best),
    memberDiscountNotes: memberDiscountNotes(input, best),
  };
};

interface Plan {
  packageCards: boolean;
  memberDiscount: boolean;
  coupon: CouponOffer | null;
}

type Settled = Omit<Checkout, 'couponsNotUsed' | 'adjustments' | 'memberDiscountNotes'> & { plan: Plan };

const candidatePlans = (input: CheckoutInput): Plan[] => {
  const { wishes } = input;
  const coupons: (CouponOffer | null)[] = [null];
  if (wishes.coupon !== null) {
    for (const c of input.coupons) {
      if (wishes.coupon !== 'best' && c.couponId !== wishes.coupon) continue;
      if (couponBlocker(c, input.today) === null) coupons.push(c);
    }
  }
  const cardChoices = wishes.usePackageCards && input.packageCards.length > 0 ? [false, true] : [false];
  const memberChoices = input.memberDiscounts.length > 0 ? [false, true] : [false];
  return cardChoices.flatMap((packageCards) =>
    memberChoices.flatMap((memberDiscount) =>
      coupons.map((coupon) => ({ packageCards, memberDiscount, coupon })),
    ),
  );
};

const settlePlan = (input: CheckoutInput, plan: Plan): Settled => {
  const uses = plan.packageCards ? packageUses(input.lines, input.packageCards, input.today) : new Map();
  const lines: SettledLine[] = input.lines.map((line) => {
    const card = uses.get(line.lineId);
    const packageFen = card === undefined ? 0 : line.amountFen;
    const afterCard = line.amountFen - packageFen;
    const memberFen = memberDiscountFen(input, plan, line, afterCard);
    return {
      lineId: line.lineId,
      amountFen: line.amountFen,
      packageCardId: card ?? null,
      packageFen,
      memberFen,
      couponFen: 0,
      pointsFen: 0,
      payFen: afterCard - memberFen,
    };
  });
  const couponId = applyCoupon(input, plan.coupon, lines);
  const pointsUsed = applyPoints(input, lines);
  const cardUses = lines.flatMap((l) =>
    l.packageCardId === null ? [] : [{ cardId: l.packageCardId, lineId: l.lineId }],
  );
  return {
    plan: { ...plan, coupon: couponId === null ? null : plan.coupon },
    totalFen: sum(lines.map((l) => l.amountFen)),
    payFen: sum(lines.map((l) => l.payFen)),
    lines,
    couponId,
    pointsUsed,
    packageUses: cardUses,
  };
};

const memberDiscountFen = (input: CheckoutInput, plan: Plan, line: BillLine, afterCard: number) => {
  if (!plan.memberDiscount || afterCard === 0) return 0;
  // A coupon that does not stack with the member discount takes its lines out of the discount.
  if (plan.coupon && !plan.coupon.stacksWithMemberDiscount && inCouponScope(plan.coupon, line)) return 0;
  const discount = input.memberDiscounts.find((d) => d.category === line.category);
  if (!discount) return 0;
  // The member pays payPercent % rounded half up to the fen; the discount is the rest.
  return afterCard - Math.floor((afterCard * discount.payPercent + 50) / 100);
};

/** Applies the plan's coupon to the settled lines; the coupon's id, or null when it cannot apply. */
const applyCoupon = (input: CheckoutInput, coupon: CouponOffer | null, lines: SettledLine[]) => {
  if (!coupon) return null;
  const scope = lines.filter((l) => inCouponScope(coupon, lineOf(input, l.lineId)) && l.payFen > 0);
  const base = sum(scope.map((l) => l.payFen));
  if (scope.length === 0 || base < coupon.thresholdFen) return null;
  const off = couponDiscountFen(coupon, base);
  if (off === 0) return null;
  const shares = splitByWeight(
    off,
    scope.map((l) => l.payFen),
  );
  scope.forEach((l, i) => {
    l.couponFen = shares[i] ?? 0;
    l.payFen -= l.couponFen;
  });
  return coupon.couponId;
};

/** Points pay at most maxPayPercent % of what is left, in whole points; returns the points used. */
const applyPoints = (input: CheckoutInput, lines: SettledLine[]) => {
  const points = input.points;
  if (!input.wishes.usePoints || !points) return 0;
  const rest = sum(lines.map((l) => l.payFen));
  const allowedFen = Math.floor((rest * points.maxPayPercent) / 100);
  const used = Math.min(points.balance, Math.floor(allowedFen / points.fenPerPoint));
  if (used <= 0) return 0;
  const shares = splitByWeight(
    used * points.fenPerPoint,
    lines.map((l) => l.payFen),
  );
  lines.forEach((l, i) => {
    l.pointsFen = shares[i] ?? 0;
    l.payFen -= l.pointsFen;
  });
  return used;
};

/**
 * Which card covers which line: a live card of the line's child that names its service, the one
 * that expires first (then the lower id), one use per line while uses are left.
 */
export const packageUses = (
  lines: readonly BillLine[],
  cards: readonly PackageCardOffer[],
  today: string,
) => {
  const left = new Map(cards.map((c) => [c.cardId, c.usesLeft]));
  const ordered = [...cards].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.cardId - b.cardId);
  const uses = new Map<string, number>();
  for (const line of lines) {
    const card = ordered.find(
      (c) =>
        c.babyId === line.babyId &&
        c.expiresOn >= today &&
        c.serviceCodes.includes(line.serviceCode) &&
        (left.get(c.cardId) ?? 0) > 0 &&
        line.amountFen > 0,
    );
    if (!card) continue;
    uses.set(line.lineId, card.cardId);
    left.set(card.cardId, (left.get(card.cardId) ?? 0) - 1);
  }
  return uses;
};

/** Less to pay wins; at the same price the plan that spends less (no card, no coupon, fewer points). */
const cheaper = (a: Settled, b: Settled) => {
  if (a.payFen !== b.payFen) return a.payFen < b.payFen;
  if (a.packageUses.length !== b.packageUses.length) return a.packageUses.length < b.packageUses.length;
  if ((a.couponId === null) !== (b.couponId === null)) return a.couponId === null;
  return a.pointsUsed < b.pointsUsed;
};

const couponRefusals = (input: CheckoutInput, best: Settled, plans: Settled[]): CouponRefusal[] =>
  input.coupons
    .filter((c) => c.couponId !== best.couponId)
    .map((c) => ({ couponId: c.couponId, ...refusal(input, c, best, plans) }));

/**
 * Why a coupon is not used, and whether it could be: a coupon the parent may still pick (one a better
 * plan or the parent's own choice left out) reads differently on the page from one that cannot apply.
 */
const refusal = (input: CheckoutInput, c: CouponOffer, best: Settled, plans: Settled[]) => {
  const unusable = (reason: string) => ({ usable: false, reason });
  const usable = (reason: string) => ({ usable: true, reason });
  const blocker = couponBlocker(c, input.today);
  if (blocker) return unusable(blocker);
  if (!input.lines.some((l) => inCouponScope(c, l))) return unusable('不适用于本单项目');
  if (!appliesAlone(input, c)) return unusable(`未满${yuan(c.thresholdFen)}元，不可使用`);
  if (input.wishes.coupon === null) return usable('本次未选择使用优惠券');
  if (typeof input.wishes.coupon === 'number' && input.wishes.coupon !== c.couponId)
    return usable('本次选择了其他优惠券');
  const own = plans.filter((p) => p.plan.coupon?.couponId === c.couponId);
  if (own.length === 0) return unusable(`未满${yuan(c.thresholdFen)}元，不可使用`);
  if (best.couponId !== null) return usable('每单限用一张，已为您选用更优惠的券');
  if (!c.stacksWithMemberDiscount && best.plan.memberDiscount)
    return usable('不与会员折扣同享，使用会员折扣更优惠');
  return usable('使用后不如当前方案优惠');
};

/** Whether the coupon takes anything off this bill on its own (no card, no member discount). */
const appliesAlone = (input: CheckoutInput, c: CouponOffer) =>
  settlePlan(
    { ...input, wishes: { ...input.wishes, usePoints: false } },
    { packageCards: false, memberDiscount: false, coupon: c },
  ).couponId !== null;

/**
 * The member discount the family has but this checkout does not give in full, with why: the chosen
 * coupon does not combine with it on the lines it covers, or the bill is cheaper without it.
 */
const memberDiscountNotes = (input: CheckoutInput, best: Settled): string[] => {
  const coupon = input.coupons.find((c) => c.couponId === best.couponId);
  if (!best.plan.memberDiscount) {
    const withDiscount = settlePlan(
      { ...input, wishes: { ...input.wishes, usePoints: false } },
      { ...best.plan, memberDiscount: true, coupon: null },
    );
    if (withDiscount.lines.every((l) => l.memberFen === 0)) return [];
    if (!coupon) return ['本单不使用会员折扣更优惠'];
    return coupon.stacksWithMemberDiscount
      ? [`使用会员折扣后不满优惠券「${coupon.name}」的使用门槛，本单使用优惠券更优惠`]
      : [`优惠券「${coupon.name}」不与会员折扣同享，本单使用优惠券更优惠`];
  }
  if (!coupon || coupon.stacksWithMemberDiscount) return [];
  const lost = best.lines.some((l) => {
    const line = lineOf(input, l.lineId);
    return (
      l.memberFen === 0 &&
      l.amountFen > l.packageFen &&
      inCouponScope(coupon, line) &&
      input.memberDiscounts.some((d) => d.category === line.category)
    );
  });
  return lost ? [`优惠券「${coupon.name}」不与会员折扣同享，券适用的项目不再享受会员折扣`] : [];
};

const lineOf = (input: CheckoutInput, lineId: string) => {
  const line = input.lines.find((l) => l.lineId === lineId);
  if (!line) throw new Error(`unknown line ${lineId}`);
  return line;
};

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** Inputs that break these rules are programming errors, not a parent's mistake: they throw. */
const assertInput = (input: CheckoutInput) => {
  const fen = (n: number, what: string) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be whole fen, got ${n}`);
  };
  const ids = new Set<string>();
  for (const l of input.lines) {
    fen(l.amountFen, `line ${l.lineId}`);
    if (ids.has(l.lineId)) throw new RangeError(`line ${l.lineId} appears twice`);
    ids.add(l.lineId);
  }
  for (const d of input.memberDiscounts) {
    if (!Number.isInteger(d.payPercent) || d.payPercent < 0 || d.payPercent > 100)
      throw new RangeError(`member discount ${d.category} must pay 0-100 %`);
  }
  for (const c of input.coupons) {
    fen(c.valueFen, `coupon ${c.couponId}`);
    fen(c.thresholdFen, `coupon ${c.couponId} threshold`);
    if (c.kind === 'percent' && (!Number.isInteger(c.percentOff) || c.percentOff <= 0 || c.percentOff > 100))
      throw new RangeError(`coupon ${c.couponId} percent must be 1-100`);
  }
  const p = input.points;
  if (
    p &&
    (!Number.isSafeInteger(p.balance) ||
      p.balance < 0 ||
      !Number.isSafeInteger(p.fenPerPoint) ||
      p.fenPerPoint < 1)
  )
    throw new RangeError('points balance and value must be whole and positive');
  if (p && (!Number.isInteger(p.maxPayPercent) || p.maxPayPercent < 0 || p.maxPayPercent > 100))
    throw new RangeError('points share must be 0-100 %');
};
