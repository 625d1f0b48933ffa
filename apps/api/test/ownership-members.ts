import type { TestApp } from './harness.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the member-card calls, for ownership.int.test.ts: A activates membership after A's
 * first booking made a clinic record, so A holds one member card. The pid-named calls (memberCheck,
 * getMemberDiscountDetailList with a pid) are checked against another family's record in
 * members.int.test.ts.
 */
export interface MemberIds {
  cardId: number;
}

export type MemberRow = OwnershipRow<MemberIds>;

const W = '/opordering/wechatapp';

export const prepareMemberIds = async (t: TestApp, parentA: { token: string }): Promise<MemberIds> => {
  const activated = await t.call('POST', `${W}/memberCard/activate`, {
    token: parentA.token,
    body: { agreeNotice: true, noticeVersion: '2026-11' },
  });
  if (!activated.body.success) throw new Error(`activate: ${activated.raw}`);
  const cards = await t.call<{ list: { cardId: number }[] }>('GET', `${W}/memberCard/list`, {
    token: parentA.token,
  });
  const cardId = cards.body.data.list[0]?.cardId;
  if (!cardId) throw new Error(`no member card for A: ${cards.raw}`);
  return { cardId };
};

export const memberRows: MemberRow[] = [
  { key: `GET ${W}/memberCard/detail`, input: (m) => ({ query: { cardId: m.cardId } }) },
];

/** Every member and card row, for the before/after comparison. */
export const memberState = async (t: TestApp) => ({
  members: await t.ctx.db.kysely.selectFrom('members').selectAll().orderBy('user_id').execute(),
  cards: await t.ctx.db.kysely.selectFrom('member_cards').selectAll().orderBy('id').execute(),
  points: await t.ctx.db.kysely.selectFrom('points_entries').selectAll().orderBy('id').execute(),
});
