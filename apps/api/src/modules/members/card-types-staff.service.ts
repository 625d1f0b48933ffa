import type { api, ParsedBodyOf } from '@sprout/contract';
import { FEE_CATEGORY_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/staff-sessions.ts';
import * as repo from './members.repository.ts';

type SaveBody = ParsedBodyOf<typeof api.pointsConsole.saveMemberCardType>;

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
        category: d.category as keyof typeof FEE_CATEGORY_LABELS,
        categoryName: d.category_name,
        payPercent: d.pay_percent,
      })),
    })),
  );
};

/** 会员卡: every card type with its discounts, for any staff member to read. */
export const memberCardTypesForStaff = async (ctx: AppContext) => ({ list: await viewsOf(ctx.db) });

/**
 * A manager changes a card type's name, note (the parent's 会员卡规则 shows both) and discounts, in one
 * transaction, audited with the reason and the discounts before and after. Orders settled before keep
 * the discount they were settled with (order_checkouts); quotes from now on use the new one.
 */
export const saveMemberCardType = (ctx: AppContext, staff: StaffPrincipal, body: SaveBody) =>
  inTransaction(ctx.db, async (trx) => {
    const type = await repo.findCardType(trx, body.cardTypeId);
    if (!type) throw notFound('会员卡类型不存在');
    const before = await repo.discountsOf(trx, type.id);
    const discounts = [...body.discounts]
      .sort((a, b) => a.category.localeCompare(b.category))
      .map((d) => ({
        category: d.category,
        category_name: FEE_CATEGORY_LABELS[d.category],
        pay_percent: d.payPercent,
      }));
    await repo.replaceCardType(trx, type.id, { name: body.name, note: body.note }, discounts);
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: staff.staffId,
      action: 'members.cardType.change',
      subjectType: 'member_card_type',
      subjectId: String(type.id),
      detail: {
        reason: body.reason,
        before: {
          name: type.name,
          note: type.note,
          discounts: before.map((d) => ({ category: d.category, payPercent: d.pay_percent })),
        },
        after: { name: body.name, note: body.note, discounts: body.discounts },
      },
    });
    const view = (await viewsOf(trx)).find((v) => v.cardTypeId === type.id);
    if (!view) throw new Error('card type vanished');
    return view;
  });
