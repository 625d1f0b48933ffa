import type { api, ParsedBodyOf } from '@sprout/contract';
import { clinicToday, usablePoints } from '@sprout/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import { parentByPhone, parentContact } from '../accounts/parent-contact.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { liveBabiesLinkedTo } from '../babies/staff-lookup.service.ts';
import {
  issuedCards,
  memberByCardNumber,
  membershipOf,
  requireActivatedMember,
} from '../members/members.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { givePoints } from './points-earning.ts';
import { entryView } from './points-parent.service.ts';
import { currentPointsRule, ruleOf } from './points-rules.service.ts';
import * as repo from './points.repository.ts';
import { ledgerOf, lockPoints, pointsBalanceOf, takePoints } from './points.service.ts';

/** The console's 会员 and 积分规则: find a member, read every entry, adjust with a reason, change the rules. */

export const findMemberForStaff = async (
  ctx: AppContext,
  staff: StaffPrincipal,
  by: { mobile?: string | undefined; cardNumber?: string | undefined },
) => {
  if (by.mobile === undefined && by.cardNumber === undefined)
    throw invalidInput({ mobile: '请输入手机号或会员卡号' });
  const userId =
    by.mobile !== undefined
      ? ((await parentByPhone(ctx.db, by.mobile))?.userId ?? null)
      : await memberByCardNumber(ctx.db, by.cardNumber ?? '');
  const contact = userId === null ? null : await parentContact(ctx.db, userId);
  if (!contact) return { member: null };
  const membership = await membershipOf(ctx.db, contact.userId);
  const cards = [];
  for (const c of await issuedCards(ctx.db, contact.userId)) {
    const baby = (await liveBabiesLinkedTo(ctx.db, c.pid)).find((b) => b.user_id === contact.userId);
    cards.push({ cardNumber: c.card_number, pid: c.pid, babyName: baby?.name ?? null });
  }
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: staff.staffId,
    action: 'member.read',
    subjectType: 'user',
    subjectId: String(contact.userId),
  });
  return {
    member: {
      userId: contact.userId,
      mobile: contact.phone,
      nickname: contact.nickname,
      isMember: membership.isMember,
      activatedAt: membership.activatedAt,
      cards,
      cardType: membership.cardType,
      balance: await pointsBalanceOf(ctx.db, contact.userId),
      usable: usablePoints(await ledgerOf(ctx.db, contact.userId), clinicToday()),
    },
  };
};

export const memberLedgerForStaff = async (
  ctx: AppContext,
  userId: number,
  pageNum: number,
  pageSize: number,
) => {
  if (!(await parentContact(ctx.db, userId))) throw notFound('会员不存在');
  const page = await repo.pageEntriesForStaff(ctx.db, userId, pageNum, pageSize);
  return {
    list: page.rows.map((r) => ({ ...entryView(r), ref: r.ref, staffName: r.staff_name ?? null })),
    total: page.total,
    pageNum,
    pageSize,
    balance: await pointsBalanceOf(ctx.db, userId),
    usable: usablePoints(await ledgerOf(ctx.db, userId), clinicToday()),
  };
};

const adjustAnswer = z.object({ entryId: z.number().int(), balance: z.number().int() });

/** A manager's adjustment: up adds a lot with the rule's validity, down takes at most the usable points; audited. */
export const adjustPoints = (
  ctx: AppContext,
  staff: StaffPrincipal,
  body: ParsedBodyOf<typeof api.pointsConsole.adjustPoints>,
) => {
  const { requestKey, ...details } = body;
  return oncePerKey(
    ctx.db,
    { caller: `staff:${staff.staffId}`, scope: 'points.adjust', key: requestKey, body: details },
    adjustAnswer,
    async (trx) => {
      await requireActivatedMember(trx, details.userId);
      await lockPoints(trx, details.userId);
      const reason = `诊所调整：${details.reason}`;
      const ref = `adjust:${staff.staffId}:${requestKey}`;
      const entry =
        details.points > 0
          ? await givePoints(trx, {
              userId: details.userId,
              points: details.points,
              kind: 'adjust',
              reason,
              ref,
              staffId: staff.staffId,
            })
          : await takePoints(trx, {
              userId: details.userId,
              points: -details.points,
              kind: 'adjust',
              reason,
              ref,
              staffId: staff.staffId,
            });
      if (!entry) throw new Error(`adjustment ${ref} written twice under one key`);
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'points.adjust',
        subjectType: 'user',
        subjectId: String(details.userId),
        detail: { points: details.points, reason: details.reason, entryId: entry.id },
      });
      return { entryId: entry.id, balance: await pointsBalanceOf(trx, details.userId) };
    },
  );
};

export const pointsRulesForStaff = async (ctx: AppContext) => ({
  current: await currentPointsRule(ctx.db),
  history: (await repo.ruleHistory(ctx.db)).map((r) => ({
    ...ruleOf(r),
    staffName: r.staff_name ?? null,
    reason: r.reason,
  })),
});

/** A new version of the rules, in force at once; the old versions stay readable. Audited with the reason. */
export const savePointsRules = (
  ctx: AppContext,
  staff: StaffPrincipal,
  body: ParsedBodyOf<typeof api.pointsConsole.saveRules>,
) =>
  inTransaction(ctx.db, async (trx) => {
    const row = await repo.insertRule(trx, {
      points_per_yuan: body.pointsPerYuan,
      fen_per_point: body.fenPerPoint,
      max_pay_percent: body.maxPayPercent,
      valid_years_after: body.validYearsAfter,
      transfer_daily_count: body.transferDailyCount,
      transfer_daily_points: body.transferDailyPoints,
      staff_id: staff.staffId,
      reason: body.reason,
      created_at: nowIso(),
    });
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: staff.staffId,
      action: 'points.rules.change',
      subjectType: 'points_rules',
      subjectId: String(row.id),
      detail: { ...body },
    });
    return ruleOf(row);
  });
