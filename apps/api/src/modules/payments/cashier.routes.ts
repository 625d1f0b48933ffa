import { orderNoField, payReturnUrlField } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { PAY_CHANNELS } from '../../providers/payments/payment-provider.ts';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.ts';
import { clinicName } from '../clinic/clinic.service.ts';
import { cashierNotice, cashierPage, withResult } from './cashier-page.ts';

const cashierQuery = z.object({
  orderNo: orderNoField,
  channel: z.enum(PAY_CHANNELS),
  returnUrl: payReturnUrlField,
});
const cashierForm = cashierQuery.extend({ decision: z.enum(['pay', 'cancel']) });

const html = (body: string) => ({ body, type: 'text/html; charset=utf-8' });

/**
 * The sandbox cashier (development only): GET shows the order the sandbox was asked to collect, POST
 * pays or cancels and sends the browser back to the patient app. The sandbox's notify follows as a job.
 */
export const registerCashierRoutes = (
  app: FastifyInstance,
  ctx: AppContext,
  sandbox: SandboxPayments,
): void => {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.get('/dev/pay/cashier', async (req, reply) => {
      const q = parseInput(cashierQuery, req.query);
      const trade = await sandbox.findPayTrade(q.orderNo);
      const send = (s: { body: string; type: string }) =>
        reply.type(s.type).header('cache-control', 'no-store').send(s.body);
      if (!trade)
        return send(html(cashierNotice('订单不存在或尚未发起支付', withResult(q.returnUrl, 'fail'))));
      if (trade.state === 'SUCCESS')
        return send(html(cashierNotice('该订单已支付', withResult(q.returnUrl, 'ok'))));
      return send(
        html(
          cashierPage({
            clinicName: await clinicName(ctx.db),
            title: trade.title,
            amountFen: trade.amount_fen,
            orderNo: q.orderNo,
            channel: q.channel,
            returnUrl: q.returnUrl,
          }),
        ),
      );
    });
    scope.post('/dev/pay/cashier', async (req, reply) => {
      const form = parseInput(cashierForm, req.body);
      if (form.decision === 'cancel') return reply.redirect(withResult(form.returnUrl, 'cancel'));
      const outcome = await sandbox.pay(form.orderNo);
      if (outcome === 'paid' || outcome === 'already_paid')
        return reply.redirect(withResult(form.returnUrl, 'ok'));
      const message = outcome === 'expired' ? '订单已过期，请返回重新下单' : '订单不存在或尚未发起支付';
      return reply
        .type('text/html; charset=utf-8')
        .send(cashierNotice(message, withResult(form.returnUrl, 'fail')));
    });
  });
};
