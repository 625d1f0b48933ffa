import { describe, expect, it } from 'vitest';
import {
  addClinicDays,
  type CouponCampaignDraft,
  campaignProblems,
  couponStateOf,
  couponValidityOf,
  couponValidityText,
} from './coupon-campaign.ts';

const draft = (over: Partial<CouponCampaignDraft> = {}): CouponCampaignDraft => ({
  kind: 'amount',
  valueFen: 2000,
  percentOff: 0,
  capFen: null,
  thresholdFen: 10_000,
  validity: { validMode: 'days', validDays: 30 },
  claimFrom: '2026-12-01',
  claimTo: '2026-12-31',
  perPersonLimit: 1,
  totalQuantity: 100,
  ...over,
});

describe('coupon validity', () => {
  it('counts N days from the claim day, that day included, across month and year ends', () => {
    expect(couponValidityOf({ validMode: 'days', validDays: 1 }, '2026-12-31')).toEqual({
      validFrom: '2026-12-31',
      validTo: '2026-12-31',
    });
    expect(couponValidityOf({ validMode: 'days', validDays: 30 }, '2026-12-15')).toEqual({
      validFrom: '2026-12-15',
      validTo: '2027-01-13',
    });
    expect(addClinicDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('keeps fixed dates whatever the claim day', () => {
    const fixed = { validMode: 'fixed', validFrom: '2026-12-01', validTo: '2026-12-31' } as const;
    expect(couponValidityOf(fixed, '2026-12-20')).toEqual({ validFrom: '2026-12-01', validTo: '2026-12-31' });
    expect(couponValidityText(fixed)).toBe('2026-12-01至2026-12-31');
    expect(couponValidityText({ validMode: 'days', validDays: 7 })).toBe('领取后7天内有效');
  });
});

describe('coupon state', () => {
  it('is used while an order holds it, expired after its last day, else unused', () => {
    expect(couponStateOf(5, '2020-01-01', '2026-12-01')).toBe('used');
    expect(couponStateOf(null, '2026-11-30', '2026-12-01')).toBe('expired');
    expect(couponStateOf(null, '2026-12-01', '2026-12-01')).toBe('unused');
  });
});

describe('campaign checks', () => {
  it('accepts a sound campaign', () => {
    expect(campaignProblems(draft())).toEqual({});
    expect(campaignProblems(draft({ kind: 'percent', valueFen: 0, percentOff: 10, capFen: 1000 }))).toEqual(
      {},
    );
  });

  it('names each field that is wrong', () => {
    expect(campaignProblems(draft({ valueFen: 20_000 }))).toEqual({ valueFen: '减免金额不能超过使用门槛' });
    expect(campaignProblems(draft({ valueFen: 0 }))).toEqual({ valueFen: '请填写减免金额' });
    expect(campaignProblems(draft({ kind: 'percent', percentOff: 100 }))).toHaveProperty('percentOff');
    expect(campaignProblems(draft({ kind: 'percent', percentOff: 10, capFen: 0 }))).toHaveProperty('capFen');
    expect(campaignProblems(draft({ claimTo: '2026-11-30' }))).toHaveProperty('claimTo');
    expect(campaignProblems(draft({ perPersonLimit: 101 }))).toHaveProperty('perPersonLimit');
    expect(
      campaignProblems(
        draft({ validity: { validMode: 'fixed', validFrom: '2026-12-01', validTo: '2026-12-20' } }),
      ),
    ).toEqual({ validTo: '有效期不能早于领取结束日期' });
    expect(
      campaignProblems(
        draft({ validity: { validMode: 'fixed', validFrom: '2027-01-02', validTo: '2027-01-01' } }),
      ),
    ).toEqual({ validTo: '有效期结束日期不能早于开始日期' });
  });

  it('lets an amount coupon without threshold take off any amount', () => {
    expect(campaignProblems(draft({ thresholdFen: 0, valueFen: 500 }))).toEqual({});
  });
});
