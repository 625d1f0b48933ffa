/**
 * Coupon campaigns (issue 15): when a claimed coupon is valid, what state a coupon is in, and the
 * checks a campaign must pass before it is saved. Pure; the server stores, locks and counts.
 */

export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABEL: Record<CouponState, string> = {
  unused: '未使用',
  used: '已使用',
  expired: '已过期',
};

/** A campaign is edited while draft, put live (parents claim, staff grant), then stopped for good. */
export const CAMPAIGN_STATES = ['draft', 'live', 'stopped'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  draft: '草稿',
  live: '进行中',
  stopped: '已停止',
};

/** Fixed dates, or a number of days counted from the day the coupon is claimed (that day included). */
export type CouponValidity =
  | { validMode: 'fixed'; validFrom: string; validTo: string }
  | { validMode: 'days'; validDays: number };

/** The clinic date `days` after `date` (YYYY-MM-DD; negative goes back). */
export const addClinicDays = (date: string, days: number): string => {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
};

/** The first and last day a coupon claimed on `claimedOn` may be used. */
export const couponValidityOf = (v: CouponValidity, claimedOn: string) =>
  v.validMode === 'fixed'
    ? { validFrom: v.validFrom, validTo: v.validTo }
    : { validFrom: claimedOn, validTo: addClinicDays(claimedOn, v.validDays - 1) };

/**
 * A coupon's state, derived (never stored): used while an order holds it, otherwise expired after
 * its last day. A refunded order's coupon comes back and reads as unused or, past its dates, expired.
 */
export const couponStateOf = (usedOrderId: number | null, validTo: string, today: string): CouponState => {
  if (usedOrderId !== null) return 'used';
  return validTo < today ? 'expired' : 'unused';
};

/** The validity in plain words: 2026-12-01至2026-12-31, or 领取后30天内有效. */
export const couponValidityText = (v: CouponValidity) =>
  v.validMode === 'fixed' ? `${v.validFrom}至${v.validTo}` : `领取后${v.validDays}天内有效`;

export interface CouponCampaignDraft {
  kind: 'amount' | 'percent';
  valueFen: number;
  percentOff: number;
  capFen: number | null;
  thresholdFen: number;
  validity: CouponValidity;
  claimFrom: string;
  claimTo: string;
  perPersonLimit: number;
  totalQuantity: number;
}

/**
 * What is wrong with a campaign as a whole (field → message), beyond each field's own bounds: an
 * amount coupon that takes off more than its threshold asks for nothing, a percentage needs a percent,
 * dates must run forwards, and a coupon with fixed dates must still be usable when the claim window closes.
 */
export const campaignProblems = (c: CouponCampaignDraft): Record<string, string> => {
  const out: Record<string, string> = {};
  if (c.kind === 'amount') {
    if (c.valueFen <= 0) out.valueFen = '请填写减免金额';
    else if (c.thresholdFen > 0 && c.valueFen > c.thresholdFen) out.valueFen = '减免金额不能超过使用门槛';
  } else {
    if (c.percentOff < 1 || c.percentOff > 99) out.percentOff = '折扣应在1%到99%之间';
    if (c.capFen !== null && c.capFen <= 0) out.capFen = '最高减免金额应大于0';
  }
  if (c.claimTo < c.claimFrom) out.claimTo = '领取结束日期不能早于开始日期';
  if (c.validity.validMode === 'fixed') {
    if (c.validity.validTo < c.validity.validFrom) out.validTo = '有效期结束日期不能早于开始日期';
    else if (c.validity.validTo < c.claimTo) out.validTo = '有效期不能早于领取结束日期';
  }
  if (c.perPersonLimit > c.totalQuantity) out.perPersonLimit = '每人限领不能超过发放总量';
  return out;
};
