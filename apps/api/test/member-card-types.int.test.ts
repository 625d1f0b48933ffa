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
    const quote = async () =>
      (
        await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
          token: f.token,
          body: { billIds: [bill.billId], coupon: 'none', usePoints: false, usePackageCards: false },
        })
      ).body.data;
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
