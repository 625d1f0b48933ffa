import { addDays, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import { cancelJob } from '../jobs/jobs.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { closeUnpaidOrder, lockOrder } from '../orders/orders.service.ts';
import { emptyCard, grantCard } from './card-uses.service.ts';
import * as repo from './package-cards.repository.ts';

/**
 * The package_card order kind. Paying activates the card (its uses granted by ledger entries, valid
 * for the product's days from the clinic date of payment, that day included); an order that ran out
 * unpaid closes the card; a whole refund made elsewhere ends the uses left (a refund from 套餐卡 has
 * already ended them and finds nothing to do).
 */
export const PACKAGE_CARD_ORDER_KIND = 'package_card';
export const PACKAGE_CARD_EXPIRY_JOB = 'package-card-payment-expiry';
export const paymentKey = (cardId: number) => `package-card-payment:${cardId}`;
/** How long a bought card stays payable, like a consultation's order. */
export const PAYMENT_MINUTES = 30;

const cardPage = (order: OrderRow) => `/pages/newFun/setMealDetail?cardId=${order.subject_id}`;

/**
 * 退卡's money back (pro rata, so usually part of the order): the kind tells the parent in the app, as
 * registration and consultation do theirs; payments' 退款到账通知 beside it goes by SMS only.
 */
const tellRefunded = (trx: Db, order: OrderRow, amountFen: number) =>
  postSystemMessage(trx, order.user_id, {
    category: 'payment',
    title: '退款成功',
    content: `「${order.title}」退卡退款 ${(amountFen / 100).toFixed(2)} 元已原路退回，请注意查收。`,
    link: cardPage(order),
  });

const hooks = {
  /** Activating the card posts nothing: the 支付成功 notice's message opens the card. */
  paidLink: cardPage,
  onPaid: async (trx: Db, order: OrderRow) => {
    const paidAt = order.paid_at ?? new Date().toISOString();
    const pending = await repo.lockCard(trx, order.subject_id);
    if (!pending) return;
    const expiresOn = addDays(clinicToday(new Date(paidAt)), pending.validity_days - 1);
    const card = await repo.activateCard(trx, pending.id, paidAt, expiresOn);
    if (card) await grantCard(trx, card);
    await cancelJob(trx, paymentKey(pending.id));
  },
  onClosed: async (trx: Db, order: OrderRow) => {
    await repo.closePendingCard(trx, order.subject_id);
  },
  onRefunded: async (trx: Db, order: OrderRow, amountFen: number) => {
    if (amountFen > 0) await tellRefunded(trx, order, amountFen);
    if (order.refunded_fen < order.amount_fen) return;
    const card = await repo.lockCard(trx, order.subject_id);
    if (card?.status !== 'active') return;
    await emptyCard(trx, card, null);
    await repo.markCardRefunded(trx, card.id, amountFen);
  },
};

const expirePayment = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, Number(payload.orderId));
    if (order) await closeUnpaidOrder(ctx, trx, order.id);
  });
};

export const registerPackageCardOrders = (ctx: AppContext): void => {
  ctx.orderKinds.register(PACKAGE_CARD_ORDER_KIND, hooks);
  ctx.jobHandlers.register(PACKAGE_CARD_EXPIRY_JOB, (jobCtx, payload) => expirePayment(jobCtx, payload));
};
