import { type api, type ParsedBodyOf, PACKAGE_CARDS_OFF, packageCards } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { ownedBaby } from '../babies/owned-babies.service.ts';
import { clinicSellsPackageCards } from '../clinic/sale-settings.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { createOrder } from '../orders/orders.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { parseServices, toCardView, toProductView, toUseView } from './card-view.ts';
import {
  PACKAGE_CARD_EXPIRY_JOB,
  PACKAGE_CARD_ORDER_KIND,
  PAYMENT_MINUTES,
  paymentKey,
} from './package-card-order.ts';
import * as repo from './package-cards.repository.ts';

/** A parent's package cards (套餐卡): what is on sale, buying one for a child, the cards and their uses. */

const NOT_YOURS = '套餐卡不存在';

export const productsOnSale = async (ctx: AppContext) => {
  const onSale = await clinicSellsPackageCards(ctx.db);
  const list = onSale ? (await repo.listProducts(ctx.db, true)).map(toProductView) : [];
  return { onSale, notice: onSale ? '' : PACKAGE_CARDS_OFF, list };
};

type BuyInput = ParsedBodyOf<typeof api.packageCards.buy>;

/** An order of kind package_card for one child, payable on the existing pay pages until it runs out. */
const buyOnce = async (trx: Db, parent: ParentPrincipal, input: Omit<BuyInput, 'requestKey'>) => {
  if (!(await clinicSellsPackageCards(trx))) throw conflict(PACKAGE_CARDS_OFF);
  const baby = await ownedBaby(trx, parent, input.babyId);
  const product = await repo.findProduct(trx, input.productId);
  if (product?.enabled !== 1) throw notFound('该套餐卡已下架');
  const services = parseServices(product.services);
  const card = await repo.insertCard(trx, {
    user_id: parent.userId,
    baby_id: baby.id,
    product_id: product.id,
    name: product.name,
    price_fen: product.price_fen,
    services: product.services,
    total_uses: services.reduce((n, s) => n + s.uses, 0),
    validity_days: product.validity_days,
    refund_handling_percent: product.refund_handling_percent,
  });
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PAYMENT_MINUTES * 60_000);
  const order = await createOrder(trx, {
    userId: parent.userId,
    kind: PACKAGE_CARD_ORDER_KIND,
    subjectId: card.id,
    title: `套餐卡·${product.name}`,
    amountFen: product.price_fen,
    expiresAt,
  });
  await repo.setCardOrder(trx, card.id, order.id);
  await enqueueJob(trx, {
    kind: PACKAGE_CARD_EXPIRY_JOB,
    payload: { cardId: card.id, orderId: order.id },
    runAt: expiresAt,
    dedupeKey: paymentKey(card.id),
  });
  return {
    cardId: card.id,
    orderNo: order.order_no,
    amountFen: order.amount_fen,
    expiresAt: order.expires_at,
  };
};

export const buyCard = (ctx: AppContext, parent: ParentPrincipal, input: BuyInput) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `parent:${parent.userId}`, scope: 'packageCards.buy', key: requestKey, body },
    packageCards.buy.response,
    (trx) => buyOnce(trx, parent, body),
  );
};

export const myCards = async (ctx: AppContext, parent: ParentPrincipal, babyId: number | undefined) => {
  if (babyId !== undefined) await ownedBaby(ctx.db, parent, babyId);
  const cards = await repo.listOwnCardViews(ctx.db, parent.userId, babyId);
  const services = await repo.servicesOfCards(
    ctx.db,
    cards.map((c) => c.id),
  );
  const today = clinicToday();
  return {
    list: cards.map((c) =>
      toCardView(
        c,
        services.filter((s) => s.card_id === c.id),
        today,
      ),
    ),
  };
};

export const myCardDetail = async (ctx: AppContext, parent: ParentPrincipal, cardId: number) => {
  const card = await repo.findOwnCardView(ctx.db, parent.userId, cardId);
  if (!card || card.status === 'closed') throw notFound(NOT_YOURS);
  const services = await repo.servicesOfCards(ctx.db, [card.id]);
  const uses = await repo.usesOfCard(ctx.db, card.id);
  return { ...toCardView(card, services, clinicToday()), uses: uses.map(toUseView) };
};
