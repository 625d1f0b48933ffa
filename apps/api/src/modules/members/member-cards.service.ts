import type { MemberCard } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';
import type { MemberCardRow } from '../../db/schema-points.ts';
import { notFound } from '../../http/app-error.ts';
import { findOwnedBaby, ownedBabyIds, ownedPatient } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './members.repository.ts';
import { discountLabel, issueMemberCards } from './members.service.ts';

type Parent = Pick<ParentPrincipal, 'userId'>;

/** The parent's live babies that hold a clinic record (a card is per record). */
export const babiesWithRecords = async (db: Db, parent: Parent): Promise<(BabyRow & { pid: string })[]> => {
  const babies: (BabyRow & { pid: string })[] = [];
  for (const id of await ownedBabyIds(db, parent)) {
    const baby = await findOwnedBaby(db, parent, id);
    if (baby?.pid) babies.push({ ...baby, pid: baby.pid });
  }
  return babies;
};

const cardView = (
  card: MemberCardRow,
  typeId: number,
  typeName: string,
  babies: readonly BabyRow[],
): MemberCard => {
  const baby = babies.find((b) => b.pid === card.pid);
  return {
    cardId: card.id,
    cardNumber: card.card_number,
    cardType: typeId,
    cardTypeName: typeName,
    pid: card.pid,
    babyId: baby?.id ?? null,
    babyName: baby?.name ?? null,
    issuedAt: card.issued_at,
  };
};

/**
 * A member's cards, one per clinic record the parent holds now. A record bound after activation gets
 * its card here, once (the insert is idempotent). A card of a record no longer bound stays issued but
 * is not listed. A non-member has none.
 */
export const memberCards = async (ctx: AppContext, parent: Parent): Promise<MemberCard[]> => {
  const member = await repo.findMember(ctx.db, parent.userId);
  if (!member) return [];
  const babies = await babiesWithRecords(ctx.db, parent);
  await issueMemberCards(
    ctx.db,
    parent.userId,
    babies.map((b) => b.pid),
  );
  const type = await repo.cardTypeOf(ctx.db, member.card_type_id);
  const pids = new Set(babies.map((b) => b.pid));
  return (await repo.cardsOf(ctx.db, parent.userId))
    .filter((c) => pids.has(c.pid))
    .map((c) => cardView(c, type.id, type.name, babies));
};

/** One of the parent's listed cards, or 4004. */
export const memberCardDetail = async (ctx: AppContext, parent: Parent, cardId: number) => {
  const card = (await memberCards(ctx, parent)).find((c) => c.cardId === cardId);
  if (!card) throw notFound('会员卡不存在');
  const discounts = (await repo.discountsOf(ctx.db, card.cardType)).map((d) => ({
    category: d.category,
    categoryName: d.category_name,
    payPercent: d.pay_percent,
    label: discountLabel(d.category_name, d.pay_percent),
  }));
  return { ...card, discounts };
};

/** Member check per clinic record: the record must be one of the parent's (else 4004 就诊人不存在). */
export const memberCheck = async (ctx: AppContext, parent: Parent, pid: string) => {
  await ownedPatient(ctx.db, parent, pid);
  const card = (await memberCards(ctx, parent)).find((c) => c.pid === pid) ?? null;
  return { pid, isMember: card !== null, card };
};
