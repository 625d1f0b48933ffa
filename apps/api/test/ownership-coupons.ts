import { key, liveCampaign } from './coupons-support.ts';
import type { TestApp } from './harness.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the coupon calls, for ownership.int.test.ts: a coupon A claimed through the API. A
 * coupon is addressed by its code; another family's code must read as absent (4004).
 */
export interface CouponIds {
  couponCode: string;
}

export type CouponRow = OwnershipRow<CouponIds>;

const W = '/opordering/wechatapp';

export const prepareCouponIds = async (t: TestApp, parentA: { token: string }): Promise<CouponIds> => {
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const campaign = await liveCampaign(t, manager, { name: 'A的券' });
  const res = await t.call<{ couponCode: string }>('POST', `${W}/couponClaim`, {
    token: parentA.token,
    body: { distributionCouponsId: campaign.campaignId, requestKey: key() },
  });
  if (!res.body.success) throw new Error(`couponClaim: ${res.raw}`);
  return { couponCode: res.body.data.couponCode };
};

export const couponRows: CouponRow[] = [
  { key: `GET ${W}/couponDetail`, input: (a) => ({ query: { couponCode: a.couponCode } }) },
  {
    key: `POST ${W}/couponValidate`,
    input: (a) => ({
      body: {
        couponCode: a.couponCode,
        lines: [{ serviceCode: 'EXAM', category: 'exam', amountFen: 12_000 }],
      },
    }),
  },
];

/** Every coupon row, for the before/after comparison. */
export const couponState = (t: TestApp) =>
  t.ctx.db.kysely.selectFrom('coupons').selectAll().orderBy('id').execute();
