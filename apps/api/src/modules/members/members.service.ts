import { type MemberDiscount, discountWords } from '@sprout/domain';
import { randomInt } from 'node:crypto';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict } from '../../http/app-error.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import * as repo from './members.repository.ts';

export const NOT_A_MEMBER = '请先激活会员积分';

/** Whether the account has activated membership (points are earned, spent and given only then). */
export const isActivatedMember = async (db: Db, userId: number): Promise<boolean> =>
  (await repo.findMember(db, userId)) !== undefined;

/** 4009 请先激活会员积分 unless the account is an activated member. */
export const requireActivatedMember = async (db: Db, userId: number): Promise<void> => {
  if (!(await isActivatedMember(db, userId))) throw conflict(NOT_A_MEMBER);
};

/** 会员检查费9.5折: how a discount is named on the checkout page and the card. */
export const discountLabel = (categoryName: string, payPercent: number) =>
  `会员${categoryName}${discountWords(payPercent)}`;

/** The member discounts of the account's card type, as checkout reads them; none for a non-member. */
export const memberDiscountsOf = async (db: Db, userId: number): Promise<MemberDiscount[]> => {
  const member = await repo.findMember(db, userId);
  if (!member) return [];
  return (await repo.discountsOf(db, member.card_type_id)).map((d) => ({
    category: d.category,
    payPercent: d.pay_percent,
    label: discountLabel(d.category_name, d.pay_percent),
  }));
};

/** The version of 开通会员须知 a parent agrees to now; a new text gets a new version. */
export const MEMBER_NOTICE_VERSION = '2026-11';

/** A 12-digit card number starting 88, random so that numbers say nothing about how many members there are. */
const newCardNumber = () => `88${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

/**
 * Issues a card for each clinic record in `pids` the member has none for yet. A clash of random
 * numbers (one in ten billion) is tried again with another number.
 */
export const issueMemberCards = async (db: Db, userId: number, pids: readonly string[]): Promise<void> => {
  for (const pid of pids) {
    for (let attempt = 0; ; attempt++) {
      try {
        await inTransaction(db, (trx) =>
          repo.insertCard(trx, { user_id: userId, pid, card_number: newCardNumber(), issued_at: nowIso() }),
        );
        break;
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 2) throw err;
      }
    }
  }
};

/**
 * Makes the account a member with the default card type, once (activating again changes nothing),
 * and issues cards for the clinic records given.
 */
export const activateMembership = async (db: Db, userId: number, pids: readonly string[]): Promise<void> => {
  await inTransaction(db, async (trx) => {
    const activated = await repo.insertMember(trx, {
      user_id: userId,
      card_type_id: await repo.defaultCardTypeId(trx),
      notice_version: MEMBER_NOTICE_VERSION,
      activated_at: nowIso(),
    });
    // Told once, with the activation: activating again changes nothing and says nothing.
    if (activated)
      await postSystemMessage(trx, userId, {
        category: 'member',
        title: '会员已开通',
        content: '您已开通会员积分：已绑定就诊档案的宝宝各有一张会员卡，缴费可享会员折扣并累积积分。',
        link: '/pages/newFun/memberCheck',
      });
  });
  await issueMemberCards(db, userId, pids);
};

/** What the parent's card type gives (the default type before activating: what activating would give). */
export const memberDiscountList = async (db: Db, userId: number) => {
  const member = await repo.findMember(db, userId);
  const type = await repo.cardTypeOf(db, member?.card_type_id ?? (await repo.defaultCardTypeId(db)));
  const list = (await repo.discountsOf(db, type.id)).map((d) => ({
    category: d.category,
    categoryName: d.category_name,
    payPercent: d.pay_percent,
    label: discountLabel(d.category_name, d.pay_percent),
  }));
  return { isMember: member !== undefined, cardTypeName: type.name, cardTypeNote: type.note, list };
};

/** Membership as the pages show it: activated when, with which card type. */
export const membershipOf = async (db: Db, userId: number) => {
  const member = await repo.findMember(db, userId);
  if (!member) return { isMember: false, activatedAt: null, cardType: null };
  const type = await repo.cardTypeOf(db, member.card_type_id);
  return {
    isMember: true,
    activatedAt: member.activated_at,
    cardType: { cardTypeId: type.id, name: type.name },
  };
};

/** The account holding a member card number, for staff finding a member at the desk. */
export const memberByCardNumber = async (db: Db, cardNumber: string): Promise<number | null> =>
  (await repo.findCardByNumber(db, cardNumber))?.user_id ?? null;

/** Every card issued to a member (staff see cards of records since unbound too). */
export const issuedCards = (db: Db, userId: number) => repo.cardsOf(db, userId);
