import type { FeeQuote } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateMembership } from '../src/modules/members/members.service.ts';
import { billByHand, family, managerOf, saveItems, W } from './fees-support.ts';
import { startTestApp, type TestApp } from './harness.ts';

// Issue 15: a manager sets what members pay per fee category (会员卡 in the console); quotes follow.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  await t.close();
});

interface CardType {
  cardTypeId: number;
  name: string;
  note: string;
  isDefault: boolean;
  members: number;
  discounts: { category: string; categoryName: string; payPercent: number }[];
}
const C = '/api/console/members/cardTypes';
const list = async () => (await t.call<{ list: CardType[] }>('GET', C, { token: manager })).body.data.list;
const save = (body: Record<string, unknown>) =>
  t.call<CardType>('POST', `${C}/save`, { token: manager, body });
/** The parent's quote for one bill with the member discount alone (no coupon, points or package card). */
const plainQuote = async (token: string, billId: number) =>
  (
    await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
      token,
      body: { billIds: [billId], coupon: 'none', usePoints: false, usePackageCards: false },
    })
  ).body.data;

describe('会员卡 discounts in the console', () => {
  it('lists the default card with its discounts and members; a change reaches the rule page and the next quote', async () => {
    const f = await family(t);
    await activateMembership(t.ctx.db, f.userId, []);
    const [card] = await list();
    expect(card).toMatchObject({ name: '普通会员卡', isDefault: true });
    expect(card?.members).toBeGreaterThanOrEqual(1);
    expect(card?.discounts.map((d) => [d.categoryName, d.payPercent])).toEqual([
      ['检查费', 95],
      ['检验费', 95],
      ['治疗费', 90],
    ]);
    const bill = await billByHand(t, manager, f.pid, [{ itemCode: 'DRUG-D', quantity: 1 }]);
    const quote = () => plainQuote(f.token, bill.billId);
    expect((await quote()).payFen).toBe(4800); // 药费: no member discount yet

    const saved = await save({
      cardTypeId: card?.cardTypeId,
      name: '普通会员卡',
      note: '检查、检验、治疗费与药费享会员折扣',
      discounts: [
        { category: 'exam', payPercent: 95 },
        { category: 'lab', payPercent: 95 },
        { category: 'treatment', payPercent: 85 },
        { category: 'drug', payPercent: 98 },
      ],
      reason: '年度会员权益调整',
    });
    expect(saved.body.success, saved.raw).toBe(true);
    expect(saved.body.data.discounts.map((d) => [d.category, d.payPercent])).toEqual([
      ['drug', 98],
      ['exam', 95],
      ['lab', 95],
      ['treatment', 85],
    ]);
    const after = await quote();
    expect(after.payFen).toBe(4704); // 98 % of 48.00
    expect(after.adjustments).toEqual([expect.objectContaining({ kind: 'member', amountFen: 96 })]);
    const rule = await t.call<{ cardTypeNote: string; discounts: { payPercent: number }[] }>(
      'GET',
      `${W}/memberCard/rule`,
      { token: f.token },
    );
    expect(rule.body.data.cardTypeNote).toBe('检查、检验、治疗费与药费享会员折扣');
    expect(rule.body.data.discounts).toHaveLength(4);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'members.cardType.change')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.detail))).toMatchObject({
      reason: '年度会员权益调整',
      before: { discounts: expect.arrayContaining([{ category: 'treatment', payPercent: 90 }]) },
      after: { discounts: expect.arrayContaining([{ category: 'drug', payPercent: 98 }]) },
    });
  });

  it('refuses 100 % (not a discount), under 50 %, a category twice, an unknown category or card, no reason', async () => {
    const [card] = await list();
    const base = { cardTypeId: card?.cardTypeId, name: '普通会员卡', note: '会员折扣', reason: '测试' };
    for (const discounts of [
      [{ category: 'exam', payPercent: 100 }],
      [{ category: 'exam', payPercent: 49 }],
      [
        { category: 'exam', payPercent: 90 },
        { category: 'exam', payPercent: 95 },
      ],
      [{ category: 'massage', payPercent: 90 }],
    ])
      expect((await save({ ...base, discounts })).body.code).toBe(4000);
    expect((await save({ ...base, discounts: [], reason: '' })).body.code).toBe(4000);
    expect((await save({ ...base, cardTypeId: 9999, discounts: [] })).body.code).toBe(4004);
    expect((await list())[0]?.discounts).toHaveLength(4); // nothing half-written
  });
});

describe('more than one card type', () => {
  const changeType = (body: Record<string, unknown>) =>
    t.call<{ userId: number; cardType: { cardTypeId: number; name: string } }>(
      'POST',
      '/api/console/members/changeCardType',
      { token: manager, body },
    );

  it('adds a card type; moving a member to it changes their next quote and 会员卡规则, audited', async () => {
    const f = await family(t);
    await activateMembership(t.ctx.db, f.userId, []);
    const created = await save({
      name: '金卡会员',
      note: '检查、检验费八五折，药费九五折',
      discounts: [
        { category: 'exam', payPercent: 85 },
        { category: 'lab', payPercent: 85 },
        { category: 'drug', payPercent: 95 },
      ],
      reason: '推出金卡',
    });
    expect(created.body.success, created.raw).toBe(true);
    expect(created.body.data).toMatchObject({ name: '金卡会员', isDefault: false, members: 0 });
    const gold = created.body.data.cardTypeId;
    const bill = await billByHand(t, manager, f.pid, [{ itemCode: 'DRUG-D', quantity: 1 }]);
    const quote = async () => (await plainQuote(f.token, bill.billId)).payFen;
    expect(await quote()).toBe(4704); // the default card's 98 % on 药费 (set above)

    const moved = await changeType({ userId: f.userId, cardTypeId: gold, reason: '年消费满额升级' });
    expect(moved.body.success, moved.raw).toBe(true);
    expect(moved.body.data.cardType).toEqual({ cardTypeId: gold, name: '金卡会员' });
    expect(await quote()).toBe(4560); // 95 % of 48.00
    const rule = await t.call<{ cardTypeName: string }>('GET', `${W}/memberCard/rule`, { token: f.token });
    expect(rule.body.data.cardTypeName).toBe('金卡会员');
    const found = await t.call<{ member: { cardType: { cardTypeId: number; name: string } | null } }>(
      'GET',
      '/api/console/members/find',
      { token: manager, query: { mobile: f.mobile } },
    );
    expect(found.body.data.member?.cardType).toEqual({ cardTypeId: gold, name: '金卡会员' });
    expect((await list()).find((c) => c.cardTypeId === gold)?.members).toBe(1);
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['members.cardType.create', 'members.cardType.assign'])
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.action, JSON.parse(String(a.detail)).reason])).toEqual([
      ['members.cardType.create', '推出金卡'],
      ['members.cardType.assign', '年消费满额升级'],
    ]);
    // Moving to the type they hold already changes nothing and writes no second row.
    expect((await changeType({ userId: f.userId, cardTypeId: gold, reason: '重复提交' })).body.success).toBe(
      true,
    );
    expect(
      await t.ctx.db.kysely
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'members.cardType.assign')
        .execute(),
    ).toHaveLength(1);
  });

  it('moves the default: new members get the new default; the only default cannot be unset', async () => {
    const types = await list();
    const gold = types.find((c) => c.name === '金卡会员');
    const basic = types.find((c) => c.isDefault);
    if (!gold || !basic) throw new Error('the types made above');
    const made = await save({
      cardTypeId: gold.cardTypeId,
      name: gold.name,
      note: gold.note,
      discounts: gold.discounts.map((d) => ({ category: d.category, payPercent: d.payPercent })),
      isDefault: true,
      reason: '新会员送金卡活动',
    });
    expect(made.body.data.isDefault, made.raw).toBe(true);
    expect((await list()).filter((c) => c.isDefault).map((c) => c.cardTypeId)).toEqual([gold.cardTypeId]);
    const f = await family(t);
    await activateMembership(t.ctx.db, f.userId, []);
    const rule = await t.call<{ cardTypeName: string }>('GET', `${W}/memberCard/rule`, { token: f.token });
    expect(rule.body.data.cardTypeName).toBe('金卡会员');

    const unset = await save({
      cardTypeId: gold.cardTypeId,
      name: gold.name,
      note: gold.note,
      discounts: [],
      isDefault: false,
      reason: '取消默认',
    });
    expect(unset.body).toMatchObject({
      code: 4009,
      msg: '新会员须有一种默认会员卡：请把另一种会员卡设为默认',
    });
    expect((await list()).find((c) => c.cardTypeId === gold.cardTypeId)?.discounts).toHaveLength(3); // untouched
  });

  it('two managers adding one name at once: one card, the other answered 4009', async () => {
    const body = { name: '同时新增卡', note: '并发测试', discounts: [], reason: '并发' };
    const answers = await Promise.all([save(body), save(body), save(body)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 4009, 4009]);
    expect((await list()).filter((c) => c.name === '同时新增卡')).toHaveLength(1);
  });

  it('refuses a second card of the same name (4009), an unknown type or a non-member (4004)', async () => {
    const dup = await save({ name: '金卡会员', note: '同名', discounts: [], reason: '再建一张' });
    expect(dup.body).toMatchObject({ code: 4009, msg: '已有同名的会员卡，请换一个名称' });
    expect((await list()).filter((c) => c.name === '金卡会员')).toHaveLength(1);
    const f = await family(t);
    const [card] = await list();
    const notMember = await changeType({ userId: f.userId, cardTypeId: card?.cardTypeId, reason: '升级' });
    expect(notMember.body).toMatchObject({ code: 4004, msg: '会员不存在或尚未开通会员' });
    await activateMembership(t.ctx.db, f.userId, []);
    expect((await changeType({ userId: f.userId, cardTypeId: 9999, reason: '升级' })).body.code).toBe(4004);
    expect((await changeType({ userId: f.userId, cardTypeId: card?.cardTypeId, reason: '' })).body.code).toBe(
      4000,
    );
  });
});
