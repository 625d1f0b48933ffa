import { type api, mall, type ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { ownedAddress } from '../addresses/addresses.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { returnPoints, spendPoints } from '../points/points.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import * as repo from './mall.repository.ts';
import { toExchangeView } from './mall-view.ts';

/**
 * Exchanges (兑换): stock taken, points spent and the exchange written in one transaction; a cancel
 * before shipping gives both back exactly once. The points ledger is the points module's
 * (`spendPoints` / `returnPoints`, ref `exchange:<id>`); the stock's entries are this module's.
 */

const NOT_YOURS = '兑换记录不存在';
export const OUT_OF_STOCK = '库存不足';
export const exchangeRef = (exchangeId: number) => `exchange:${exchangeId}`;
/** 兑换详情 in the patient app. */
const exchangePage = (exchangeId: number) => `/pages/newFun/integrallook?exchangeId=${exchangeId}`;

const view = async (db: Db, id: number) => {
  const row = await repo.findExchangeView(db, id);
  if (!row) throw notFound(NOT_YOURS);
  return row;
};

type ExchangeInput = Omit<ParsedBodyOf<typeof api.mall.exchange>, 'requestKey'>;

const exchangeOnce = async (trx: Db, parent: ParentPrincipal, input: ExchangeInput) => {
  const goods = await repo.findGoods(trx, input.goodsId);
  if (goods?.enabled !== 1) throw notFound('商品已下架');
  const address = await ownedAddress(trx, parent, input.addressId);
  const points = goods.points_price * input.quantity;
  const exchange = await repo.insertExchange(trx, {
    user_id: parent.userId,
    goods_id: goods.id,
    goods_name: goods.name,
    quantity: input.quantity,
    points,
    recipient: address.recipient,
    mobile: address.mobile,
    address_text: [address.provinceName, address.cityName, address.areaName ?? '', address.detail].join(''),
    address_id: address.id,
  });
  const ref = exchangeRef(exchange.id);
  if (!(await repo.moveStock(trx, goods.id, -input.quantity))) throw conflict(OUT_OF_STOCK);
  await repo.insertStockEntry(trx, {
    goods_id: goods.id,
    delta: -input.quantity,
    kind: 'exchange',
    ref,
    staff_id: null,
    reason: '',
  });
  await spendPoints(trx, {
    userId: parent.userId,
    points,
    reason: `积分兑换：${goods.name}×${input.quantity}`,
    ref,
  });
  await postSystemMessage(trx, parent.userId, {
    category: 'member',
    title: '兑换成功',
    content: `您已用 ${points} 积分兑换「${goods.name}」×${input.quantity}，我们会尽快为您发货。`,
    link: exchangePage(exchange.id),
  });
  return toExchangeView(await view(trx, exchange.id));
};

export const exchangeGoods = (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.mall.exchange>,
) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `parent:${parent.userId}`, scope: 'mall.exchange', key: requestKey, body },
    mall.exchange.response,
    (trx) => exchangeOnce(trx, parent, body),
  );
};

/**
 * Cancels a waiting exchange: the conditional move waiting → cancelled happens once, and with it the
 * stock (an entry unique per exchange) and the points (`returnPoints`, once per ref) go back.
 */
export const cancelExchangeIn = async (
  trx: Db,
  exchangeId: number,
  reason: string,
  staffId: number | null,
) => {
  const moved = await repo.moveExchange(trx, exchangeId, 'waiting', 'cancelled', {
    cancelled_at: nowIso(),
    cancel_reason: reason,
  });
  if (!moved) {
    const now = await view(trx, exchangeId);
    throw conflict(now.status === 'cancelled' ? '兑换已取消' : '商品已发货，不能取消');
  }
  const ref = `cancel:${exchangeId}`;
  const entry = await repo.insertStockEntry(trx, {
    goods_id: moved.goods_id,
    delta: moved.quantity,
    kind: 'cancel',
    ref,
    staff_id: staffId,
    reason,
  });
  if (entry) await repo.moveStock(trx, moved.goods_id, moved.quantity);
  await returnPoints(trx, {
    userId: moved.user_id,
    ref: exchangeRef(exchangeId),
    reason: `取消兑换：${moved.goods_name}×${moved.quantity}`,
  });
  // The conditional move above happens once, so the parent is told once; a manager's cancel says why.
  const what = `「${moved.goods_name}」×${moved.quantity}`;
  await postSystemMessage(trx, moved.user_id, {
    category: 'member',
    title: '兑换已取消',
    content:
      staffId === null
        ? `您已取消兑换${what}，${moved.points} 积分已退回。`
        : `您兑换的${what}已由诊所取消（${reason}），${moved.points} 积分已退回。`,
    link: exchangePage(exchangeId),
  });
  return moved;
};

export const cancelOwnExchange = (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.mall.exchangeCancel>,
) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `parent:${parent.userId}`, scope: 'mall.cancel', key: requestKey, body },
    mall.exchangeCancel.response,
    async (trx) => {
      if (!(await repo.findOwnExchangeView(trx, parent.userId, body.exchangeId))) throw notFound(NOT_YOURS);
      await cancelExchangeIn(trx, body.exchangeId, '家长取消', null);
      return toExchangeView(await view(trx, body.exchangeId));
    },
  );
};

export const myExchanges = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  pageNum: number,
  pageSize: number,
) => {
  const { rows, total } = await repo.pageExchangeViews(ctx.db, { userId: parent.userId, pageNum, pageSize });
  return { list: rows.map(toExchangeView), total, pageNum, pageSize };
};

export const myExchange = async (ctx: AppContext, parent: ParentPrincipal, exchangeId: number) => {
  const row = await repo.findOwnExchangeView(ctx.db, parent.userId, exchangeId);
  if (!row) throw notFound(NOT_YOURS);
  return toExchangeView(row);
};
