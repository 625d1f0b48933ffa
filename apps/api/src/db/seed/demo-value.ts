import { addDays, clinicToday, pointsValidUntil } from '@sprout/domain';
import { activateMembership } from '../../modules/members/members.service.ts';
import { imageLibrary } from '../../images/picture-processing.ts';
import { keepGoodsPicture } from '../../modules/mall/goods-pictures.service.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import { type Db, inTransaction } from '../database.ts';
import { nowIso } from '../dialect.ts';
import { DEMO_PARENT_PHONE } from './demo-clinic.ts';
import { DEMO_PID } from './demo-reports.ts';

/**
 * The demo's value pages with something in them (issue 22), so a newcomer walks 待缴费订单, 会员查询,
 * 积分明细, 积分商城, 优惠券 and 套餐卡 on a fresh `npm start`: a price list and a bill for 乐乐, a
 * second card type with the demo parent a member with some points, goods with drawn pictures, a live
 * coupon campaign, and a package card on sale. The integration harness seeds without it.
 */
export const DEMO_FEE_ITEMS = [
  { code: 'LAB-CBC', name: '血常规', category: 'lab', unit_price_fen: 4_000 },
  { code: 'EXAM-CHECK', name: '儿童保健体检', category: 'exam', unit_price_fen: 15_000 },
  { code: 'EXAM-BONE', name: '骨龄检测', category: 'exam', unit_price_fen: 20_000 },
  { code: 'TREAT-NEB', name: '雾化治疗', category: 'treatment', unit_price_fen: 2_500 },
] as const;

export const DEMO_BILL = {
  title: '门诊缴费（血常规、雾化治疗）',
  lines: [
    ['LAB-CBC', 1],
    ['TREAT-NEB', 2],
  ],
} as const;

/** Simple drawings (no text: the server has no CJK font for SVG), one per goods. */
const drawing = (background: string, shapes: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${background}"/>${shapes}</svg>`,
  );
const DEMO_GOODS = [
  {
    name: '儿童绘本《小芽长高了》',
    description: '适合3-6岁，讲睡眠、运动和好好吃饭怎样帮孩子长高。',
    points: 300,
    stock: 50,
    picture: drawing(
      '#e6f4f1',
      '<rect x="150" y="170" width="300" height="260" rx="16" fill="#2a9d8f"/><rect x="290" y="170" width="20" height="260" fill="#1f7a6f"/><circle cx="220" cy="260" r="30" fill="#f4d35e"/>',
    ),
  },
  {
    name: '儿童软毛牙刷（2支装）',
    description: '小刷头、软刷毛，适合2岁以上儿童，配合含氟儿童牙膏使用。',
    points: 150,
    stock: 120,
    picture: drawing(
      '#fdf0e6',
      '<rect x="280" y="120" width="40" height="330" rx="20" fill="#e76f51"/><rect x="270" y="120" width="60" height="90" rx="12" fill="#f4a261"/>',
    ),
  },
  {
    name: '保温水杯（带吸管）',
    description: '316不锈钢内胆，防漏吸管，帮助孩子养成主动喝水的习惯。',
    points: 800,
    stock: 30,
    picture: drawing(
      '#eef2fb',
      '<rect x="210" y="180" width="180" height="280" rx="30" fill="#457b9d"/><rect x="230" y="140" width="140" height="50" rx="14" fill="#1d3557"/><rect x="330" y="90" width="16" height="70" fill="#1d3557"/>',
    ),
  },
] as const;

const DEMO_PACKAGE = {
  name: '儿保成长套餐',
  description: '一年内儿童保健体检三次、骨龄检测一次，适合定期评估生长发育的孩子。',
  price_fen: 49_900,
  services: [
    { serviceCode: 'EXAM-CHECK', serviceName: '儿童保健体检', uses: 3 },
    { serviceCode: 'EXAM-BONE', serviceName: '骨龄检测', uses: 1 },
  ],
  validity_days: 365,
  refund_handling_percent: 10,
};

export const seedDemoValue = async (db: Db, storage: StorageProvider | undefined): Promise<void> => {
  const parent = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_PARENT_PHONE)
    .executeTakeFirst();
  const manager = await db.kysely
    .selectFrom('staff')
    .select('id')
    .where('username', '=', 'manager')
    .executeTakeFirst();
  if (!parent || !manager) return;
  const sharp = storage ? await imageLibrary() : null;
  // Drawn as SVG, turned into PNG (what a manager would upload), and kept as an upload is.
  const pictures =
    sharp && storage
      ? await Promise.all(
          DEMO_GOODS.map(
            async (g) => (await keepGoodsPicture(storage, await sharp(g.picture).png().toBuffer())).name,
          ),
        )
      : DEMO_GOODS.map(() => null);
  const now = nowIso();
  const today = clinicToday();
  await inTransaction(db, async (trx) => {
    await trx.kysely
      .insertInto('fee_items')
      .values(DEMO_FEE_ITEMS.map((i) => ({ ...i, enabled: 1, created_at: now, updated_at: now })))
      .execute();
    const price = new Map<string, (typeof DEMO_FEE_ITEMS)[number]>(DEMO_FEE_ITEMS.map((i) => [i.code, i]));
    const lines = DEMO_BILL.lines.map(([code, quantity]) => {
      const item = price.get(code);
      if (!item) throw new Error(`demo bill: no item ${code}`);
      return {
        item_code: code,
        name: item.name,
        category: item.category,
        quantity,
        unit_price_fen: item.unit_price_fen,
        amount_fen: item.unit_price_fen * quantity,
      };
    });
    const bill = await trx.kysely
      .insertInto('bills')
      .values({
        pid: DEMO_PID,
        patient_name: '乐乐',
        title: DEMO_BILL.title,
        total_fen: lines.reduce((a, l) => a + l.amount_fen, 0),
        status: 'unpaid',
        source: 'console',
        created_by_staff: manager.id,
        his_client_id: null,
        his_bill_no: null,
        order_id: null,
        paid_via: null,
        desk_reference: null,
        paid_at: null,
        voided_at: null,
        void_reason: null,
        refunded_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.kysely
      .insertInto('bill_lines')
      .values(lines.map((l) => ({ ...l, bill_id: bill.id })))
      .execute();

    const gold = await trx.kysely
      .insertInto('member_card_types')
      .values({
        name: '金卡会员',
        note: '检查、检验费9折，治疗费8.5折；药费不打折',
        is_default: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.kysely
      .insertInto('member_card_discounts')
      .values([
        { card_type_id: gold.id, category: 'exam', category_name: '检查费', pay_percent: 90 },
        { card_type_id: gold.id, category: 'lab', category_name: '检验费', pay_percent: 90 },
        { card_type_id: gold.id, category: 'treatment', category_name: '治疗费', pay_percent: 85 },
      ])
      .execute();

    for (const [i, g] of DEMO_GOODS.entries()) {
      const picture = pictures[i];
      const goods = await trx.kysely
        .insertInto('mall_goods')
        .values({
          name: g.name,
          description: g.description,
          points_price: g.points,
          pictures: JSON.stringify(picture ? [picture] : []),
          stock: g.stock,
          enabled: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.kysely
        .insertInto('mall_stock_entries')
        .values({
          goods_id: goods.id,
          delta: g.stock,
          kind: 'restock',
          ref: 'demo:restock',
          staff_id: manager.id,
          reason: '首批入库',
          created_at: now,
        })
        .execute();
    }

    await trx.kysely
      .insertInto('coupon_campaigns')
      .values({
        name: '新家庭检查检验券',
        kind: 'amount',
        value_fen: 2_000,
        percent_off: 0,
        cap_fen: null,
        threshold_fen: 10_000,
        service_codes: JSON.stringify(['LAB-CBC', 'EXAM-CHECK', 'EXAM-BONE']),
        scope_text: '检查、检验费满100元可用',
        stacks_with_member: 0,
        valid_mode: 'days',
        valid_from: null,
        valid_to: null,
        valid_days: 30,
        claim_from: today,
        claim_to: addDays(today, 90),
        per_person_limit: 1,
        total_quantity: 500,
        state: 'live',
        created_by: manager.id,
        created_at: now,
        updated_at: now,
      })
      .execute();

    await trx.kysely
      .insertInto('package_card_products')
      .values({
        ...DEMO_PACKAGE,
        services: JSON.stringify(DEMO_PACKAGE.services),
        his_id: null,
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx.kysely.updateTable('facilities').set({ sell_package_cards: 1 }).execute();
  });

  // The demo parent is a member (the default card, a card for 乐乐's record) with welcome points.
  await activateMembership(db, parent.id, [DEMO_PID]);
  await db.kysely
    .insertInto('points_entries')
    .values({
      user_id: parent.id,
      points: 1_200,
      kind: 'adjust',
      reason: '开通会员赠送积分',
      ref: 'demo:welcome',
      reverses_entry_id: null,
      counterpart_user_id: null,
      entry_on: today,
      expires_on: pointsValidUntil(today, 1),
      staff_id: manager.id,
      created_at: now,
    })
    .execute();
};
