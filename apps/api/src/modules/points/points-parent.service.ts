import type { PointsEntryView } from '@sprout/contract';
import { clinicToday, pointsRuleLines, usablePoints } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { PointsEntryRow } from '../../db/schema-points.ts';
import { conflict } from '../../http/app-error.ts';
import { babiesWithRecords, memberCards } from '../members/member-cards.service.ts';
import { activateMembership, MEMBER_NOTICE_VERSION, membershipOf } from '../members/members.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { currentPointsRule } from './points-rules.service.ts';
import * as repo from './points.repository.ts';
import { ledgerOf, pointsBalanceOf } from './points.service.ts';

/** What a parent's member and points pages read. */

export const entryView = (r: PointsEntryRow): PointsEntryView => ({
  entryId: r.id,
  kind: r.kind,
  points: r.points,
  reason: r.reason,
  entryOn: r.entry_on,
  expiresOn: r.expires_on,
  createdAt: r.created_at,
});

/** openMemberPoints: whether member points are open for the account, its cards and balance. */
export const memberPointsStatus = async (ctx: AppContext, parent: ParentPrincipal) => {
  const { isMember, activatedAt, cardType } = await membershipOf(ctx.db, parent.userId);
  return {
    isMember,
    activatedAt,
    cardTypeName: cardType?.name ?? null,
    noticeVersion: MEMBER_NOTICE_VERSION,
    cardCount: (await memberCards(ctx, parent)).length,
    points: await pointsBalanceOf(ctx.db, parent.userId),
  };
};

/** 会员积分激活: the parent agreed to the notice version in force; a stale page must read it again. */
export const activateMemberPoints = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  noticeVersion: string,
) => {
  if (noticeVersion !== MEMBER_NOTICE_VERSION) throw conflict('开通会员须知已更新，请重新阅读');
  const babies = await babiesWithRecords(ctx.db, parent);
  await activateMembership(
    ctx.db,
    parent.userId,
    babies.map((b) => b.pid),
  );
  return memberPointsStatus(ctx, parent);
};

export const pointsRuleIntro = async (ctx: AppContext) => {
  const rule = await currentPointsRule(ctx.db);
  return { rule, lines: pointsRuleLines(rule) };
};

/** 积分明细: balance and usable points on top, then the entries newest first with their reasons. */
export const pointsDetails = async (ctx: AppContext, userId: number, pageNum: number, pageSize: number) => {
  const [page, balance, ledger] = await Promise.all([
    repo.pageEntries(ctx.db, userId, pageNum, pageSize),
    pointsBalanceOf(ctx.db, userId),
    ledgerOf(ctx.db, userId),
  ]);
  return {
    list: page.rows.map(entryView),
    total: page.total,
    pageNum,
    pageSize,
    balance,
    usable: usablePoints(ledger, clinicToday()),
  };
};

/** 转赠记录: the transfers out and in, newest first. */
export const transferHistory = async (ctx: AppContext, userId: number, pageNum: number, pageSize: number) => {
  const page = await repo.pageEntries(ctx.db, userId, pageNum, pageSize, ['transfer-out', 'transfer-in']);
  return { list: page.rows.map(entryView), total: page.total, pageNum, pageSize };
};
