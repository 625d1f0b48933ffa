/**
 * The inputs and the answer of checkout (issue 15): what a family may use against a bill, and how
 * each fen of the price was settled. Amounts are whole fen; dates are clinic dates 'YYYY-MM-DD'.
 */

/** One billed item (检查费, 检验费, 药费 …) or one service bought (a consultation, a visit). */
export interface BillLine {
  lineId: string;
  /** The service or fee item code coupons, member discounts and package cards name. */
  serviceCode: string;
  /** The fee category (exam, lab, drug, treatment …) a member discount may be set on. */
  category: string;
  amountFen: number;
  /** The child the line is for: a package card serves only its own child. */
  babyId: number | null;
}

/** A member's discount on one category: `payPercent` 95 means the member pays 95 %. */
export interface MemberDiscount {
  category: string;
  payPercent: number;
  label: string;
}

export interface CouponOffer {
  couponId: number;
  name: string;
  /** amount: `valueFen` off; percent: `percentOff` % off, at most `capFen` when set. */
  kind: 'amount' | 'percent';
  valueFen: number;
  percentOff: number;
  capFen: number | null;
  /** The applicable part of the bill (after package cards and member discount) must reach this. */
  thresholdFen: number;
  /** Service codes the coupon applies to; null: every line. */
  serviceCodes: readonly string[] | null;
  /** False: cannot be combined with the member discount on the lines it applies to. */
  stacksWithMemberDiscount: boolean;
  validFrom: string;
  validTo: string;
  state: 'unused' | 'used' | 'expired';
}

export interface PackageCardOffer {
  cardId: number;
  name: string;
  babyId: number;
  serviceCodes: readonly string[];
  usesLeft: number;
  expiresOn: string;
}

export interface PointsOffer {
  balance: number;
  /** What one point is worth, in whole fen (e.g. 1: 100 points pay 1 yuan). */
  fenPerPoint: number;
  /** Points may pay at most this share (%) of what is left to pay after every other discount. */
  maxPayPercent: number;
}

/** What the parent asked for; the server decides the rest. */
export interface CheckoutWishes {
  usePackageCards: boolean;
  usePoints: boolean;
  /** 'best': the server picks; null: no coupon; a number: that coupon, if it is allowed. */
  coupon: 'best' | null | number;
}

export interface CheckoutInput {
  today: string;
  lines: readonly BillLine[];
  memberDiscounts: readonly MemberDiscount[];
  coupons: readonly CouponOffer[];
  packageCards: readonly PackageCardOffer[];
  points: PointsOffer | null;
  wishes: CheckoutWishes;
}

/** How one line's price was settled. The parts add up to `amountFen` exactly. */
export interface SettledLine {
  lineId: string;
  amountFen: number;
  packageCardId: number | null;
  packageFen: number;
  memberFen: number;
  couponFen: number;
  pointsFen: number;
  payFen: number;
}

/** The kinds of discount a checkout applies, in the order it applies them. */
export const ADJUSTMENT_KINDS = ['package', 'member', 'coupon', 'points'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** One discount with the one-line reason the checkout page shows. */
export interface Adjustment {
  kind: AdjustmentKind;
  amountFen: number;
  reason: string;
}

export interface CouponRefusal {
  couponId: number;
  /** Whether it could be used on this bill (a better plan, or the parent's own choice, left it out). */
  usable: boolean;
  reason: string;
}

export interface Checkout {
  totalFen: number;
  payFen: number;
  lines: SettledLine[];
  adjustments: Adjustment[];
  couponId: number | null;
  pointsUsed: number;
  /** Package card uses this checkout writes off: one per covered line. */
  packageUses: { cardId: number; lineId: string }[];
  /** Every coupon of the family that is not used here, with why. */
  couponsNotUsed: CouponRefusal[];
  /**
   * Why a member discount the family has does not show (the chosen coupon does not combine with it,
   * or the bill is cheaper without it); empty when it shows in full or the family has none.
   */
  memberDiscountNotes: string[];
}
