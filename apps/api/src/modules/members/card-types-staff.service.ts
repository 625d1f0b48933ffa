import type { api, ParsedBodyOf } from '@sprout/contract';
import { DISCOUNT_CATEGORY_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './members.repository.ts';

type SaveBody = ParsedBodyOf<typeof api.membersConsole.saveMemberCardType>;

const viewsOf = async (db: Db) => {
  const types = await repo.cardTypesWithMembers(db);
  return Promise.all(
    types.map(async (t) => ({
      cardTypeId: t.id,
      name: t.name,
      note: t.note,
      isDefault: t.is_default === 1,
      members: Number(t.members),
      discounts: (await repo.discountsOf(db, t.id)).map((d) => ({
        category: d.category as keyof typeof DISCOUNT_CATEGORY_LABELS,
        categoryName: d.category_name,
        payPercent: d.pay_percent,
      })),
    })),
  );
};

/** 会员卡: every card type with its discounts, for any staff member to read. */
export const memberCardTypesForStaff = async (ctx: AppContext) => ({ list: await viewsOf(ctx.db) });

type DiscountRow = { category: string; category_name: string; pay_percent: number };

const discountRowsOf = (body: SaveBody): DiscountRow[] =>
  [...body.discounts]
    .sort((a, b) => a.category.localeCompare(b.category))
    .map((d) => ({
      category: d.category,
      category_name: DISCOUNT_CATEGORY_LABELS[d.category],
      pay_percent: d.payPercent,
    }));

/**
 * A manager adds a card type, or changes one's name, note (the parent's 会员卡规则 shows both), discounts
 * and whether new members get it, in one transaction, audited with the reason and what was before.
 * Orders settled before keep the discount they were settled with (order_checkouts); quotes from now on
 * use the new one. There is always exactly one default: another type is made default, never none.
 */
export const saveMemberCardType = (ctx: AppContext, staff: StaffPrincipal, body: SaveBody) =>
  saveCardType(ctx, staff, body).catch((err: unknown) => {
    // Two card types of one name would read the same to a parent (会员卡规则) and to the desk. The
    // unique index (migration 026) refuses it, also when two managers add one name at once.
    if (isUniqueViolation(err, { table: 'member_card_types', column: 'name' }))
      throw conflict('已有同名的会员卡，请换一个名称');
    throw err;
  });

const saveCardType = (ctx: AppContext, staff: StaffPrincipal, body: SaveBody) =>
  inTransaction(ctx.db, async (trx) => {
    const existing = body.cardTypeId === undefined ? null : await repo.findCardType(trx, body.cardTypeId);
    if (body.cardTypeId !== undefined && !existing) throw notFound('会员卡类型不存在');
    if (existing?.is_default === 1 && body.isDefault === false)
      throw conflict('新会员须有一种默认会员卡：请把另一种会员卡设为默认');
    const discounts = discountRowsOf(body);
    const before = existing ? await repo.discountsOf(trx, existing.id) : [];
    const id =
      existing?.id ??
      (await repo.insertCardType(trx, { name: body.name, note: body.note, created_at: nowIso() }));
    await repo.replaceCardType(trx, id, { name: body.name, note: body.note }, discounts);
    if (body.isDefault === true) await repo.makeDefaultCardType(trx, id);
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: staff.staffId,
      action: existing ? 'members.cardType.change' : 'members.cardType.create',
      subjectType: 'member_card_type',
      subjectId: String(id),
      detail: {
        reason: body.reason,
        before: existing
          ? {
              name: existing.name,
              note: existing.note,
              isDefault: existing.is_default === 1,
              discounts: before.map((d) => ({ category: d.category, payPercent: d.pay_percent })),
            }
          : null,
        after: {
          name: body.name,
          note: body.note,
          isDefault: body.isDefault === true || existing?.is_default === 1,
          discounts: body.discounts,
        },
      },
    });
    const view = (await viewsOf(trx)).find((v) => v.cardTypeId === id);
    if (!view) throw new Error('card type vanished');
    return view;
  });

type ChangeBody = ParsedBodyOf<typeof api.membersConsole.changeMemberCardType>;

/**
 * A manager moves a member to another card type (an upgrade, a correction), audited with the reason and
 * both types. Quotes from now on use the new type's discounts; settled orders keep theirs.
 */
export const changeMemberCardType = (ctx: AppContext, staff: StaffPrincipal, body: ChangeBody) =>
  inTransaction(ctx.db, async (trx) => {
    const member = await repo.findMember(trx, body.userId);
    if (!member) throw notFound('会员不存在或尚未开通会员');
    const type = await repo.findCardType(trx, body.cardTypeId);
    if (!type) throw notFound('会员卡类型不存在');
    if (member.card_type_id !== type.id) {
      await repo.setMemberCardType(trx, member.user_id, type.id);
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'members.cardType.assign',
        subjectType: 'user',
        subjectId: String(member.user_id),
        detail: { reason: body.reason, before: member.card_type_id, after: type.id },
      });
    }
    return { userId: member.user_id, cardType: { cardTypeId: type.id, name: type.name } };
  });
