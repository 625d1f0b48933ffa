import { type api, type ParsedBodyOf, type ParsedQueryOf, packageCardsConsole } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { clinicSellsPackageCards } from '../clinic/sale-settings.service.ts';
import { lockOrder } from '../orders/orders.service.ts';
import { requestRefund } from '../payments/refunds.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { emptyCard, writeOffUse } from './card-uses.service.ts';
import { refundNow, toConsoleCardView, toProductView, toUseView } from './card-view.ts';
import * as repo from './package-cards.repository.ts';

/** 套餐卡 in the console: products, sold cards, 核销 and refunds; every change of value audited. */

const NOT_FOUND = '套餐卡不存在';

export const consoleProducts = async (ctx: AppContext) => ({
  onSale: await clinicSellsPackageCards(ctx.db),
  list: (await repo.listProducts(ctx.db, false)).map(toProductView),
});

export const saveProduct = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.packageCardsConsole.productSave>,
) => {
  const { productId, ...f } = input;
  const columns = {
    name: f.name,
    description: f.description,
    price_fen: f.priceFen,
    services: JSON.stringify(f.services),
    validity_days: f.validityDays,
    refund_handling_percent: f.refundHandlingPercent,
    his_id: f.hisId,
    enabled: f.enabled ? 1 : 0,
  };
  const row = await inTransaction(ctx.db, async (trx) => {
    const saved =
      productId === undefined
        ? await repo.insertProduct(trx, columns)
        : await repo.updateProduct(trx, productId, columns);
    if (!saved) throw notFound('套餐卡产品不存在');
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: productId === undefined ? 'packageCard.product.create' : 'packageCard.product.update',
      subjectType: 'packageCardProduct',
      subjectId: String(saved.id),
      detail: f,
    });
    return saved;
  });
  return toProductView(row);
};

const consoleView = async (db: Db, cardId: number) => {
  const card = await repo.findCardView(db, cardId);
  if (!card) throw notFound(NOT_FOUND);
  return toConsoleCardView(card, await repo.servicesOfCards(db, [card.id]), clinicToday());
};

export const consoleCardList = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.packageCardsConsole.cardList>,
) => {
  const { rows, total } = await repo.pageCardViews(ctx.db, q);
  const services = await repo.servicesOfCards(
    ctx.db,
    rows.map((r) => r.id),
  );
  const today = clinicToday();
  return {
    list: rows.map((r) =>
      toConsoleCardView(
        r,
        services.filter((s) => s.card_id === r.id),
        today,
      ),
    ),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

export const consoleCardDetail = async (ctx: AppContext, cardId: number) => ({
  ...(await consoleView(ctx.db, cardId)),
  uses: (await repo.usesOfCard(ctx.db, cardId)).map(toUseView),
});

type WriteOff = ParsedBodyOf<typeof api.packageCardsConsole.writeOff>;

export const writeOff = (ctx: AppContext, p: StaffPrincipal, input: WriteOff) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `staff:${p.staffId}`, scope: 'packageCards.writeOff', key: requestKey, body },
    packageCardsConsole.writeOff.response,
    async (trx) => {
      const card = await repo.lockCard(trx, body.cardId);
      if (!card) throw notFound(NOT_FOUND);
      if (card.status !== 'active') throw conflict('套餐卡未生效或已退卡，不能核销');
      await writeOffUse(trx, {
        card,
        serviceCode: body.serviceCode,
        staffId: p.staffId,
        ref: `writeOff:${p.staffId}:${requestKey}`,
        note: body.note,
        today: clinicToday(),
      });
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: p.staffId,
        action: 'packageCard.writeOff',
        subjectType: 'packageCard',
        subjectId: String(card.id),
        detail: { serviceCode: body.serviceCode, babyId: card.baby_id, note: body.note },
      });
      return consoleView(trx, card.id);
    },
  );
};

type Refund = ParsedBodyOf<typeof api.packageCardsConsole.refund>;

/**
 * 退卡: the uses left end (ledger entries) and the money for them, pro rata less the clinic's handling
 * share (packageRefundFen), goes back through the order's refund. The order is locked before the card,
 * as every path that moves an order with its subject does.
 */
export const refundCard = (ctx: AppContext, p: StaffPrincipal, input: Refund) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `staff:${p.staffId}`, scope: 'packageCards.refund', key: requestKey, body },
    packageCardsConsole.refund.response,
    async (trx) => {
      const view = await repo.findCardView(trx, body.cardId);
      if (!view || view.order_id === null) throw notFound(NOT_FOUND);
      const order = await lockOrder(trx, view.order_id);
      const card = await repo.lockCard(trx, view.id);
      if (!order || !card) throw notFound(NOT_FOUND);
      if (card.status !== 'active' || order.status !== 'paid') throw conflict('只有已生效的套餐卡可以退卡');
      const services = await repo.servicesOfCards(trx, [card.id]);
      const refundFen = refundNow(
        view,
        services.reduce((n, s) => n + s.uses_left, 0),
      );
      await emptyCard(trx, card, p.staffId);
      await repo.markCardRefunded(trx, card.id, refundFen);
      const refundNo =
        refundFen > 0 ? await requestRefund(trx, order, refundFen, `退卡：${body.reason}`) : null;
      if (refundFen > 0 && refundNo === null) throw conflict('订单正在退款中');
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: p.staffId,
        action: 'packageCard.refund',
        subjectType: 'packageCard',
        subjectId: String(card.id),
        detail: { reason: body.reason, refundFen, refundNo, babyId: card.baby_id },
      });
      return { cardId: card.id, refundFen, refundNo };
    },
  );
};
