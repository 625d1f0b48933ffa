import { api, type CouponTab, type ParsedBodyOf, type ParsedQueryOf } from '@sprout/contract';
import { claimBlocker, clinicToday, couponBlocker, couponValidityOf, settleCheckout } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { lockKey, nowIso } from '../../db/dialect.ts';
import type { CouponCampaignRow } from '../../db/schema-coupons.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { newCouponCode } from './coupon-codes.ts';
import { toCentreItem, toCouponOffer, toCouponView, validityOf } from './coupon-view.ts';
import * as repo from './coupons.repository.ts';

const NO_COUPON = '优惠券不存在';
const NO_CAMPAIGN = '优惠券活动不存在';

/** My coupons in one tab, one page, with the count of every tab. */
export const listCoupons = async (
  ctx: AppContext,
  p: ParentPrincipal,
  q: ParsedQueryOf<typeof api.coupons.couponList>,
  now = new Date(),
) => {
  const today = clinicToday(now);
  const [rows, counts] = await Promise.all([
    repo.pageOwnCoupons(ctx.db, p.userId, q.tab, today, q.current, q.size),
    repo.countOwnCoupons(ctx.db, p.userId, today),
  ]);
  const tab: CouponTab = q.tab;
  return {
    list: rows.map((r) => toCouponView(r, today)),
    total: counts[tab],
    current: q.current,
    size: q.size,
    counts,
  };
};

export const countCoupons = (ctx: AppContext, p: ParentPrincipal, now = new Date()) =>
  repo.countOwnCoupons(ctx.db, p.userId, clinicToday(now));

export const couponDetail = async (ctx: AppContext, p: ParentPrincipal, code: string, now = new Date()) => {
  const row = await repo.findOwnCouponByCode(ctx.db, p.userId, code);
  if (!row) throw notFound(NO_COUPON);
  return toCouponView(row, clinicToday(now));
};

/**
 * Whether one of my coupons could be used on these lines, and if not why: the coupon alone against
 * the lines, through the same rules checkout uses. Only a preview: checkout decides on the server's
 * own bill, with the member discount and the other coupons beside it.
 */
export const validateCoupon = async (
  ctx: AppContext,
  p: ParentPrincipal,
  body: ParsedBodyOf<typeof api.coupons.couponValidate>,
  now = new Date(),
) => {
  const row = await repo.findOwnCouponByCode(ctx.db, p.userId, body.couponCode);
  if (!row) throw notFound(NO_COUPON);
  const today = clinicToday(now);
  const offer = toCouponOffer(row, today);
  const blocker = couponBlocker(offer, today);
  if (blocker) return { couponCode: row.code, usable: false, discountFen: 0, reason: blocker };
  const settled = settleCheckout({
    today,
    lines: body.lines.map((l, i) => ({ lineId: String(i + 1), ...l, babyId: null })),
    memberDiscounts: [],
    coupons: [offer],
    packageCards: [],
    points: null,
    wishes: { usePackageCards: false, usePoints: false, coupon: offer.couponId },
  });
  const used = settled.couponId === offer.couponId;
  return {
    couponCode: row.code,
    usable: used,
    discountFen: used ? settled.totalFen - settled.payFen : 0,
    reason: used ? null : (settled.couponsNotUsed[0]?.reason ?? '不可使用'),
  };
};

const limitsOf = (c: CouponCampaignRow) => ({
  state: c.state,
  claimFrom: c.claim_from,
  claimTo: c.claim_to,
  totalQuantity: c.total_quantity,
  perPersonLimit: c.per_person_limit,
});

/** The claim centre: live campaigns still open for claiming, each with why I cannot claim it (or null). */
export const couponCentre = async (ctx: AppContext, p: ParentPrincipal, now = new Date()) => {
  const today = clinicToday(now);
  const campaigns = await repo.claimableCampaigns(ctx.db, today);
  const mine = await repo.claimsByParent(
    ctx.db,
    p.userId,
    campaigns.map((c) => c.id),
  );
  return {
    list: campaigns.map((c) => {
      const claimed = mine.get(c.id) ?? 0;
      const counts = { claimedTotal: c.issued_count, claimedByParent: claimed };
      return toCentreItem(c, claimed, claimBlocker(limitsOf(c), counts, today));
    }),
  };
};

/**
 * Issues one coupon of a campaign to a parent, in the caller's transaction: takes it from the
 * campaign's stock with a conditional update (of 20 claims of the last coupon, one wins: R8) and
 * dates it from `today`. `claimSeq` numbers a claim among the parent's (a unique index holds the
 * per-person limit); a grant has none.
 */
export const issueCoupon = async (
  trx: Db,
  campaign: CouponCampaignRow,
  userId: number,
  how: { source: 'claim'; claimSeq: number } | { source: 'grant'; staffId: number; reason: string },
  today: string,
) => {
  if (!(await repo.takeFromStock(trx, campaign.id))) throw conflict('优惠券已领完');
  const { validFrom, validTo } = couponValidityOf(validityOf(campaign), today);
  const { id } = await repo.insertCoupon(trx, {
    code: newCouponCode(),
    campaign_id: campaign.id,
    user_id: userId,
    source: how.source,
    claim_seq: how.source === 'claim' ? how.claimSeq : null,
    granted_by: how.source === 'grant' ? how.staffId : null,
    grant_reason: how.source === 'grant' ? how.reason : null,
    valid_from: validFrom,
    valid_to: validTo,
    used_order_id: null,
    used_at: null,
    returned_at: null,
    claimed_at: nowIso(),
  });
  const row = await repo.findOwnCoupon(trx, userId, id);
  if (!row) throw new Error(`coupon ${id} vanished in its own transaction`);
  return row;
};

/**
 * A parent claims a coupon (R16: a replay with the same request key answers the same coupon). The
 * parent's claims of one campaign are serialised by an advisory lock on PostgreSQL (SQLite has one
 * writer), so the per-person count read inside is exact; the unique claim number is the guarantee.
 */
export const claimCoupon = (
  ctx: AppContext,
  p: ParentPrincipal,
  body: ParsedBodyOf<typeof api.coupons.couponClaim>,
  now = new Date(),
) => {
  const { requestKey, ...details } = body;
  const request = { caller: `parent:${p.userId}`, scope: 'coupons.claim', key: requestKey, body: details };
  return oncePerKey(ctx.db, request, api.coupons.couponClaim.response, async (trx) => {
    const today = clinicToday(now);
    const id = body.distributionCouponsId;
    await lockKey(trx, `coupons:claim:${id}:${p.userId}`);
    const campaign = await repo.findCampaign(trx, id);
    if (!campaign || campaign.state === 'draft') throw notFound(NO_CAMPAIGN);
    const mine = (await repo.claimsByParent(trx, p.userId, [id])).get(id) ?? 0;
    const blocker = claimBlocker(
      limitsOf(campaign),
      { claimedTotal: campaign.issued_count, claimedByParent: mine },
      today,
    );
    if (blocker) throw conflict(blocker);
    const row = await issueCoupon(trx, campaign, p.userId, { source: 'claim', claimSeq: mine + 1 }, today);
    return toCouponView(row, today);
  });
};

/**
 * The parent's coupons among `couponIds`, as the pages show them: for a checkout page that names the
 * coupon checkout chose and each one in `couponsNotUsed` with its reason. Ids of other families are
 * left out.
 */
export const ownCouponViews = async (
  db: Db,
  userId: number,
  couponIds: readonly number[],
  now = new Date(),
) => {
  const today = clinicToday(now);
  const rows = await repo.findOwnCouponsByIds(db, userId, [...new Set(couponIds)]);
  return new Map(rows.map((r) => [r.id, toCouponView(r, today)]));
};

/** An account merged into another hands its coupons over, in the merge's transaction. */
export const moveCouponsToAccount = async (trx: Db, fromUserId: number, intoUserId: number) => {
  await repo.moveCoupons(trx, fromUserId, intoUserId);
};
