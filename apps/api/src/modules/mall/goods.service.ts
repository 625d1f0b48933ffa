import { type api, mallConsole, type ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { pointsBalanceOf } from '../points/points.service.ts';
import type { ParentPrincipal, StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import * as repo from './mall.repository.ts';
import { toGoodsView } from './mall-view.ts';

/** The mall's goods: what parents see, and what managers make and stock (every change audited). */

const GONE = '商品不存在或已下架';

export const goodsOnSale = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  pageNum: number,
  pageSize: number,
) => {
  const { rows, total } = await repo.pageGoods(ctx.db, true, pageNum, pageSize);
  return {
    list: rows.map(toGoodsView),
    total,
    pageNum,
    pageSize,
    balance: await pointsBalanceOf(ctx.db, parent.userId),
  };
};

export const goodsOnSaleDetail = async (ctx: AppContext, parent: ParentPrincipal, goodsId: number) => {
  const goods = await repo.findGoods(ctx.db, goodsId);
  if (goods?.enabled !== 1) throw notFound(GONE);
  return { ...toGoodsView(goods), balance: await pointsBalanceOf(ctx.db, parent.userId) };
};

export const consoleGoods = async (ctx: AppContext, pageNum: number, pageSize: number) => {
  const { rows, total } = await repo.pageGoods(ctx.db, false, pageNum, pageSize);
  return { list: rows.map(toGoodsView), total, pageNum, pageSize };
};

export const saveGoods = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.mallConsole.goodsSave>,
) => {
  const { goodsId, ...f } = input;
  const columns = {
    name: f.name,
    description: f.description,
    points_price: f.pointsPrice,
    pictures: JSON.stringify(f.pictures),
    enabled: f.enabled ? 1 : 0,
  };
  const row = await inTransaction(ctx.db, async (trx) => {
    const saved =
      goodsId === undefined
        ? await repo.insertGoods(trx, columns)
        : await repo.updateGoods(trx, goodsId, columns);
    if (!saved) throw notFound('商品不存在');
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: goodsId === undefined ? 'mall.goods.create' : 'mall.goods.update',
      subjectType: 'mallGoods',
      subjectId: String(saved.id),
      detail: f,
    });
    return saved;
  });
  return toGoodsView(row);
};

/** 入库 or a stocktake adjustment: an entry and the guarded counter together, never below 0. */
export const changeStock = (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.mallConsole.stockChange>,
) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `staff:${p.staffId}`, scope: 'mall.stock', key: requestKey, body },
    mallConsole.stockChange.response,
    async (trx) => {
      if (!(await repo.findGoods(trx, body.goodsId))) throw notFound('商品不存在');
      const moved = await repo.moveStock(trx, body.goodsId, body.delta);
      if (!moved) throw conflict('调整后库存不能小于0');
      await repo.insertStockEntry(trx, {
        goods_id: body.goodsId,
        delta: body.delta,
        kind: body.delta > 0 ? 'restock' : 'adjust',
        ref: `staff:${p.staffId}:${requestKey}`,
        staff_id: p.staffId,
        reason: body.reason,
      });
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: p.staffId,
        action: 'mall.stock.change',
        subjectType: 'mallGoods',
        subjectId: String(body.goodsId),
        detail: { delta: body.delta, reason: body.reason, stock: moved.stock },
      });
      return toGoodsView(moved);
    },
  );
};
