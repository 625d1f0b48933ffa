import { api, type ParsedBodyOf, type ParsedQueryOf } from '@sprout/contract';
import { CAMPAIGN_STATE_LABELS, type CouponValidity, campaignProblems, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { CouponCampaignRow, NewCouponCampaign } from '../../db/schema-coupons.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { activeParentIdByPhone } from '../accounts/parent-lookup.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { toCampaignRow } from './coupon-view.ts';
import * as repo from './coupons.repository.ts';
import { issueCoupon } from './coupons.service.ts';

type SaveBody = ParsedBodyOf<typeof api.couponsConsole.campaignSave>;

const NO_CAMPAIGN = '优惠券活动不存在';

const audit = (
  db: Db,
  p: StaffPrincipal,
  action: string,
  campaignId: number,
  detail: Record<string, unknown>,
) =>
  writeAudit(db, {
    actorType: 'staff',
    actorId: p.staffId,
    action: `coupons.${action}`,
    subjectType: 'coupon_campaign',
    subjectId: String(campaignId),
    detail,
  });

const withUsed = async (db: Db, c: CouponCampaignRow) =>
  toCampaignRow(c, (await repo.usedCounts(db, [c.id])).get(c.id) ?? 0);

export const listCampaigns = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.couponsConsole.campaignList>,
) => {
  const { rows, total } = await repo.pageCampaigns(ctx.db, q.state, q.pageNum, q.pageSize);
  const used = await repo.usedCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toCampaignRow(r, used.get(r.id) ?? 0)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

/** The body's validity, or the fields it is missing. */
const validityFrom = (b: SaveBody): CouponValidity => {
  if (b.validMode === 'days') {
    if (b.validDays === null) throw invalidInput({ validDays: '请填写有效天数' });
    return { validMode: 'days', validDays: b.validDays };
  }
  if (b.validFrom === null || b.validTo === null)
    throw invalidInput({
      ...(b.validFrom === null ? { validFrom: '请选择有效期开始日期' } : {}),
      validTo: '请选择有效期结束日期',
    });
  return { validMode: 'fixed', validFrom: b.validFrom, validTo: b.validTo };
};

/** The columns of a campaign from a checked body (a percentage keeps no amount, an amount no percent). */
const columnsOf = (b: SaveBody) => {
  const validity = validityFrom(b);
  const problems = campaignProblems({ ...b, validity });
  if (Object.keys(problems).length > 0) throw invalidInput(problems);
  const percent = b.kind === 'percent';
  return {
    name: b.name,
    kind: b.kind,
    value_fen: percent ? 0 : b.valueFen,
    percent_off: percent ? b.percentOff : 0,
    cap_fen: percent ? b.capFen : null,
    threshold_fen: b.thresholdFen,
    service_codes: b.serviceCodes === null ? null : JSON.stringify([...new Set(b.serviceCodes)]),
    scope_text: b.scopeText,
    stacks_with_member: b.stacksWithMemberDiscount ? 1 : 0,
    valid_mode: validity.validMode,
    valid_from: validity.validMode === 'fixed' ? validity.validFrom : null,
    valid_to: validity.validMode === 'fixed' ? validity.validTo : null,
    valid_days: validity.validMode === 'days' ? validity.validDays : null,
    claim_from: b.claimFrom,
    claim_to: b.claimTo,
    per_person_limit: b.perPersonLimit,
    total_quantity: b.totalQuantity,
  } satisfies Partial<NewCouponCampaign>;
};

/** A new draft campaign, or changes to a draft; a live or stopped campaign is not edited (its coupons are out). */
export const saveCampaign = async (ctx: AppContext, p: StaffPrincipal, body: SaveBody) => {
  const columns = columnsOf(body);
  return inTransaction(ctx.db, async (trx) => {
    if (body.campaignId === undefined) {
      const now = nowIso();
      const row = await repo.insertCampaign(trx, {
        ...columns,
        state: 'draft',
        created_by: p.staffId,
        created_at: now,
        updated_at: now,
      });
      await audit(trx, p, 'campaign.create', row.id, { ...body });
      return withUsed(trx, row);
    }
    const before = await repo.findCampaign(trx, body.campaignId);
    if (!before) throw notFound(NO_CAMPAIGN);
    const row = await repo.updateDraftCampaign(trx, body.campaignId, columns);
    if (!row) throw conflict(`活动${CAMPAIGN_STATE_LABELS[before.state]}，不能再修改`);
    await audit(trx, p, 'campaign.update', row.id, { ...body });
    return withUsed(trx, row);
  });
};

/** Draft → live, or live → stopped (coupons already claimed stay usable). */
export const moveCampaignState = async (
  ctx: AppContext,
  p: StaffPrincipal,
  body: ParsedBodyOf<typeof api.couponsConsole.campaignState>,
) =>
  inTransaction(ctx.db, async (trx) => {
    const before = await repo.findCampaign(trx, body.campaignId);
    if (!before) throw notFound(NO_CAMPAIGN);
    const row =
      body.action === 'goLive'
        ? await repo.moveCampaign(trx, before.id, 'draft', 'live')
        : await repo.moveCampaign(trx, before.id, 'live', 'stopped');
    if (!row)
      throw conflict(
        `活动${CAMPAIGN_STATE_LABELS[before.state]}，不能${body.action === 'goLive' ? '上线' : '停止'}`,
      );
    await audit(trx, p, `campaign.${body.action}`, row.id, {
      reason: body.reason ?? null,
      from: before.state,
    });
    return withUsed(trx, row);
  });

/**
 * A manager grants one coupon of a live campaign to the parent with this phone, with a reason (audited;
 * R16 per request key). It takes from the campaign's stock but not from the parent's claim limit.
 */
export const grantCoupon = (
  ctx: AppContext,
  p: StaffPrincipal,
  body: ParsedBodyOf<typeof api.couponsConsole.grant>,
  now = new Date(),
) => {
  const { requestKey, ...details } = body;
  const request = { caller: `staff:${p.staffId}`, scope: 'coupons.grant', key: requestKey, body: details };
  return oncePerKey(ctx.db, request, api.couponsConsole.grant.response, async (trx) => {
    const today = clinicToday(now);
    const userId = await activeParentIdByPhone(trx, body.mobile);
    if (userId === null) throw notFound('该手机号没有家长账户');
    const campaign = await repo.findCampaign(trx, body.campaignId);
    if (!campaign) throw notFound(NO_CAMPAIGN);
    if (campaign.state !== 'live') throw conflict(`活动${CAMPAIGN_STATE_LABELS[campaign.state]}，不能发放`);
    const coupon = await issueCoupon(
      trx,
      campaign,
      userId,
      { source: 'grant', staffId: p.staffId, reason: body.reason },
      today,
    );
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: 'coupons.grant',
      subjectType: 'coupon',
      subjectId: String(coupon.id),
      detail: { campaignId: campaign.id, userId, reason: body.reason },
    });
    const after = (await repo.findCampaign(trx, campaign.id)) ?? campaign;
    return { couponCode: coupon.code, userId, campaign: await withUsed(trx, after) };
  });
};
