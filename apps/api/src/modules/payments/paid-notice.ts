import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { issueNotice } from '../notices/notices.service.ts';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * 支付成功 (issue 22): an order of any kind paid is a notice, once per order, in the payment's transaction
 * (an observer of every kind, after the kind's own onPaid). The in-app message is the notice's unless
 * the kind posts its own (its paidLink is null). An order checkout covered entirely (0 fen) moved no
 * money: it gets the message only, never a text saying 0.00 元 was paid.
 */
export const noticePaid = async (ctx: AppContext, trx: Db, order: OrderRow): Promise<void> => {
  const link = ctx.orderKinds.paidLink(order);
  const free = order.amount_fen === 0;
  const message =
    link === null
      ? undefined
      : {
          category: 'payment' as const,
          title: '支付成功',
          content: free
            ? `订单「${order.title}」已用积分、套餐卡等抵扣付清。`
            : `订单「${order.title}」已支付成功，金额 ${yuan(order.amount_fen)} 元。`,
          link,
        };
  if (free) {
    if (message) await postSystemMessage(trx, order.user_id, message);
    return;
  }
  await issueNotice(ctx, trx, 'paymentSucceeded', {
    subjectId: order.id,
    userId: order.user_id,
    values: { order: order.title, amount: yuan(order.amount_fen) },
    ...(message ? { message } : {}),
  });
};
