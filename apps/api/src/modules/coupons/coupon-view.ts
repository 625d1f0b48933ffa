import type { CampaignRow, CouponCentreItem, CouponView } from '@sprout/contract';
import {
  COUPON_STATE_LABEL,
  type CouponOffer,
  type CouponValidity,
  couponRuleText,
  couponStateOf,
  couponValidityText,
} from '@sprout/domain';
import { z } from 'zod';
import type { CouponCampaignRow } from '../../db/schema-coupons.ts';
import type { OwnedCouponRow } from './coupons.repository.ts';

/** How the stored rows read to the parent's pages, the console and checkout. */

const codes = z.array(z.string()).nullable();
export const serviceCodesOf = (text: string | null): string[] | null =>
  text === null ? null : codes.parse(JSON.parse(text));

export const stackTextOf = (stacks: boolean) => (stacks ? '可与会员折扣同享' : '不与会员折扣同享');

type Rules = Pick<
  OwnedCouponRow,
  | 'name'
  | 'kind'
  | 'value_fen'
  | 'percent_off'
  | 'cap_fen'
  | 'threshold_fen'
  | 'service_codes'
  | 'stacks_with_member'
>;

/** The rule part of checkout's CouponOffer, for the plain-words text and the checks. */
const ruleOf = (r: Rules) => ({
  name: r.name,
  kind: r.kind,
  valueFen: r.value_fen,
  percentOff: r.percent_off,
  capFen: r.cap_fen,
  thresholdFen: r.threshold_fen,
  serviceCodes: serviceCodesOf(r.service_codes),
  stacksWithMemberDiscount: r.stacks_with_member === 1,
});

export const toCouponOffer = (row: OwnedCouponRow, today: string): CouponOffer => ({
  couponId: row.id,
  ...ruleOf(row),
  validFrom: row.valid_from,
  validTo: row.valid_to,
  state: couponStateOf(row.used_order_id, row.valid_to, today),
});

export const toCouponView = (row: OwnedCouponRow, today: string): CouponView => {
  const offer = toCouponOffer(row, today);
  return {
    couponCode: row.code,
    distributionCouponsId: row.campaign_id,
    name: row.name,
    type: row.kind,
    typeDesc: row.kind === 'amount' ? '满减券' : '折扣券',
    amount: row.kind === 'amount' ? row.value_fen : 0,
    percentOff: row.kind === 'percent' ? row.percent_off : 0,
    capFen: row.cap_fen,
    thresholdFen: row.threshold_fen,
    couponRuleText: couponRuleText(offer),
    scopeText: row.scope_text,
    serviceCodes: offer.serviceCodes === null ? null : [...offer.serviceCodes],
    stacksWithMemberDiscount: offer.stacksWithMemberDiscount,
    stackText: stackTextOf(offer.stacksWithMemberDiscount),
    validFrom: row.valid_from,
    expirationDate: row.valid_to,
    state: offer.state,
    stateText: COUPON_STATE_LABEL[offer.state],
    source: row.source,
    claimedAt: row.claimed_at,
    usedAt: row.used_at,
  };
};

export const validityOf = (c: CouponCampaignRow): CouponValidity =>
  c.valid_mode === 'fixed'
    ? { validMode: 'fixed', validFrom: c.valid_from ?? '', validTo: c.valid_to ?? '' }
    : { validMode: 'days', validDays: c.valid_days ?? 1 };

/** A campaign's rule in plain words, as its coupons will read. */
export const campaignRuleText = (c: CouponCampaignRow) =>
  couponRuleText({ couponId: 0, ...ruleOf(c), validFrom: '', validTo: '', state: 'unused' });

export const toCampaignRow = (c: CouponCampaignRow, usedCount: number): CampaignRow => ({
  campaignId: c.id,
  name: c.name,
  kind: c.kind,
  valueFen: c.value_fen,
  percentOff: c.percent_off,
  capFen: c.cap_fen,
  thresholdFen: c.threshold_fen,
  serviceCodes: serviceCodesOf(c.service_codes),
  scopeText: c.scope_text,
  stacksWithMemberDiscount: c.stacks_with_member === 1,
  validMode: c.valid_mode,
  validFrom: c.valid_from,
  validTo: c.valid_to,
  validDays: c.valid_days,
  claimFrom: c.claim_from,
  claimTo: c.claim_to,
  perPersonLimit: c.per_person_limit,
  totalQuantity: c.total_quantity,
  state: c.state,
  couponRuleText: campaignRuleText(c),
  validityText: couponValidityText(validityOf(c)),
  claimedCount: c.issued_count,
  usedCount,
  updatedAt: c.updated_at,
});

export const toCentreItem = (
  c: CouponCampaignRow,
  claimedByMe: number,
  claimBlocker: string | null,
): CouponCentreItem => ({
  distributionCouponsId: c.id,
  name: c.name,
  couponRuleText: campaignRuleText(c),
  scopeText: c.scope_text,
  stackText: stackTextOf(c.stacks_with_member === 1),
  validityText: couponValidityText(validityOf(c)),
  claimTo: c.claim_to,
  remaining: c.total_quantity - c.issued_count,
  perPersonLimit: c.per_person_limit,
  claimedByMe,
  claimBlocker,
});
